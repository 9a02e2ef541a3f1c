// GET /api/recipes over a big library: 1,000 users, 100,000 recipes (100 each; a fifth private,
// half friends-only, the rest public; each user has 10 accepted friends), in the standalone app
// (in-process bus, PGlite). For each list call (mine, friends, all, all with q, all with two
// filters; pages of 31 to 50) it loads the HTTP route at 50 connections, every request as a random one
// of the 1,000 users, and runs the same SQL straight on the store with 50 callers (the floor),
// and prints p50, p99 and req/s of both and the p99 ratio. Both sides get the same unmeasured
// warm-up of each call first (connections, JIT, the store's buffers), and the app remembers sign-ins for the
// whole run (AUTH_MEMO_SECONDS), so the figures are the list call's, not cold start's or sign-in's.
// --data DIR keeps the seeded library there and reuses it next time; --explain prints each call's
// plan on PGlite, and also on PostgreSQL (a fresh database seeded alike) with --postgres URL.
// Usage: npx tsx bench/recipes-list.ts [--seconds 8] [--warm 2] [--connections 50] [--users 1000]
//   [--per-user 100] [--data DIR] [--explain] [--postgres postgres://postgres@127.0.0.1:5432/test]
import 'reflect-metadata';
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Client as PgClient } from 'pg';
import type { RecipeFilters, RecipeListQuery } from '@mise/contracts';
import { openPglite, openPostgres, Store } from '@mise/platform-db';
import { mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import { recipesMigrations } from '../apps/recipes/src/recipes.app';
import { RecipesRepository } from '../apps/recipes/src/recipes/recipes.repository';
import { pageOptions, VIEW_SCOPE } from '../apps/recipes/src/recipes/list-pages';

const root = join(__dirname, '..');
const text = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const arg = (name: string, fallback: number) => Number(text(name) ?? fallback);
const seconds = arg('--seconds', 8);
const warmSeconds = arg('--warm', 2);
const keptData = text('--data');
const explain = process.argv.includes('--explain');
const postgresUrl = text('--postgres');
const connections = arg('--connections', 50);
const userCount = arg('--users', 1000);
const perUser = arg('--per-user', 100);
const projectId = 'demo-recipes';
const PORT = 3421;
const PAGE = 50;
/**
 * Pages of 31 to 50 cards at random: a user seldom asks for the very same page twice in a run, so
 * the app's list cache (which the floor does not have) answers few requests and both sides run
 * the page SQL for nearly every one.
 */
const page = () => PAGE - Math.floor(Math.random() * 20);

const WORDS = ['chicken', 'tomato', 'lemon', 'garlic', 'mushroom', 'lentil', 'salmon', 'ginger'];
const FILTERS: RecipeFilters = { '🌍 Cuisine': ['🇮🇹 Italian'], '🍽️ Meal Type': ['Dinner'] };

interface Kind {
  name: string;
  query: (user: number) => RecipeListQuery;
}

const KINDS: Kind[] = [
  { name: 'mine', query: () => ({ view: 'mine', limit: page() }) },
  { name: 'friends', query: () => ({ view: 'friends', limit: page() }) },
  { name: 'all', query: () => ({ view: 'all', limit: page() }) },
  { name: 'all, q', query: (u) => ({ view: 'all', limit: page(), q: WORDS[u % WORDS.length] }) },
  { name: 'all, two filters', query: () => ({ view: 'all', limit: page(), filters: FILTERS }) },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const token = (i: number) =>
  mintEmulatorToken({ uid: `lib-${i}`, email: `lib-${i}@example.com`, name: `Cook ${i}`, projectId });

function startApp(dataDir: string, emulatorHost: string): ChildProcess {
  return spawn(process.execPath, [join(root, 'dist', 'server', 'apps', 'standalone', 'src', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      LOG_LEVEL: 'error',
      AUTH_MEMO_SECONDS: '3600',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitHealthy(child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error('the app exited during start');
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error('the app never became healthy');
}

async function stopApp(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Every user signs in once (creating their profile); returns their ids in user order. */
async function signIn(tokens: string[]): Promise<number[]> {
  const ids: number[] = new Array<number>(tokens.length);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      const res = await fetch(`http://127.0.0.1:${PORT}/api/users/profile`, {
        headers: { Authorization: `Bearer ${tokens[i]}` },
      });
      if (!res.ok) throw new Error(`profile ${i}: ${res.status}`);
      ids[i] = ((await res.json()) as { id: number }).id;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

/**
 * 100 recipes per user and 10 friends each, written by SQL in a few statements; the friendships
 * also in social's tables when the store holds them (the app's).
 */
async function seed(store: Store, ids: number[], withSocial: boolean) {
  const idList = sql.raw(ids.join(','));
  await store.db.execute(sql`
      insert into recipes.recipes (user_id, user_display_name, title, description, ingredients, method,
        tags, prep_time_minutes, cook_time_minutes, servings, privacy, status, your_rating, source, created_at)
      select u.id, 'Cook ' || (u.n - 1),
        (array['Roast','Braised','Quick','Spiced','Creamy','Smoky','Crispy','Slow'])[1 + (g % 8)] || ' ' ||
          (array['chicken','tomato soup','lemon cake','garlic prawns','mushroom risotto','lentil dal',
                 'salmon','ginger stir-fry'])[1 + ((g / 8) % 8)] || ' ' || g,
        'A dependable dish number ' || g || ' for busy evenings.',
        jsonb_build_array('2 cups flour', '1 tsp salt', (1 + g % 5) || ' eggs', '250 ml milk', '*Topping*', '50 g butter'),
        jsonb_build_array('Mix the dry ingredients.', 'Whisk in the eggs and milk.', 'Bake until golden.'),
        jsonb_build_object(
          'Meal Type', jsonb_build_array((array['Breakfast','Lunch','Dinner','Dessert'])[1 + (g % 4)]),
          'Cuisine', jsonb_build_array((array['Italian','Mexican','Thai','Indian','French'])[1 + ((g / 3) % 5)])),
        5 + g % 20, 10 + g % 70, 2 + g % 4,
        case when (g / 7) % 5 = 0 then 'private' when (g / 7) % 2 = 0 then 'friends_only' else 'public' end,
        case when g % 3 = 0 then 'made' else 'to-make' end,
        case when g % 3 = 0 then (g % 11) / 2.0 else null end,
        case when g % 4 = 0 then 'Family book' else '' end,
        now() - (g || ' minutes')::interval
      from (select id, row_number() over (order by ord) as n from unnest(array[${idList}]) with ordinality as t(id, ord)) u,
        generate_series(1, ${perUser}) as s(k),
        lateral (select (u.n * ${perUser} + s.k)::int as g) gg`);
  await store.db.execute(sql`
      insert into recipes.friendships (user_id, friend_id)
      select a.id, b.id
      from unnest(array[${idList}]) with ordinality as a(id, i)
      join unnest(array[${idList}]) with ordinality as b(id, j)
        on b.j <> a.i and (abs(b.j - a.i) <= 5 or abs(b.j - a.i) >= ${ids.length - 5})
      on conflict do nothing`);
  if (withSocial) {
    // Social's own record of the same friendships: the recipes service checks its copy against
    // it on start.
    await store.db.execute(sql`
        insert into social.friendships (requester_id, addressee_id, status)
        select a.id, b.id, 'accepted'
        from unnest(array[${idList}]) with ordinality as a(id, i)
        join unnest(array[${idList}]) with ordinality as b(id, j)
          on a.i < b.j and (b.j - a.i <= 5 or b.j - a.i >= ${ids.length - 5})
        on conflict do nothing`);
    await store.db.execute(sql`
        insert into social.friend_links (user_id, friend_id, friendship_id)
        select requester_id, addressee_id, id from social.friendships where status = 'accepted'
        union all
        select addressee_id, requester_id, id from social.friendships where status = 'accepted'
        on conflict do nothing`);
  }
  await store.db.execute(sql`analyze recipes.recipes`);
  await store.db.execute(sql`analyze recipes.friendships`);
}

/** Runs `call` from `connections` callers at once for `duration` seconds; latencies of each call. */
async function closedLoop(duration: number, call: () => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  const until = Date.now() + duration * 1000;
  let errors = 0;
  const caller = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      try {
        await call();
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** The very SQL the service runs for a page (its own options and statement), straight on the store. */
function pageOnStore(repository: RecipesRepository, ids: number[], kind: Kind) {
  return async () => {
    const user = Math.floor(Math.random() * ids.length);
    const query = kind.query(user);
    await repository.listCards(ids[user], VIEW_SCOPE[query.view], pageOptions(query));
  };
}

/** The floor of every call, after the same warm-up the app gets. */
async function floors(dataDir: string, ids: number[]): Promise<Figures[]> {
  const store = await openPglite(dataDir);
  const repository = new RecipesRepository(store.db);
  const figures: Figures[] = [];
  try {
    for (const kind of KINDS) {
      await closedLoop(warmSeconds, pageOnStore(repository, ids, kind));
      figures.push(await closedLoop(seconds, pageOnStore(repository, ids, kind)));
    }
  } finally {
    await store.close();
  }
  return figures;
}

/** Each call's plan with its timings, for the first user. */
async function printPlans(store: Store, ids: number[], label: string) {
  const repository = new RecipesRepository(store.db);
  for (const kind of KINDS) {
    const query = kind.query(0);
    const statement = repository.pageQuery(ids[0], VIEW_SCOPE[query.view], pageOptions(query));
    const result = await store.db.execute(sql`explain (analyze, costs off) ${statement}`);
    const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map(
      (row) => Object.values(row)[0],
    );
    console.log(`\n${label}: ${kind.name}\n${lines.join('\n')}`);
  }
}

/** The same library in a fresh PostgreSQL database (made and dropped here), for its plans. */
async function postgresPlans(adminUrl: string) {
  const name = `mise_recipes_list_${Date.now()}`;
  const admin = new PgClient({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const store = await openPostgres(url.toString());
    try {
      await store.migrate(recipesMigrations);
      const ids = Array.from({ length: userCount }, (_, i) => i + 1);
      await seed(store, ids, false);
      await printPlans(store, ids, 'PostgreSQL');
    } finally {
      await store.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function queryString(query: RecipeListQuery): string {
  const params = new URLSearchParams({ view: query.view, limit: String(query.limit ?? PAGE) });
  if (query.q) params.set('q', query.q);
  if (query.filters) params.set('filters', JSON.stringify(query.filters));
  return params.toString();
}

/**
 * Loads the route for `warmSeconds + seconds` on the same 50 connections and counts only what was
 * sent after the warm-up: connecting, JIT and the store's cold buffers stay out of the figures.
 */
function load(kind: Kind, tokens: string[]): Promise<Figures> {
  const sent: { at: number; ms: number }[] = [];
  let started = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections,
        duration: warmSeconds + seconds,
        requests: [
          {
            setupRequest: (request) => {
              const user = Math.floor(Math.random() * tokens.length);
              return {
                ...request,
                method: 'GET',
                path: `/api/recipes?${queryString(kind.query(user))}`,
                headers: { Authorization: `Bearer ${tokens[user]}` },
              };
            },
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        const measured = sent.filter((s) => s.at >= warmSeconds * 1000).map((s) => s.ms);
        measured.sort((a, b) => a - b);
        resolve({
          rps: measured.length / seconds,
          p50: percentile(measured, 50),
          p99: percentile(measured, 99),
          errors: r.errors + r.non2xx,
        });
      },
    );
    started = performance.now();
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      sent.push({ at: performance.now() - ms - started, ms });
    });
  });
}

/**
 * A run ends with requests still queued in the app (autocannon stops waiting for them, the app
 * still answers them): one more request, queued behind them, returns once they are done, so the
 * next run does not start behind the last one's leftovers.
 */
async function drain(kind: Kind, tokens: string[]) {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/recipes?${queryString(kind.query(0))}`, {
    headers: { Authorization: `Bearer ${tokens[0]}` },
  });
  await res.arrayBuffer();
}

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale', '--quiet'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const stub = await startAuthEmulatorStub();
  const dataDir = keptData ?? mkdtempSync(join(tmpdir(), 'mise-recipes-list-'));
  const seededMark = join(dataDir, 'seeded-by-bench');
  const tokens = Array.from({ length: userCount }, (_, i) => token(i));
  try {
    mkdirSync(dataDir, { recursive: true });
    let app = startApp(dataDir, stub.host);
    let ids: number[];
    try {
      await waitHealthy(app);
      ids = await signIn(tokens);
    } finally {
      await stopApp(app);
    }
    if (!existsSync(seededMark)) {
      const seedStart = Date.now();
      const store = await openPglite(dataDir);
      try {
        await seed(store, ids, true);
      } finally {
        await store.close();
      }
      writeFileSync(seededMark, `${ids.length * perUser}\n`);
      console.log(
        `seeded ${ids.length * perUser} recipes for ${ids.length} users in ${(Date.now() - seedStart) / 1000} s`,
      );
    }
    if (explain) {
      const store = await openPglite(dataDir);
      try {
        await printPlans(store, ids, 'PGlite');
      } finally {
        await store.close();
      }
      if (postgresUrl) await postgresPlans(postgresUrl);
    }

    const floor = await floors(dataDir, ids);

    app = startApp(dataDir, stub.host);
    const api: Figures[] = [];
    try {
      await waitHealthy(app);
      // Every token verified and every user looked up once, remembered for the whole run: as for
      // people already signed in.
      await signIn(tokens);
      for (const kind of KINDS) {
        api.push(await load(kind, tokens));
        await drain(kind, tokens);
      }
    } finally {
      await stopApp(app);
    }

    console.log(
      `\nGET /api/recipes, pages of ${PAGE - 19}-${PAGE}, ${ids.length} users / ${ids.length * perUser} recipes, ` +
        `${connections} connections, ${seconds} s each, every request a random user\n`,
    );
    console.log(
      '| list | API req/s | API p50 ms | API p99 ms | errors | floor req/s | floor p50 ms | floor p99 ms | p99 vs floor |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    KINDS.forEach((kind, i) => {
      const a = api[i];
      const f = floor[i];
      console.log(
        `| ${kind.name} | ${a.rps.toFixed(0)} | ${a.p50.toFixed(0)} | ${a.p99.toFixed(0)} | ${a.errors} | ${f.rps.toFixed(0)} | ` +
          `${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${(a.p99 / Math.max(f.p99, 1)).toFixed(2)}x |`,
      );
    });
  } finally {
    await stub.close();
    if (!keptData) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
