// The meal plan's two heavy calls, on the standalone app (in-process bus, PGlite) in this process:
//   1. POST /api/plan/shopping for a week of 21 recipe entries (each call on a fresh week, so every
//      call does the whole work: 21 recipes read over the bus, scaled, merged, pantry left out, list
//      written); 20 calls, median and p95. The list is cleared (untimed) before each week, as it
//      would be once last week's was bought;
//   2. GET /api/recipes/cookable over 5,000 visible recipes (the person's own and a friend's) and a
//      200-item pantry: 30 calls after 3 warm-up, median and p95, beside the store's own query of
//      the same rows (ids and ingredients of the Mine and Friends views, nothing parsed or ranked);
//   3. plan change to the other member: the two form a household, the friend's event stream is open,
//      the planner adds an entry (POST /api/plan/entries) 50 times; each time, how long until the
//      friend's stream carries the `plan` frame and their GET /api/plan shows the entry (what their
//      screen does on that frame); median and p95.
// Usage: npx tsx bench/plan.ts [--recipes 5000] [--pantry 200]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { parseEnv } from '@mise/platform-config';
import { mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import { GatewayEnv } from '@mise/gateway';
import type { startStandalone as StartStandalone } from '../apps/standalone/src/standalone-app';
import { numberArg, onFrames, root } from './http-bench';

const recipeCount = numberArg('--recipes', 5000);
const pantrySize = numberArg('--pantry', 200);
const FOODS = [
  'onion',
  'garlic',
  'carrot',
  'potato',
  'tomato',
  'rice',
  'flour',
  'butter',
  'milk',
  'egg',
  'lemon',
  'cumin',
  'paprika',
  'chicken thigh',
  'beef mince',
  'spinach',
  'chickpeas',
  'coconut milk',
  'olive oil',
  'parsley',
  'basil',
  'ginger',
  'honey',
  'soy sauce',
  'cheddar',
  'pasta',
  'bread',
  'yogurt',
  'leek',
  'pepper',
];
const UNITS = ['g', 'ml', 'tbsp', 'tsp', 'cup', ''];

/** Recipe `i`'s ingredient lines: 8 to 12 of the foods, amounts in a mix of units. */
function lines(i: number): string[] {
  const count = 8 + (i % 5);
  return Array.from({ length: count }, (_, k) => {
    const food = FOODS[(i * 7 + k * 11) % FOODS.length];
    const unit = UNITS[(i + k) % UNITS.length];
    const amount = unit === 'g' || unit === 'ml' ? 50 * (1 + ((i + k) % 6)) : 1 + ((i + k) % 3);
    return unit ? `${amount} ${unit} ${food}` : `${amount} ${food}s`;
  });
}

const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Each run's time; `before` (not timed) readies it. */
async function timed(
  count: number,
  run: (i: number) => Promise<void>,
  before?: (i: number) => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await before?.(i);
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times;
}

const projectId = 'demo-recipes';

/** One JSON call as `uid`; throws unless the status is `expect`. */
async function call(base: string, uid: string, method: string, url: string, body?: unknown, expect = 200) {
  const token = mintEmulatorToken({ uid, name: uid, email: `${uid}@example.com`, projectId });
  const send = () =>
    fetch(`${base}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A kept-alive connection the server closed while the store was being filled: once more, afresh.
  const res = await send().catch(send);
  const text = await res.text();
  if (res.status !== expect) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : null) as Record<string, unknown> & { length?: number };
}

type Caller = (uid: string, method: string, url: string, body?: unknown, expect?: number) => Promise<unknown>;

/** The planner and the friend form a household; then the friend's screen's view of 50 plan changes. */
async function planLatency(base: string, as: Caller, friendId: number): Promise<number[]> {
  await as(
    'planner',
    'POST',
    '/api/household/invitations/send',
    { name: 'Bench home', friendIds: [friendId] },
    201,
  );
  const [invite] = (await as('friend', 'GET', '/api/household/invitations/pending')) as { id: number }[];
  await as('friend', 'POST', `/api/household/invitations/${invite.id}/accept`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const token = mintEmulatorToken({ uid: 'friend', name: 'friend', email: 'friend@example.com', projectId });
  const controller = new AbortController();
  const stream = await fetch(`${base}/api/shopping/events?access_token=${token}`, {
    headers: { Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!stream.ok || !stream.body) throw new Error(`event stream: ${stream.status}`);
  const waiting: { arrived: (() => void) | null } = { arrived: null };
  onFrames(stream.body, (frame) => {
    if (frame.startsWith('event: plan')) waiting.arrived?.();
  });
  const samples: number[] = [];
  for (let i = 0; i < 50; i++) {
    const day = new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10);
    const arrived = new Promise<void>((resolve) => (waiting.arrived = resolve));
    const start = performance.now();
    await as('planner', 'POST', '/api/plan/entries', { date: day, meal: 'lunch', title: `Lunch ${i}` }, 201);
    await arrived;
    const seen = (await as('friend', 'GET', `/api/plan?from=${day}&to=${day}`)) as { entries: unknown[] };
    if (seen.entries.length !== 1) throw new Error('the friend does not see the entry');
    samples.push(performance.now() - start);
  }
  controller.abort();
  return samples;
}

async function main() {
  const stub = await startAuthEmulatorStub();
  // From the server build: tsx would drop the decorator metadata Nest injects by.
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('server build failed');
  const built = (await import(join(root, 'dist', 'server', 'apps/standalone/src/standalone-app.js'))) as {
    startStandalone: typeof StartStandalone;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-plan-'));
  const standalone = await built.startStandalone(
    parseEnv(GatewayEnv, {
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: stub.host,
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '0',
    }),
  );
  const base = `http://127.0.0.1:${(standalone.gateway.getHttpServer().address() as AddressInfo).port}`;
  const as = (uid: string, method: string, url: string, body?: unknown, expect?: number) =>
    call(base, uid, method, url, body, expect);
  const caller: Caller = as;
  try {
    const ids: Record<string, number> = {};
    for (const uid of ['planner', 'friend'])
      ids[uid] = (await as(uid, 'GET', '/api/users/profile')).id as number;
    const sent = await as('friend', 'POST', '/api/users/friends/request', { addresseeId: ids.planner }, 201);
    await as('planner', 'PUT', `/api/users/friends/${String(sent.id)}`, { status: 'accepted' });
    // The recipes service hears of the friendship over the bus.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // 5,000 recipes, half the planner's and half the friend's (friends only), written by the store.
    const db = standalone.store.db;
    for (let start = 0; start < recipeCount; start += 500) {
      const values = Array.from({ length: Math.min(500, recipeCount - start) }, (_, k) => {
        const i = start + k;
        const owner = i % 2 === 0 ? ids.planner : ids.friend;
        return sql`(${owner}, ${`Recipe ${i}`}, 4, ${JSON.stringify(lines(i))}::jsonb, 'friends_only')`;
      });
      await db.execute(
        sql`insert into recipes.recipes (user_id, title, servings, ingredients, privacy) values ${sql.join(values, sql`, `)}`,
      );
    }
    const items = Array.from({ length: pantrySize }, (_, i) => ({
      name: i < FOODS.length / 2 ? FOODS[i] : `pantry item ${i}`,
      quantity: '1',
    }));
    await as('planner', 'POST', '/api/pantry', { items });

    // 1. A week of 21 recipe entries onto the list, a fresh week each call.
    const recipeIds = (
      (await db.execute(
        sql`select id from recipes.recipes where user_id = ${ids.planner} order by id limit 21`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((row) => Number(row.id));
    const weekOf = (n: number) => {
      const monday = new Date(Date.UTC(2027, 0, 4 + 7 * n));
      return [0, 1, 2, 3, 4, 5, 6].map((d) =>
        new Date(monday.getTime() + d * 86_400_000).toISOString().slice(0, 10),
      );
    };
    const runs = 20;
    for (let n = 0; n < runs + 2; n++)
      for (const [k, recipeId] of recipeIds.entries())
        await as(
          'planner',
          'POST',
          '/api/plan/entries',
          {
            date: weekOf(n)[k % 7],
            meal: ['breakfast', 'lunch', 'dinner'][Math.floor(k / 7)],
            recipeId,
            servings: 2 + (k % 4),
          },
          201,
        );
    let added = 0;
    // Each week onto the list it would meet: last week's lines bought and cleared (not timed).
    const clear = async () => void (await as('planner', 'DELETE', '/api/shopping'));
    const shopping = await timed(
      runs + 2,
      async (n) => {
        const days = weekOf(n);
        const res = await as('planner', 'POST', '/api/plan/shopping', { from: days[0], to: days[6] });
        added += Number(res.added) + Number(res.merged);
      },
      clear,
    );
    const shopTimes = shopping.slice(2);

    // 2. What can I make? beside the store's own read of the same rows.
    const cookable = async () => {
      const res = await as('planner', 'GET', '/api/recipes/cookable?limit=20');
      if (res.length === 0) throw new Error('nothing cookable');
    };
    for (let i = 0; i < 3; i++) await cookable();
    const cookTimes = await timed(30, cookable);
    const storeTimes = await timed(30, async () => {
      await db.execute(sql`select id, ingredients from recipes.recipes where user_id = ${ids.planner}
        union all
        select r.id, r.ingredients from recipes.friendships f join recipes.recipes r on r.user_id = f.friend_id
        where f.user_id = ${ids.planner} and r.privacy in ('public', 'friends_only')`);
    });
    const live = await planLatency(base, caller, ids.friend);

    console.log(
      `POST /api/plan/shopping, 21 recipe entries (${runs} weeks, ${added} lines written or grown):`,
    );
    console.log(`  median ${ms(quantile(shopTimes, 0.5))}, p95 ${ms(quantile(shopTimes, 0.95))}`);
    console.log(
      `GET /api/recipes/cookable over ${recipeCount} visible recipes, ${pantrySize}-item pantry (30 calls):`,
    );
    console.log(`  median ${ms(quantile(cookTimes, 0.5))}, p95 ${ms(quantile(cookTimes, 0.95))}`);
    console.log(
      `  the store's own query of the same rows: median ${ms(quantile(storeTimes, 0.5))}, p95 ${ms(quantile(storeTimes, 0.95))}`,
    );
    console.log(
      `  ratio (p95): ${(quantile(cookTimes, 0.95) / quantile(storeTimes, 0.95)).toFixed(2)}x the store's query`,
    );
    console.log(`plan change -> the other member's stream and read (${live.length} adds):`);
    console.log(`  median ${ms(quantile(live, 0.5))}, p95 ${ms(quantile(live, 0.95))}`);
  } finally {
    await standalone.close();
    await stub.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
