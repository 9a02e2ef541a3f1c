// GET /api/recipes over a big library: 1,000 users, 100,000 recipes (100 each; a fifth private,
// half friends-only, the rest public; each user has 10 accepted friends), in the standalone app
// (in-process bus, PGlite). For each list call (mine, friends, all, all with q, all with two
// filters; pages of 50) it loads the HTTP route at 50 connections, every request as a random one
// of the 1,000 users, and runs the same SQL straight on the store with 50 callers (the floor),
// and prints p50, p99 and req/s of both and the p99 ratio.
// Usage: npx tsx bench/recipes-list.ts [--seconds 8] [--connections 50] [--users 1000] [--per-user 100]
import 'reflect-metadata';
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { RecipeFilters, RecipeListQuery } from '@mise/contracts';
import { openPglite } from '@mise/platform-db';
import { mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import { filtersWhere, searchWhere } from '../apps/recipes/src/recipes/recipe-filters';
import { RecipeListScope, RecipesRepository } from '../apps/recipes/src/recipes/recipes.repository';

const root = join(__dirname, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('--seconds', 8);
const connections = arg('--connections', 50);
const userCount = arg('--users', 1000);
const perUser = arg('--per-user', 100);
const projectId = 'demo-recipes';
const PORT = 3421;
const PAGE = 50;

const WORDS = ['chicken', 'tomato', 'lemon', 'garlic', 'mushroom', 'lentil', 'salmon', 'ginger'];
const FILTERS: RecipeFilters = { '🌍 Cuisine': ['🇮🇹 Italian'], '🍽️ Meal Type': ['Dinner'] };

interface Kind {
  name: string;
  query: (user: number) => RecipeListQuery;
}

const KINDS: Kind[] = [
  { name: 'mine', query: () => ({ view: 'mine', limit: PAGE }) },
  { name: 'friends', query: () => ({ view: 'friends', limit: PAGE }) },
  { name: 'all', query: () => ({ view: 'all', limit: PAGE }) },
  { name: 'all, q', query: (u) => ({ view: 'all', limit: PAGE, q: WORDS[u % WORDS.length] }) },
  { name: 'all, two filters', query: () => ({ view: 'all', limit: PAGE, filters: FILTERS }) },
];

const SCOPE: Record<RecipeListQuery['view'], RecipeListScope> = {
  mine: { kind: 'own' },
  friends: { kind: 'friends' },
  all: { kind: 'visible' },
};

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

/** 100 recipes per user and 10 friends each, written by SQL in a few statements. */
async function seed(dataDir: string, ids: number[]) {
  const store = await openPglite(dataDir);
  try {
    const idList = sql.raw(ids.join(','));
    await store.db.execute(sql`
      insert into recipes.recipes (user_id, user_display_name, title, description, ingredients, method,
        tags, prep_time_minutes, cook_time_minutes, servings, privacy, status, your_rating, source, created_at)
      select u.id, 'Cook ' || u.n,
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
    await store.db.execute(sql`analyze recipes.recipes`);
    await store.db.execute(sql`analyze recipes.friendships`);
  } finally {
    await store.close();
  }
}

/** The same SQL the service runs for a page, straight on the store, `connections` callers at once. */
async function floor(dataDir: string, ids: number[], kind: Kind): Promise<Figures> {
  const store = await openPglite(dataDir);
  const repository = new RecipesRepository(store.db);
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  let errors = 0;
  const caller = async () => {
    while (Date.now() < until) {
      const user = Math.floor(Math.random() * ids.length);
      const query = kind.query(user);
      const where = [searchWhere(query.q), filtersWhere(query.filters)].filter((w) => w !== undefined);
      const start = performance.now();
      try {
        await repository.listCards(ids[user], SCOPE[query.view], { where, limit: query.limit ?? PAGE });
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = (performance.now() - started) / 1000;
  await store.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

function queryString(query: RecipeListQuery): string {
  const params = new URLSearchParams({ view: query.view, limit: String(query.limit ?? PAGE) });
  if (query.q) params.set('q', query.q);
  if (query.filters) params.set('filters', JSON.stringify(query.filters));
  return params.toString();
}

function load(kind: Kind, tokens: string[]): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections,
        duration: seconds,
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
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx,
        });
      },
    );
  });
}

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale', '--quiet'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const stub = await startAuthEmulatorStub();
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-recipes-list-'));
  const tokens = Array.from({ length: userCount }, (_, i) => token(i));
  try {
    let app = startApp(dataDir, stub.host);
    let ids: number[];
    try {
      await waitHealthy(app);
      ids = await signIn(tokens);
    } finally {
      await stopApp(app);
    }
    const seedStart = Date.now();
    await seed(dataDir, ids);
    console.log(
      `seeded ${ids.length * perUser} recipes for ${ids.length} users in ${(Date.now() - seedStart) / 1000} s`,
    );

    const floors: Figures[] = [];
    for (const kind of KINDS) floors.push(await floor(dataDir, ids, kind));

    app = startApp(dataDir, stub.host);
    const api: Figures[] = [];
    try {
      await waitHealthy(app);
      await signIn(tokens); // every token verified and every user looked up once, as a signed-in app would be
      for (const kind of KINDS) api.push(await load(kind, tokens));
    } finally {
      await stopApp(app);
    }

    console.log(
      `\nGET /api/recipes, pages of ${PAGE}, ${ids.length} users / ${ids.length * perUser} recipes, ` +
        `${connections} connections, ${seconds} s each, every request a random user\n`,
    );
    console.log(
      '| list | API req/s | API p50 ms | API p99 ms | errors | floor req/s | floor p50 ms | floor p99 ms | p99 vs floor |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    KINDS.forEach((kind, i) => {
      const a = api[i];
      const f = floors[i];
      console.log(
        `| ${kind.name} | ${a.rps.toFixed(0)} | ${a.p50} | ${a.p99} | ${a.errors} | ${f.rps.toFixed(0)} | ` +
          `${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${(a.p99 / Math.max(f.p99, 1)).toFixed(2)}x |`,
      );
    });
  } finally {
    await stub.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
