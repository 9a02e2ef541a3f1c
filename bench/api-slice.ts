// GET /api/recipes with 100 recipes, 50 connections, 10 s, in one run:
//   baseline   - a NestJS/express route answering the same JSON with no bus and no store
//   standalone - the one-process app (in-process bus, PGlite)
//   distributed - gateway and services as separate processes over NATS, PostgreSQL, Redis
// Prints req/s and p99 of each and their ratios to the baseline.
// Usage: npx tsx bench/api-slice.ts [--seconds 10] [--connections 50] [--skip-distributed]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import {
  baselineApp,
  load as loadWith,
  LoadResult,
  numberArg,
  printLoadTable,
  root,
  sleep,
  startNode,
  stopAll,
  waitHealthy,
} from './http-bench';

const seconds = numberArg('--seconds', 10);
const connections = numberArg('--connections', 50);
/** Where the standalone app and the baseline route listen (two runs on one machine pick their own). */
const appPort = numberArg('--port', 3401);
const baselinePort = numberArg('--baseline-port', 3402);
const skipDistributed = process.argv.includes('--skip-distributed');
const projectId = 'demo-recipes';

async function seed(port: number, token: string): Promise<unknown> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  await fetch(`http://127.0.0.1:${port}/api/users/profile`, { headers });
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/recipes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Recipe ${i}`,
        description: 'A dependable weeknight dish with a short list of ingredients.',
        prep_time_minutes: 10,
        cook_time_minutes: 20 + (i % 30),
        servings: 4,
        ingredients: [
          '2 cups flour',
          '1 tsp salt',
          '3 eggs',
          '250 ml milk',
          '*For the topping*',
          '50 g butter',
        ],
        method: ['Mix the dry ingredients.', 'Whisk in the eggs and milk.', 'Bake until golden.'],
        tags: { 'Meal Type': ['Dinner'], Cuisine: ['Italian'] },
      }),
    });
    if (!res.ok) throw new Error(`seed failed: ${res.status} ${await res.text()}`);
  }
  const list = await fetch(`http://127.0.0.1:${port}/api/recipes?view=mine`, { headers });
  return list.json();
}

const load = (name: string, url: string, token?: string) =>
  loadWith(name, url, { connections, seconds, token });

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale', '--quiet'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const token = mintEmulatorToken({
    uid: 'bench-user',
    email: 'bench@example.com',
    name: 'Bench Cook',
    projectId,
  });
  const results: LoadResult[] = [];
  // Tokens are verified as in standalone (emulator mode); the stub answers the account lookup.
  const stub = await startAuthEmulatorStub();
  const common = { FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: stub.host };

  // Standalone
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-'));
  const standalone = startNode('apps/standalone/src/main.js', {
    ...common,
    PORT: String(appPort),
    DATA_DIR: dataDir,
  });
  let body: unknown;
  try {
    await waitHealthy(appPort, [standalone]);
    body = await seed(appPort, token);
    results.push(
      await load(
        'standalone (in-process bus, PGlite)',
        `http://127.0.0.1:${appPort}/api/recipes?view=mine`,
        token,
      ),
    );
  } finally {
    standalone.kill('SIGTERM');
    await new Promise((r) => standalone.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }

  // Baseline: same JSON, no bus, no store.
  const app = await baselineApp('recipes', body, baselinePort);
  results.unshift(
    await load('baseline (route answering the JSON)', `http://127.0.0.1:${baselinePort}/api/recipes`),
  );
  await app.close();

  if (!skipDistributed) {
    const db = `mise_bench_${Date.now()}`;
    const admin = new PgClient({
      connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${db}`);
    const env = {
      ...common,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
      NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mise-bench-dist-')),
    };
    const procs = ['recipes', 'social', 'shopping', 'extraction'].map((s) =>
      startNode(`apps/${s}/src/main.js`, env),
    );
    await sleep(1500);
    procs.push(startNode('apps/gateway/src/main.js', { ...env, PORT: '3403' }));
    try {
      await waitHealthy(3403, procs);
      await seed(3403, token);
      results.push(
        await load('distributed (NATS, PostgreSQL)', 'http://127.0.0.1:3403/api/recipes?view=mine', token),
      );
    } finally {
      await stopAll(procs);
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.end();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  }

  await stub.close();
  printLoadTable(`GET /api/recipes (100 recipes), ${connections} connections, ${seconds} s each`, results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
