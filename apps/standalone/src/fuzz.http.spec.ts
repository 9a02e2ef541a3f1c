import { sql } from 'drizzle-orm';
import request from 'supertest';
import {
  countRowsSql,
  fuzzCases,
  fuzzSeed,
  routesOf,
  TABLES_SQL,
  type FuzzTarget,
} from './route-fuzz.fixture';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/**
 * Every HTTP route of the standalone app, fuzzed (route-fuzz.fixture.ts): full Unicode with NUL and
 * lone surrogates, fields nested thousands deep, every content type, charset and Content-Encoding,
 * the store's integer boundaries. Seeded: FUZZ_SEED replays or varies a run.
 */

const RUNS_PER_ROUTE = 40;
const SEED = fuzzSeed(20261128);

describe('every route, fuzzed (standalone)', () => {
  let app: TestStandalone;
  let fuzz: FuzzTarget;
  const sent = { requests: 0 };

  beforeAll(async () => {
    // Limits off: the fuzzer sends more requests a minute than any person would.
    app = await startTestStandalone({ RATE_LIMIT_SCALE: '0' });
    const bearer = app.bearer('fuzzer');
    await request(app.http)
      .post('/api/recipes')
      .set('Authorization', bearer)
      .send({ title: 'Fuzzed soup' })
      .expect(201);
    const rows = async (query: string) =>
      (await app.standalone.store.db.execute(sql.raw(query))) as unknown as {
        rows: Record<string, unknown>[];
      };
    const countAll = countRowsSql((await rows(TABLES_SQL)).rows.map((row) => String(row.name)));
    fuzz = {
      http: app.http,
      bearer,
      routes: routesOf(app.standalone.gateway),
      tableCounts: async () => JSON.stringify((await rows(countAll)).rows),
    };
  }, 180_000);
  afterAll(async () => {
    // The figure for the report: routes, requests and the seed that replays them.
    process.stdout.write(
      `fuzz (standalone): ${fuzz?.routes.length ?? 0} routes, ${sent.requests} requests, seed ${SEED}\n`,
    );
    await app?.close();
  });

  fuzzCases(() => fuzz, { runsPerRoute: RUNS_PER_ROUTE, seed: SEED }, sent);
});
