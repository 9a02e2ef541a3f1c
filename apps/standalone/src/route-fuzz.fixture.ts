import type { Server } from 'node:http';
import * as contracts from '@mise/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import request from 'supertest';
import { z } from 'zod';

/*
 * The property-based fuzz of every HTTP route, shared by both profiles (the standalone spec and the
 * distributed one under test/integration): routes are read from the gateway's router, so a new route
 * is fuzzed the day it is added. Each answer must be a success or a 4xx with `{ error }`, never a
 * 5xx; a refused write must leave every table as it was; the app must answer afterwards. A failure
 * prints the request (method, path, query, headers, body) and fast-check's seed and path to replay it.
 */

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

export interface FuzzTarget {
  http: Server;
  /** `Bearer <token>` of the fuzzing user. */
  bearer: string;
  routes: Route[];
  /** Rows in every table of every service, as text: a refused request must not change it. */
  tableCounts(): Promise<string>;
}

/** The gateway's routes, from its router. Account deletion would delete the fuzzer itself (the permission matrix tries it). */
export function routesOf(gateway: NestExpressApplication): Route[] {
  const router = (
    gateway.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    }
  ).router;
  return router.stack
    .flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((method) => ({ method, path: layer.route!.path }) as Route)
        : [],
    )
    .filter((route) => !(route.method === 'delete' && route.path === '/api/users/me'));
}

/** The SQL that counts the rows of every base table outside the catalogs, as one UNION query. */
export const TABLES_SQL = `
  SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
  FROM information_schema.tables
  WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'drizzle')
  ORDER BY 1`;
export const countRowsSql = (tables: string[]) =>
  tables.map((name) => `SELECT '${name}' AS t, count(*) AS n FROM ${name}`).join(' UNION ALL ');

/** Every field name any contract schema declares: what a client would plausibly send. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(contracts))
    if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape)) names.add(key);
  return [...names];
}

/** Text that once reached a store: NUL, both halves of a surrogate pair alone, direction marks. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udbff',
  '\udc00y',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '👩🏽‍🍳'.repeat(50),
  'e\u0301\u0301\u0301',
  '\ufeff\ufffe\uffff',
  '<script>alert(1)</script>',
  "'; DROP TABLE recipes; --",
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
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
  '2147483647',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '0x10',
  ' 1',
  '١٢',
  'null',
];
/** Both ends of the store's int4, JavaScript's safe integers, and what lies just past each. */
const BOUNDARY_INTS = [
  0,
  -0,
  1,
  -1,
  contracts.STORE_INT_MAX,
  contracts.STORE_INT_MAX + 1,
  contracts.STORE_INT_MIN,
  contracts.STORE_INT_MIN - 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  0.5,
];

/** Any code point, lone surrogates and NUL included (fast-check's own units leave surrogates out). */
const anyCodeUnit = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constant('\u0000'),
);
const fullUnicode = fc.string({ unit: anyCodeUnit, maxLength: 40 });
const text = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fullUnicode, fc.string());

const scalar = fc.oneof(
  text,
  fc.constantFrom(...WEIRD_IDS),
  fc.constantFrom(...BOUNDARY_INTS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** `value` inside `levels` lists or objects: a field thousands deep. */
function nest(value: unknown, levels: number, asObject: boolean): unknown {
  let nested = value;
  for (let level = 0; level < levels; level++) nested = asObject ? { a: nested } : [nested];
  return nested;
}
const deep = fc
  .tuple(scalar, fc.constantFrom(2, 31, 33, 200, 3000), fc.boolean())
  .map(([value, levels, asObject]) => nest(value, levels, asObject));

const fieldNames = contractFieldNames();
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(fc.dictionary(fc.constantFrom(...fieldNames), scalar, { maxKeys: 4 })) },
  { weight: 1, arbitrary: fc.dictionary(fullUnicode, scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.anything() },
);
const contractShapedBody = fc.dictionary(fc.constantFrom(...fieldNames), fieldValue, { maxKeys: 8 });
const jsonBody = fc.oneof(contractShapedBody, fc.anything(), deep, fc.constant(undefined));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=UTF-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=us-ascii',
  'application/json; charset=bogus',
  'application/json; charset=',
  'application/merge-patch+json',
  'text/plain',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/octet-stream',
  'application/*',
  ';;;',
];
const CONTENT_ENCODINGS = [
  'identity',
  'gzip',
  'deflate',
  'br',
  'x-squeeze',
  'gzip, gzip',
  'compress',
  'GZIP',
];

/** How the body travels: JSON as a browser sends it, a multipart form, or any headers at all. */
const envelope = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'json' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'multipart' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('headers' as const),
      contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
      contentEncoding: fc.option(fc.constantFrom(...CONTENT_ENCODINGS), { nil: undefined }),
    }),
  },
);
type Envelope =
  | { kind: 'json' }
  | { kind: 'multipart' }
  | { kind: 'headers'; contentType?: string; contentEncoding?: string };

const pathValue = fc.oneof(fc.constantFrom(...WEIRD_IDS, ...HOSTILE_TEXT), fullUnicode, fc.nat());
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...fieldNames, 'view', 'q', 'limit', 'cursor'), fullUnicode),
  fc.oneof(text, fc.constantFrom(...WEIRD_IDS)),
  { maxKeys: 4 },
);

/**
 * Percent-encoding as a hostile client writes it: a lone surrogate becomes the three bytes a
 * careless encoder emits for it (not UTF-8), where a browser would have refused or replaced it.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return out;
}

/** Bodies that are not expressible as a JS value sent through JSON.stringify. */
const RAW_BODIES = [
  '{"rating": 1e309}',
  '{"servings": -1e309, "title": "x"}',
  '{"title": "x", "title": "y", "__proto__": {"admin": true}}',
  '{"title": "\\u0000"}',
  '{"title": "\\udfff"}',
  '{"title": "x", "ingredients": ["\\ud800"]}',
  '{"title": "x", "original_recipe_id": 2147483648}',
  '{"title": "x", "nutrition_per_serving": {"calories": ' + '['.repeat(5000) + ']'.repeat(5000) + '}}',
  '['.repeat(20000) + ']'.repeat(20000),
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  '{"title": "' + 'a'.repeat(2 * 1024 * 1024) + '"}',
  '{"title": "unterminated',
  '\u0000\u0001\u0002',
];

export interface FuzzOptions {
  /** Requests per route in the property (each route its own run of this many). */
  runsPerRoute: number;
  /** fast-check's seed: the same seed sends the same requests. */
  seed: number;
}

/** The seed from FUZZ_SEED when set (to replay or to widen a run), else the one given. */
export const fuzzSeed = (fallback: number) => Number(process.env.FUZZ_SEED ?? fallback);

/**
 * The fuzz's `it`s, against `target()` (ready once the caller's beforeAll has run). Counts what was
 * sent into `sent` so a spec can report its figure.
 */
export function fuzzCases(target: () => FuzzTarget, options: FuzzOptions, sent = { requests: 0 }): void {
  function send(route: Route, path: string, search: Record<string, string>, body: unknown, how: Envelope) {
    const pairs = Object.entries(search).map(
      ([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`,
    );
    const url = pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
    const req = request(target().http)[route.method](url).set('Authorization', target().bearer);
    sent.requests++;
    if (body === undefined || route.method === 'get') return req;
    if (how.kind === 'multipart') {
      const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : { body };
      for (const [name, value] of Object.entries(fields))
        req.field(name || 'x', typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      return req;
    }
    const raw = typeof body === 'string' && how.kind === 'headers' ? body : JSON.stringify(body);
    if (how.kind === 'json') return req.set('Content-Type', 'application/json').send(raw);
    if (how.contentType !== undefined) req.set('Content-Type', how.contentType);
    if (how.contentEncoding !== undefined) req.set('Content-Encoding', how.contentEncoding);
    return req.send(raw);
  }

  function expectCleanAnswer(route: Route, status: number, body: unknown, input: string) {
    const where = `${route.method.toUpperCase()} ${route.path} ${input.slice(0, 400)}`;
    if (status >= 500) throw new Error(`${status} for ${where}: ${JSON.stringify(body)}`);
    // A page for people (the share page) refuses with a page, as its documented errors say.
    const pageErrors = contracts.HTTP_ROUTES.some(
      (documented) =>
        documented.method === route.method && documented.path === route.path && documented.errorMediaType,
    );
    if (status >= 400 && !pageErrors && typeof (body as { error?: unknown })?.error !== 'string')
      throw new Error(`${status} without { error } for ${where}: ${JSON.stringify(body).slice(0, 200)}`);
  }

  it('finds the routes to fuzz', () => {
    expect(target().routes.length).toBeGreaterThanOrEqual(8);
    expect(target().routes).toContainEqual({ method: 'post', path: '/api/recipes' });
  });

  it('never answers 5xx or a bare error, and a refused write changes nothing', async () => {
    for (const [index, route] of target().routes.entries()) {
      const params = route.path.match(/:[A-Za-z]+/g) ?? [];
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue, { minLength: params.length, maxLength: params.length }),
          query,
          jsonBody,
          envelope,
          async (values, search, body, how) => {
            let path = route.path;
            params.forEach((param, i) => (path = path.replace(param, percentEncode(String(values[i])))));
            const writes = route.method !== 'get';
            const before = writes ? await target().tableCounts() : '';
            const res = await send(route, path, search, body, how);
            const input = JSON.stringify({ path, search, how, body }) ?? '';
            expectCleanAnswer(route, res.status, res.body, input);
            if (writes && res.status >= 400) expect(await target().tableCounts()).toBe(before);
          },
        ),
        // One seed per route, derived from the run's: a route added later leaves the others' requests as they were.
        { numRuns: options.runsPerRoute, seed: options.seed + index },
      );
    }
  }, 900_000);

  it('refuses bodies JSON cannot carry safely with a 4xx and { error }', async () => {
    for (const route of target().routes.filter((r) => r.method !== 'get')) {
      const path = route.path.replace(/:[A-Za-z]+/g, '1');
      for (const raw of RAW_BODIES) {
        const before = await target().tableCounts();
        const res = await send(route, path, {}, raw, { kind: 'headers', contentType: 'application/json' });
        expectCleanAnswer(route, res.status, res.body, raw);
        if (res.status >= 400) expect(await target().tableCounts()).toBe(before);
      }
    }
  }, 300_000);

  it('still answers afterwards', async () => {
    const { http, bearer } = target();
    await request(http).get('/api/health').expect(200);
    // The fuzzer may have renamed or deleted its own recipe along the way (that is allowed): a new
    // one must still save and list.
    await request(http)
      .post('/api/recipes')
      .set('Authorization', bearer)
      .send({ title: 'After the storm' })
      .expect(201);
    const res = await request(http).get('/api/recipes').set('Authorization', bearer).expect(200);
    expect(res.body.map((recipe: { title: string }) => recipe.title)).toContain('After the storm');
  });
}
