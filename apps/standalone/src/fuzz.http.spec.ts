import { sql } from 'drizzle-orm';
import * as contracts from '@mise/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { z } from 'zod';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/**
 * Every HTTP route of the gateway, found from the router itself (so a new route is fuzzed the day
 * it is added), sent property-based bad input: wrong types, missing and extra fields named after
 * every field the contracts know, 2 MB strings, deeply nested JSON, unicode edge cases, numbers
 * JSON cannot hold, ids that are not ids, path traversal. Each answer must be a 4xx with
 * `{ error }` or a success, never a 5xx; a refused write must leave every table as it was; and the
 * app must still answer afterwards.
 */

/** Every field name any contract schema declares: what a client would plausibly send. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(contracts))
    if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape)) names.add(key);
  return [...names];
}

const WEIRD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '👩🏽‍🍳'.repeat(50),
  'e\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  "'; DROP TABLE recipes; --",
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
];
const WEIRD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '0x10',
  ' 1',
  '١٢',
  'null',
];

/** Bodies that are not expressible as a JS value sent through JSON.stringify. */
const RAW_BODIES = [
  '{"rating": 1e309}',
  '{"servings": -1e309, "title": "x"}',
  '{"title": "x", "title": "y", "__proto__": {"admin": true}}',
  '['.repeat(20000) + ']'.repeat(20000),
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  '{"title": "' + 'a'.repeat(2 * 1024 * 1024) + '"}',
  '{"title": "unterminated',
  '\u0000\u0001\u0002',
];

const fieldNames = contractFieldNames();
const weirdValue = fc.oneof(
  fc.constantFrom(...WEIRD_STRINGS),
  fc.constantFrom(...WEIRD_IDS),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.anything(),
);
const contractShapedBody = fc.dictionary(fc.constantFrom(...fieldNames), weirdValue, { maxKeys: 8 });
const jsonBody = fc.oneof(contractShapedBody, fc.anything(), fc.constant(undefined));
const pathValue = fc.oneof(fc.constantFrom(...WEIRD_IDS, ...WEIRD_STRINGS), fc.string(), fc.nat());
const query = fc.dictionary(fc.constantFrom(...fieldNames, 'view', 'q', 'limit', 'cursor'), fc.string(), {
  maxKeys: 4,
});

/** Lone surrogates replaced, as a browser would before putting text in a URL. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

const RUNS_PER_ROUTE = 30;

describe('every route, fuzzed', () => {
  let app: TestStandalone;
  let routes: Route[];
  let auth: string;

  beforeAll(async () => {
    // Limits off: the fuzzer sends more requests a minute than any person would.
    app = await startTestStandalone({ RATE_LIMIT_SCALE: '0' });
    auth = app.bearer('fuzzer');
    await request(app.http)
      .post('/api/recipes')
      .set('Authorization', auth)
      .send({ title: 'Fuzzed soup' })
      .expect(201);
    const router = (
      app.standalone.gateway.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    routes = router.stack
      .flatMap((layer) =>
        layer.route
          ? Object.keys(layer.route.methods).map((method) => ({ method, path: layer.route!.path }) as Route)
          : [],
      )
      // Account deletion takes no input and would delete the fuzzer itself (the permission matrix tries it).
      .filter((route) => !(route.method === 'delete' && route.path === '/api/users/me'));
  }, 60_000);
  afterAll(() => app?.close());

  /** Rows in every table of every service: a refused request must not change one. */
  async function rowCounts(): Promise<string> {
    const tables = await app.standalone.store.db.execute<{ name: string }>(sql`
      SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
      FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'drizzle')
      ORDER BY 1`);
    const names = (tables as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    if (names.length === 0) return '';
    const union = names
      .map((name) => `SELECT '${name}' AS t, count(*) AS n FROM ${name}`)
      .join(' UNION ALL ');
    const counts = await app.standalone.store.db.execute(sql.raw(union));
    return JSON.stringify((counts as unknown as { rows: unknown[] }).rows);
  }

  function send(route: Route, path: string, search: Record<string, string>, body: unknown, raw?: string) {
    const req = request(app.http)[route.method](path).query(search).set('Authorization', auth);
    const text = raw ?? (body === undefined || route.method === 'get' ? undefined : JSON.stringify(body));
    return text === undefined ? req : req.set('Content-Type', 'application/json').send(text);
  }

  function expectCleanAnswer(route: Route, status: number, body: unknown, input: string) {
    const where = `${route.method.toUpperCase()} ${route.path} ${input.slice(0, 300)}`;
    if (status >= 500) throw new Error(`${status} for ${where}: ${JSON.stringify(body)}`);
    if (status >= 400 && typeof (body as { error?: unknown })?.error !== 'string')
      throw new Error(`${status} without { error } for ${where}: ${JSON.stringify(body).slice(0, 200)}`);
  }

  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(routes).toContainEqual({ method: 'post', path: '/api/recipes' });
  });

  it('never answers 5xx or a bare error, and a refused write changes nothing', async () => {
    for (const route of routes) {
      const params = route.path.match(/:[A-Za-z]+/g) ?? [];
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue, { minLength: params.length, maxLength: params.length }),
          query,
          jsonBody,
          async (values, search, body) => {
            let path = route.path;
            params.forEach(
              (param, i) => (path = path.replace(param, encodeURIComponent(wellFormed(String(values[i]))))),
            );
            const writes = route.method !== 'get';
            const before = writes ? await rowCounts() : '';
            const res = await send(route, path, search, body);
            expectCleanAnswer(route, res.status, res.body, JSON.stringify({ path, search, body }) ?? '');
            if (writes && res.status >= 400) expect(await rowCounts()).toBe(before);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 600_000);

  it('refuses bodies JSON cannot carry safely with a 4xx and { error }', async () => {
    for (const route of routes.filter((r) => r.method !== 'get')) {
      const path = route.path.replace(/:[A-Za-z]+/g, '1');
      for (const raw of RAW_BODIES) {
        const before = await rowCounts();
        const res = await send(route, path, {}, undefined, raw);
        expectCleanAnswer(route, res.status, res.body, raw);
        if (res.status >= 400) expect(await rowCounts()).toBe(before);
      }
    }
  }, 300_000);

  it('still answers afterwards', async () => {
    await request(app.http).get('/api/health').expect(200);
    // The fuzzer may have renamed or deleted its own recipe along the way (that is allowed): a new
    // one must still save and list.
    await request(app.http)
      .post('/api/recipes')
      .set('Authorization', auth)
      .send({ title: 'After the storm' })
      .expect(201);
    const res = await request(app.http).get('/api/recipes').set('Authorization', auth).expect(200);
    expect(res.body.map((recipe: { title: string }) => recipe.title)).toContain('After the storm');
  });
});
