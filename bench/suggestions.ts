// GET /api/users/friends/suggestions for a user with 500 friends who each have 500 friends, in one run:
//   store - the suggestions SQL run straight on the store (PGlite), no gateway, bus or service
//   call  - the whole call: HTTP -> gateway (token check) -> in-process bus -> social -> the same SQL
// Calls alternate so both see the same machine load. Prints p50/p99 of each and the ratio call/store.
// Usage: npx tsx bench/suggestions.ts [--friends 500] [--pool 5000] [--rounds 60] [--explain]
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { mintEmulatorToken, startAuthEmulatorStub, tempDir } from '@mise/platform-testing';

// The app runs from the swc server build (decorator metadata, which tsx does not emit).
type Standalone = typeof import('../apps/standalone/src/standalone-app');
type Social = typeof import('../apps/social/src/index');
type Gateway = typeof import('../apps/gateway/src/index');
type Config = typeof import('../libs/platform/config/src/index');
const root = join(__dirname, '..');
const dist = (path: string): Promise<unknown> => import(join(root, 'dist', 'server', `${path}.js`));

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FRIENDS = arg('--friends', 500);
// Friends of friends are drawn from a pool, so they overlap (mutual counts above 1) as in life.
const POOL = arg('--pool', 5000);
const ROUNDS = arg('--rounds', 60);
const WARMUP = 5;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('server build failed');
  const { startStandalone } = (await dist('apps/standalone/src/standalone-app')) as Standalone;
  const { SUGGESTIONS_LIMIT, suggestionsQuery } = (await dist('apps/social/src/index')) as Social;
  const { GatewayEnv } = (await dist('apps/gateway/src/index')) as Gateway;
  const { parseEnv } = (await dist('libs/platform/config/src/index')) as Config;
  const dir = tempDir('mise-bench-');
  const stub = await startAuthEmulatorStub();
  const env = parseEnv(GatewayEnv, {
    DATA_DIR: join(dir.path, 'data'),
    WEB_DIST: join(dir.path, 'web'),
    LOG_LEVEL: 'error',
    RATE_LIMIT_SCALE: '1000',
    FIREBASE_AUTH_EMULATOR_HOST: stub.host,
  });
  const standalone = await startStandalone({ ...env, PORT: 0 });
  try {
    const port = Number(new URL(standalone.url).port);
    const headers = {
      Authorization: `Bearer ${mintEmulatorToken({ uid: 'bench-me', name: 'Bench Me', email: 'me@example.com' })}`,
    };
    const me = (
      (await (await fetch(`http://127.0.0.1:${port}/api/users/profile`, { headers })).json()) as {
        id: number;
      }
    ).id;
    const db = standalone.store.db;

    const seedStart = performance.now();
    // Friends are users 1..FRIENDS after me, the pool follows; each friend k has FRIENDS - 1 pool
    // friends (plus me): pool members (k * 7 + j * 13) mod POOL, distinct for each k since 13 and
    // POOL share no factor.
    await db.execute(sql`
      INSERT INTO social.users (firebase_uid, display_name, email)
      SELECT 'bench-' || n, 'Bench User ' || n, 'bench' || n || '@example.com'
      FROM generate_series(1, ${FRIENDS + POOL}) n`);
    const [{ first }] = (
      (await db.execute(
        sql`SELECT min(id)::int AS first FROM social.users WHERE firebase_uid LIKE 'bench-%' AND firebase_uid <> 'bench-me'`,
      )) as unknown as { rows: { first: number }[] }
    ).rows;
    const friend = (k: string) => sql.raw(`(${first} + ${k})`);
    const pooled = (expr: string) => sql.raw(`(${first} + ${FRIENDS} + (${expr}))`);
    await db.execute(sql`
      INSERT INTO social.friendships (requester_id, addressee_id, status)
      SELECT ${me}, ${friend('k')}, 'accepted' FROM generate_series(0, ${FRIENDS - 1}) k`);
    await db.execute(sql`
      INSERT INTO social.friendships (requester_id, addressee_id, status)
      SELECT ${friend('k')}, ${pooled(`(k * 7 + j * 13) % ${POOL}`)}, 'accepted'
      FROM generate_series(0, ${FRIENDS - 1}) k, generate_series(0, ${FRIENDS - 2}) j`);
    await db.execute(sql`
      INSERT INTO social.friend_links (user_id, friend_id, friendship_id)
      SELECT requester_id, addressee_id, id FROM social.friendships
      UNION ALL SELECT addressee_id, requester_id, id FROM social.friendships`);
    await db.execute(sql`ANALYZE`);
    const links = (
      (await db.execute(sql`SELECT count(*)::int AS n FROM social.friend_links`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;
    console.log(
      `seeded ${FRIENDS} friends x ${FRIENDS} friends each (pool of ${POOL}): ${links} friend links in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    if (process.argv.includes('--explain')) {
      const plan = (await db.execute(
        sql`EXPLAIN (ANALYZE, BUFFERS) ${suggestionsQuery(me, SUGGESTIONS_LIMIT)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    const store: number[] = [];
    const call: number[] = [];
    let count = 0;
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      let t = performance.now();
      const rows = (await db.execute(suggestionsQuery(me, SUGGESTIONS_LIMIT))) as unknown as {
        rows: unknown[];
      };
      const storeMs = performance.now() - t;
      t = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/users/friends/suggestions`, { headers });
      const body = (await res.json()) as { mutual_friends_count: number }[];
      const callMs = performance.now() - t;
      if (!res.ok || body.length !== rows.rows.length) throw new Error(`call failed: ${res.status}`);
      count = body.length;
      if (round === 0) console.log(`top suggestion: ${body[0]?.mutual_friends_count} mutual friends`);
      if (round >= WARMUP) {
        store.push(storeMs);
        call.push(callMs);
      }
    }
    const s = summary(store);
    const c = summary(call);
    console.log(`${ROUNDS} rounds, ${count} suggestions per call`);
    console.log(`store (SQL only): p50 ${ms(s.p50)}  p99 ${ms(s.p99)}`);
    console.log(`call  (HTTP):     p50 ${ms(c.p50)}  p99 ${ms(c.p99)}`);
    console.log(`ratio call/store: p50 ${(c.p50 / s.p50).toFixed(2)}x  p99 ${(c.p99 / s.p99).toFixed(2)}x`);
  } finally {
    await standalone.close();
    await stub.close();
    dir.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
