// The shopping list under load and live, in one run:
//   1. GET /api/shopping for a 300-item household list (50 connections, 10 s): a NestJS/express
//      route answering the same JSON with no bus and no store (baseline), the standalone app
//      (in-process bus, PGlite), and the distributed profile (NATS, PostgreSQL);
//   2. check-to-other-member latency: member A checks an item (PATCH /api/shopping/items/{id}),
//      member B's open event stream (GET /api/shopping/events) receives the change; 50 checks,
//      one after another, median and p95, in both profiles.
//   3. the same GET one request at a time (300 after 20 warm-up): each request's own time, and the
//      CPU this process spends per request (the baseline and the standalone app run in it), which
//      a machine busy with other work disturbs far less than the loaded figures.
// The standalone app runs inside this process (so the bench can announce the household on its
// in-process bus); the distributed processes are the built ones, the household announced on NATS.
// Usage: npx tsx bench/shopping.ts [--seconds 10] [--connections 50] [--skip-distributed]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientProxy } from '@nestjs/microservices';
import { Client as PgClient } from 'pg';
import { BusEvents, HouseholdChangedEvent, ShoppingList } from '@mise/contracts';
import { createBusClient, emit } from '@mise/platform-bus';
import { parseEnv } from '@mise/platform-config';
import { mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import { GatewayEnv } from '@mise/gateway';
import type { startStandalone as StartStandalone } from '../apps/standalone/src/standalone-app';
import {
  baselineApp,
  load as loadWith,
  LoadResult,
  numberArg,
  onFrames,
  printLoadTable,
  root,
  sleep,
  startNode,
  stopAll,
  waitHealthy,
} from './http-bench';

const seconds = numberArg('--seconds', 10);
const connections = numberArg('--connections', 50);
/** Where the baseline route listens (two runs on one machine pick their own). */
const baselinePort = numberArg('--baseline-port', 3412);
const checks = 50;
const skipDistributed = process.argv.includes('--skip-distributed');
const projectId = 'demo-recipes';
interface Live {
  name: string;
  median: number;
  p95: number;
}
interface Serial {
  name: string;
  p50: number;
  p99: number;
  cpuMs: number;
}

/** The sample at quantile `q` of sorted `samples`. */
const quantile = (samples: number[], q: number) =>
  samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];

/** One GET at a time: each one's time, and this process's CPU time per request. */
async function serial(name: string, url: string, token?: string, count = 300): Promise<Serial> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const get = async () => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 20; i++) await get();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return {
    name,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    cpuMs: (used.user + used.system) / 1000 / count,
  };
}

const tokenOf = (uid: string) =>
  mintEmulatorToken({ uid, email: `${uid}@example.com`, name: `Cook ${uid}`, projectId });

async function call(base: string, uid: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokenOf(uid)}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** Two members in one household, and a 300-item list: 20 recipes of 10 lines and 100 custom items. */
async function seed(base: string, announce: (event: HouseholdChangedEvent) => void): Promise<ShoppingList> {
  const ids: number[] = [];
  for (const uid of ['bench-a', 'bench-b'])
    ids.push(((await call(base, uid, 'GET', '/api/users/profile')) as { id: number }).id);
  announce({
    household_id: 777,
    name: 'Bench House',
    member_ids: ids,
    dissolved: false,
    former_member_ids: [],
  });
  for (let i = 0; i < 200; i++) {
    const list = (await call(base, 'bench-b', 'GET', '/api/shopping')) as ShoppingList;
    if (list.owner.household_id === 777) break;
    await sleep(25);
  }
  const lines = ['2 cups flour', '1 tsp salt', '3 eggs', '250 ml milk', '50 g butter', '2 red onions, diced'];
  for (let r = 0; r < 20; r++)
    await call(base, 'bench-a', 'POST', '/api/shopping', {
      recipes: [
        {
          recipeId: r + 1,
          recipeTitle: `Recipe ${r + 1}`,
          originalServings: 2,
          targetServings: 4,
          ingredientsRaw: Array.from({ length: 10 }, (_, i) => `${lines[i % lines.length]} (${i})`),
        },
      ],
    });
  for (let c = 0; c < 100; c++)
    await call(base, 'bench-b', 'POST', '/api/shopping/items', { name: `Item ${c}` });
  const list = (await call(base, 'bench-a', 'GET', '/api/shopping')) as ShoppingList;
  const count = list.customItems.length + list.recipes.reduce((n, r) => n + r.ingredientsRaw.length, 0);
  if (count !== 300) throw new Error(`seeded ${count} items, expected 300`);
  return list;
}

const load = (name: string, url: string, token?: string) =>
  loadWith(name, url, { connections, seconds, token });

/** Member A checks an item 50 times (alternating); each time, how long until B's stream carries it. */
async function checkLatency(name: string, base: string, list: ShoppingList): Promise<Live> {
  const controller = new AbortController();
  const stream = await fetch(`${base}/api/shopping/events?access_token=${tokenOf('bench-b')}`, {
    headers: { Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!stream.ok || !stream.body) throw new Error(`event stream: ${stream.status}`);
  const waiting: { resolve: ((checked: boolean) => void) | null } = { resolve: null };
  const item = list.customItems[0].id;
  onFrames(stream.body, (frame) => {
    if (!frame.startsWith('event: list')) return;
    const data = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? '{}') as { list: ShoppingList };
    waiting.resolve?.(data.list.customItems.find((c) => c.id === item)?.checked ?? false);
  });
  const samples: number[] = [];
  for (let i = 0; i < checks; i++) {
    const checked = i % 2 === 0;
    const arrived = new Promise<void>((resolve) => {
      waiting.resolve = (value) => {
        if (value === checked) resolve();
      };
    });
    const start = performance.now();
    await call(base, 'bench-a', 'PATCH', `/api/shopping/items/${item}`, { checked });
    await arrived;
    samples.push(performance.now() - start);
  }
  controller.abort();
  samples.sort((a, b) => a - b);
  return { name, median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

async function main() {
  const loads: LoadResult[] = [];
  const lives: Live[] = [];
  const serials: Serial[] = [];
  const stub = await startAuthEmulatorStub();
  const common = { FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: stub.host };

  // Standalone, in this process, from the server build (tsx would drop the decorator metadata Nest
  // injects by), with that build's own bus token.
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('server build failed');
  const built = async (path: string) =>
    (await import(join(root, 'dist', 'server', path))) as Record<string, unknown>;
  const startStandalone = (await built('apps/standalone/src/standalone-app.js'))
    .startStandalone as typeof StartStandalone;
  const BUS_CLIENT = (await built('libs/platform/bus/src/index.js')).BUS_CLIENT as symbol;
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-shop-'));
  const standalone = await startStandalone(
    parseEnv(GatewayEnv, { ...common, PORT: '0', DATA_DIR: dataDir, WEB_DIST: dataDir, LOG_LEVEL: 'error' }),
  );
  let body: unknown;
  try {
    const base = `http://127.0.0.1:${(standalone.gateway.getHttpServer().address() as AddressInfo).port}`;
    const bus = standalone.gateway.get<ClientProxy>(BUS_CLIENT);
    const list = await seed(base, (event) => emit(bus, BusEvents.householdChanged, event));
    body = list;
    loads.push(await load('standalone (in-process bus, PGlite)', `${base}/api/shopping`, tokenOf('bench-b')));
    serials.push(
      await serial('standalone (in-process bus, PGlite)', `${base}/api/shopping`, tokenOf('bench-b')),
    );
    lives.push(await checkLatency('standalone', base, list));
  } finally {
    await standalone.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const app = await baselineApp('shopping', body, baselinePort);
  loads.unshift(
    await load('baseline (route answering the JSON)', `http://127.0.0.1:${baselinePort}/api/shopping`),
  );
  serials.unshift(
    await serial('baseline (route answering the JSON)', `http://127.0.0.1:${baselinePort}/api/shopping`),
  );
  await app.close();

  if (!skipDistributed) {
    // The server build above serves these processes too.
    const db = `mise_bench_shop_${Date.now()}`;
    const admin = new PgClient({
      connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${db}`);
    const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    const env = {
      ...common,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
      NATS_URL: natsUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mise-bench-shop-dist-')),
    };
    const procs = ['recipes', 'social', 'shopping', 'extraction'].map((s) =>
      startNode(`apps/${s}/src/main.js`, env),
    );
    await sleep(1500);
    procs.push(startNode('apps/gateway/src/main.js', { ...env, PORT: '3413' }));
    const nats = createBusClient({ NATS_URL: natsUrl });
    try {
      await waitHealthy(3413, procs);
      await nats.connect();
      const base = 'http://127.0.0.1:3413';
      const list = await seed(base, (event) => emit(nats, BusEvents.householdChanged, event));
      loads.push(await load('distributed (NATS, PostgreSQL)', `${base}/api/shopping`, tokenOf('bench-b')));
      lives.push(await checkLatency('distributed', base, list));
    } finally {
      await nats.close();
      await stopAll(procs);
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.end();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  }
  await stub.close();

  printLoadTable(`GET /api/shopping (300 items), ${connections} connections, ${seconds} s each`, loads);
  console.log(`\nGET /api/shopping (300 items), one request at a time, 300 requests\n`);
  console.log('| setup | p50 ms | p99 ms | CPU ms per request (bench process) | CPU vs baseline |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of serials)
    console.log(
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ${(r.cpuMs / serials[0].cpuMs).toFixed(2)}x |`,
    );
  console.log(`\nCheck by member A -> member B's event stream, ${checks} checks one after another\n`);
  console.log('| setup | median ms | p95 ms |');
  console.log('| --- | --- | --- |');
  for (const r of lives) console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
