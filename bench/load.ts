// Many people using the app at once: each simulated person, in a loop with a pause between actions,
// browses the recipe list, opens a recipe, rates one of their own, adds an item to their shopping
// list and checks it, sends and accepts friend requests, and imports a pasted recipe text. Counts
// every answer that is not a 2xx (or that takes longer than --timeout-ms) as an error, and prints
// the count, p50 and p99 of each action, for the standalone app and then the distributed profile.
//   npx tsx bench/load.ts [seconds] [--people 200] [--think-ms 10000] [--timeout-ms 30000]
//                         [--skip-standalone] [--skip-distributed]
// The distributed profile needs NATS, Redis and PostgreSQL on loopback (as `npm run
// test:integration`); it gets its own database, bus prefix and queue prefix, removed at the end.
// Rate limits are off (RATE_LIMIT_SCALE=0): 200 people share one address here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import { freePort } from '../test/standalone/standalone-process';
import {
  BUS_PREFIX,
  dropEventStream,
  NATS_URL,
  PG_ADMIN_URL,
  QUEUE_PREFIX,
  REDIS_URL,
  runId,
} from '../test/integration/integration-env';
import { adminQuery, buildServer, databaseUrlFor, deleteRedisKeys, Stack } from '../test/integration/stack';
import { numberArg, sleep, startNode, stopAll, waitHealthy } from './http-bench';

const positional = process.argv
  .slice(2)
  .find((a, i, all) => /^\d+$/.test(a) && !all[i - 1]?.startsWith('--'));
const seconds = Number(positional ?? numberArg('--seconds', 60));
const peopleCount = numberArg('--people', 200);
const thinkMs = numberArg('--think-ms', 10000);
const timeoutMs = numberArg('--timeout-ms', 30000);
const RECIPES_EACH = 3;
const projectId = 'demo-recipes';

const ACTIONS = [
  'browse',
  'open',
  'rate',
  'shop: add',
  'shop: check',
  'befriend: request',
  'befriend: accept',
  'import text',
] as const;
type Action = (typeof ACTIONS)[number];

interface Person {
  uid: string;
  auth: string;
  id: number;
  recipes: number[];
  /** Item ids on this person's shopping list not yet checked. */
  unchecked: string[];
  /** Friendship ids of requests sent to this person and not yet accepted. */
  incoming: number[];
  items: number;
}

interface Stats {
  ms: Map<Action, number[]>;
  errors: Map<Action, string[]>;
  /** With --probe: requests over 5 s, by when they started (s into the run). */
  slow: Array<{ action: Action; at: number; ms: number }>;
  started: number;
}

const PASTED = (n: number) => `Lemon barley soup ${n}

Serves 4. Prep 15 minutes, cook 40 minutes.

Ingredients
1 tbsp olive oil
1 onion, chopped
2 carrots, diced
150 g pearl barley
1.5 litres vegetable stock
1 lemon, zest and juice
Salt and pepper

Method
1. Soften the onion and carrots in the oil for 10 minutes.
2. Add the barley and stock and simmer for 35 minutes.
3. Stir in the lemon zest and juice, season and serve.`;

class Client {
  constructor(private readonly base: string) {}

  async call(person: Person, method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Authorization: person.auth,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (!res.ok)
      throw new Error(`${method} ${path.replace(/\d+/g, ':n')} -> ${res.status} ${text.slice(0, 120)}`);
    return text ? JSON.parse(text) : null;
  }
}

/** Signs every person in (their first call creates them) and gives each a few recipes. */
async function setUp(client: Client): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < peopleCount; i++) {
    const uid = `load-${runId}-${i}`;
    const token = mintEmulatorToken({ uid, name: `Load Cook ${i}`, email: `${uid}@example.com`, projectId });
    people.push({ uid, auth: `Bearer ${token}`, id: 0, recipes: [], unchecked: [], incoming: [], items: 0 });
  }
  // Ten at a time: setting up is not what is measured.
  for (let start = 0; start < people.length; start += 10)
    await Promise.all(
      people.slice(start, start + 10).map(async (person, k) => {
        const profile = (await client.call(person, 'GET', '/api/users/profile')) as { id: number };
        person.id = profile.id;
        for (let r = 0; r < RECIPES_EACH; r++) {
          const recipe = (await client.call(person, 'POST', '/api/recipes', {
            title: `Load recipe ${start + k}-${r}`,
            description: 'A dependable weeknight dish.',
            prep_time_minutes: 10,
            cook_time_minutes: 20 + r,
            servings: 4,
            privacy: r === 0 ? 'public' : 'friends_only',
            ingredients: ['2 cups flour', '1 tsp salt', '3 eggs', '250 ml milk', '50 g butter'],
            method: ['Mix the dry ingredients.', 'Whisk in the eggs and milk.', 'Bake until golden.'],
            tags: { 'Meal Type': ['Dinner'] },
          })) as { id: number };
          person.recipes.push(recipe.id);
        }
      }),
    );
  return people;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One person's session until `until`: a weighted random action, then a pause. */
async function session(
  client: Client,
  me: Person,
  people: Person[],
  asked: Set<string>,
  stats: Stats,
  until: number,
) {
  // Start spread over one pause so the people do not all arrive in the same millisecond.
  await sleep(Math.random() * thinkMs);
  while (performance.now() < until) {
    const roll = Math.random();
    let action: Action;
    let run: () => Promise<unknown>;
    if (roll < 0.25) {
      action = 'browse';
      const view = pick(['all', 'mine', 'friends']);
      run = () => client.call(me, 'GET', `/api/recipes?view=${view}`);
    } else if (roll < 0.45) {
      action = 'open';
      const other = pick(people);
      const id = pick(other === me ? me.recipes : other.recipes.slice(0, 1)); // others' public one
      run = () => client.call(me, 'GET', `/api/recipes/${id}`);
    } else if (roll < 0.55) {
      action = 'rate';
      const rating = Math.ceil(Math.random() * 10) / 2;
      run = () =>
        client.call(me, 'PATCH', `/api/recipes/${pick(me.recipes)}`, { your_rating: rating, status: 'made' });
    } else if (roll < 0.75) {
      if (me.unchecked.length && Math.random() < 0.5) {
        action = 'shop: check';
        const id = me.unchecked.shift()!;
        run = () => client.call(me, 'PATCH', `/api/shopping/items/${id}`, { checked: true });
      } else {
        action = 'shop: add';
        const id = `load-${me.items++}`;
        run = async () => {
          await client.call(me, 'POST', '/api/shopping/items', {
            name: pick(['Milk', 'Eggs', 'Flour', 'Lemons', 'Rice']),
            id,
          });
          me.unchecked.push(id);
        };
      }
    } else if (roll < 0.9) {
      if (me.incoming.length) {
        action = 'befriend: accept';
        const friendshipId = me.incoming.shift()!;
        run = () => client.call(me, 'PUT', `/api/users/friends/${friendshipId}`, { status: 'accepted' });
      } else {
        action = 'befriend: request';
        // Someone neither of the two has asked yet: a repeated request would rightly be refused.
        const others = people.filter((p) => p !== me && !asked.has(pair(me, p)));
        if (!others.length) continue;
        const other = pick(others);
        asked.add(pair(me, other));
        run = async () => {
          const friendship = (await client.call(me, 'POST', '/api/users/friends/request', {
            addresseeId: other.id,
          })) as { id: number };
          other.incoming.push(friendship.id);
        };
      }
    } else {
      action = 'import text';
      run = () =>
        client.call(me, 'POST', '/api/extraction/text', { text: PASTED(Math.floor(Math.random() * 1000)) });
    }
    const started = performance.now();
    try {
      await run();
      stats.ms.get(action)!.push(performance.now() - started);
      if (performance.now() - started > 5000)
        stats.slow.push({ action, at: (started - stats.started) / 1000, ms: performance.now() - started });
    } catch (error) {
      stats.slow.push({ action, at: (started - stats.started) / 1000, ms: performance.now() - started });
      const message =
        error instanceof Error
          ? `${error.name === 'TimeoutError' ? 'timeout ' : ''}${error.message}`
          : String(error);
      stats.errors.get(action)!.push(message);
    }
    await sleep(thinkMs * (0.5 + Math.random()));
  }
}

const pair = (a: Person, b: Person) => (a.id < b.id ? `${a.id}-${b.id}` : `${b.id}-${a.id}`);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** `--probe`: every 5 s, how long /api/health takes and how many answers and errors came so far. */
async function probe(base: string, stats: Stats, until: number) {
  const count = (m: Map<Action, unknown[]>) => [...m.values()].reduce((n, v) => n + v.length, 0);
  while (performance.now() < until) {
    await sleep(5000);
    const t = performance.now();
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(timeoutMs) }).then(
      (r) => r.status,
      () => 'failed',
    );
    process.stderr.write(
      `  health ${ok} in ${(performance.now() - t).toFixed(0)} ms; answered ${count(stats.ms)}, errors ${count(stats.errors)}\n`,
    );
  }
}

async function run(name: string, base: string): Promise<boolean> {
  const client = new Client(base);
  process.stderr.write(
    `${name}: signing in ${peopleCount} people and seeding ${RECIPES_EACH} recipes each\n`,
  );
  const people = await setUp(client);
  const stats: Stats = {
    ms: new Map(ACTIONS.map((a) => [a, []])),
    errors: new Map(ACTIONS.map((a) => [a, []])),
    slow: [],
    started: performance.now(),
  };
  const asked = new Set<string>();
  process.stderr.write(`${name}: ${peopleCount} people for ${seconds} s\n`);
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const probing = process.argv.includes('--probe') ? probe(base, stats, until) : null;
  await Promise.all(people.map((p) => session(client, p, people, asked, stats, until)));
  await probing;
  if (probing)
    for (const s of stats.slow.sort((a, b) => a.at - b.at))
      process.stderr.write(
        `  slow: ${s.action} started at ${s.at.toFixed(1)} s took ${s.ms.toFixed(0)} ms\n`,
      );
  const elapsed = (performance.now() - started) / 1000;

  let total = 0;
  let errors = 0;
  console.log(`\n${name}: ${peopleCount} people, ${seconds} s, pause ${thinkMs} ms on average\n`);
  console.log('| action | requests | errors | p50 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const action of ACTIONS) {
    const ms = stats.ms.get(action)!.sort((a, b) => a - b);
    const failed = stats.errors.get(action)!;
    total += ms.length + failed.length;
    errors += failed.length;
    console.log(
      `| ${action} | ${ms.length + failed.length} | ${failed.length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} |`,
    );
  }
  console.log(
    `\n${total} requests in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s), ${errors} errors`,
  );
  for (const action of ACTIONS) {
    const kinds = new Map<string, number>();
    for (const e of stats.errors.get(action)!) kinds.set(e, (kinds.get(e) ?? 0) + 1);
    for (const [kind, count] of [...kinds].slice(0, 5)) console.log(`  ${action}: ${count} x ${kind}`);
  }
  return errors === 0;
}

async function standalone(): Promise<boolean> {
  const stub = await startAuthEmulatorStub();
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-load-'));
  const port = await freePort();
  const app = startNode('apps/standalone/src/main.js', {
    PORT: String(port),
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: stub.host,
    RATE_LIMIT_SCALE: '0',
  });
  try {
    await waitHealthy(port, [app]);
    return await run('standalone (one process, in-process bus, PGlite)', `http://127.0.0.1:${port}`);
  } finally {
    await stopAll([app]);
    await stub.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function distributed(): Promise<boolean> {
  const database = `mise_load_${runId}`;
  await adminQuery(PG_ADMIN_URL, `CREATE DATABASE "${database}"`);
  const stack = new Stack(
    {
      NATS_URL,
      BUS_PREFIX,
      DATABASE_URL: databaseUrlFor(PG_ADMIN_URL, database),
      REDIS_URL,
      QUEUE_PREFIX,
    },
    { gateway: { RATE_LIMIT_SCALE: '0' }, extraction: { WORK_JOBS: 'false' } },
  );
  try {
    await stack.start(['recipes', 'social', 'shopping', 'extraction', 'extraction-worker', 'gateway']);
    return await run('distributed (gateway and services over NATS, PostgreSQL, Redis)', stack.baseUrl);
  } finally {
    await stack.stop();
    await adminQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await deleteRedisKeys(REDIS_URL, QUEUE_PREFIX);
    await dropEventStream();
  }
}

async function main() {
  buildServer();
  let ok = true;
  if (!process.argv.includes('--skip-standalone')) ok = (await standalone()) && ok;
  if (!process.argv.includes('--skip-distributed')) ok = (await distributed()) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
