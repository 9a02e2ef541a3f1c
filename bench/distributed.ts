// The distributed profile under load, scaled out on one machine: the recipes list and a write path
// (POST /api/recipes) through the gateway with 1, 2 and 4 recipes instances and 1 and 2 gateways,
// plus the resident memory (RSS) of every process at rest.
//   npx tsx bench/distributed.ts [--seconds 30] [--connections 100] [--recipes 1,2,4] [--gateways 1,2]
// Needs NATS, Redis and PostgreSQL on loopback (NATS_URL, REDIS_URL, PG_ADMIN_URL as for
// `npm run test:integration`); uses its own database, bus prefix and queue prefix and removes them.
// With two gateways the connections are split between them and the figures summed (p99: the worse).
// Ratios are against 1 recipes instance and 1 gateway, measured in the same run.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
import { repoRoot, type ServiceProcess, spawnBuilt, stop } from '../test/integration/service-processes';
import {
  adminQuery,
  buildServer,
  databaseUrlFor,
  deleteRedisKeys,
  ENTRIES,
  type Role,
} from '../test/integration/stack';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const seconds = Number(arg('--seconds', '30'));
const connections = Number(arg('--connections', '100'));
const recipeCounts = arg('--recipes', '1,2,4').split(',').map(Number);
const gatewayCounts = arg('--gateways', '1,2').split(',').map(Number);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  role: Role;
  proc: ServiceProcess;
  opsPort: number;
  port?: number;
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
  /** What the errors were: 5xx answers, client timeouts (10 s), socket errors. */
  kinds: string;
  /** The gateways' own view (their request histograms): p99 as a bucket bound, and answers over 10 s. */
  server: string;
}

/** A gateway's metrics text; its event-loop lag figures cover the time since the previous scrape. */
const metricsOf = (opsPort: number) => fetch(`http://127.0.0.1:${opsPort}/metrics`).then((r) => r.text());

/** A gateway's own event-loop lag (max and p99, ms) since the previous scrape. */
function loopLag(text: string): string {
  const value = (name: string) =>
    Math.round(
      1000 * Number(/\} (\S+)/.exec(text.split('\n').find((l) => l.startsWith(`${name}{`)) ?? '')?.[1]),
    );
  return `${value('nodejs_eventloop_lag_p99_seconds')}/${value('nodejs_eventloop_lag_max_seconds')}`;
}

/** Cumulative bucket counts of one route's request histogram, summed over statuses (le -> count). */
function routeBuckets(text: string, method: string, route: string): Map<string, number> {
  const buckets = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_bucket{')) continue;
    if (!line.includes(`method="${method}"`) || !line.includes(`route="${route}"`)) continue;
    const le = /le="([^"]+)"/.exec(line)?.[1] ?? '';
    buckets.set(le, (buckets.get(le) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return buckets;
}

/** What the gateways measured between two snapshots: the p99 bucket and how many took over 1 to 10 s. */
function serverView(before: Map<string, number>[], after: Map<string, number>[]): string {
  const total = new Map<string, number>();
  after.forEach((buckets, i) => {
    for (const [le, count] of buckets) total.set(le, (total.get(le) ?? 0) + count - (before[i].get(le) ?? 0));
  });
  const all = total.get('+Inf') ?? 0;
  const bounds = [...total.keys()].filter((le) => le !== '+Inf').sort((a, b) => Number(a) - Number(b));
  const p99 = bounds.find((le) => (total.get(le) ?? 0) >= all * 0.99) ?? '+Inf';
  const over = ['1', '2.5', '5', '10'].map((le) => `${le} s ${all - (total.get(le) ?? 0)}`).join(', ');
  return `server p99 <= ${p99} s, of ${all} over ${over}`;
}

function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

async function main() {
  buildServer();
  const database = `mise_bench_${runId}`;
  await adminQuery(PG_ADMIN_URL, `CREATE DATABASE "${database}"`);
  const stub = await startAuthEmulatorStub();
  const instances: Instance[] = [];
  const baseEnv = {
    NATS_URL,
    BUS_PREFIX,
    DATABASE_URL: databaseUrlFor(PG_ADMIN_URL, database),
    REDIS_URL,
    QUEUE_PREFIX,
    LOG_LEVEL: 'warn',
    FIREBASE_AUTH_EMULATOR_HOST: stub.host,
    WEB_DIST: join(repoRoot, 'dist', 'no-web-here'),
  };
  const spawnRole = async (role: Role) => {
    const opsPort = await freePort();
    const port = role === 'gateway' ? await freePort() : undefined;
    const n = instances.filter((i) => i.role === role).length + 1;
    const env: Record<string, string> = { ...baseEnv, OPS_PORT: String(opsPort) };
    if (port) env.PORT = String(port);
    if (role === 'extraction') env.WORK_JOBS = 'false';
    const instance = { role, proc: spawnBuilt(`${role}-${n}`, ENTRIES[role], env), opsPort, port };
    instances.push(instance);
    for (let i = 0; ; i++) {
      if (instance.proc.hasExited())
        throw new Error(`${instance.proc.name} exited:\n${instance.proc.output()}`);
      const ok = await fetch(`http://127.0.0.1:${opsPort}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return instance;
      if (i > 600) throw new Error(`${instance.proc.name} not ready`);
      await sleep(100);
    }
  };

  try {
    // One of each, all sequential so migrations and start-up do not skew the at-rest figures.
    for (const role of [
      'recipes',
      'social',
      'shopping',
      'extraction',
      'extraction-worker',
      'gateway',
    ] as Role[])
      await spawnRole(role);
    await sleep(3000);
    const rest = instances.map((i) => ({ process: i.proc.name, rssMb: rssMb(i.proc.child.pid) }));

    const token = (uid: string) =>
      mintEmulatorToken({ uid, name: `Bench ${uid}`, email: `${uid}@example.com` });
    const reader = { Authorization: `Bearer ${token('bench-reader')}`, 'Content-Type': 'application/json' };
    const writer = { Authorization: `Bearer ${token('bench-writer')}`, 'Content-Type': 'application/json' };
    const gateway0 = instances.find((i) => i.role === 'gateway')!;
    const recipeBody = (i: number) =>
      JSON.stringify({
        title: `Recipe ${i}`,
        description: 'A dependable weeknight dish with a short list of ingredients.',
        prep_time_minutes: 10,
        cook_time_minutes: 20 + (i % 30),
        servings: 4,
        privacy: 'private',
        ingredients: ['2 cups flour', '1 tsp salt', '3 eggs', '250 ml milk', '50 g butter'],
        method: ['Mix the dry ingredients.', 'Whisk in the eggs and milk.', 'Bake until golden.'],
      });
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`http://127.0.0.1:${gateway0.port}/api/recipes`, {
        method: 'POST',
        headers: reader,
        body: recipeBody(i),
      });
      if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${await res.text()}`);
    }

    const load = async (
      gateways: Instance[],
      request: 'list' | 'write',
      duration = seconds,
    ): Promise<Load> => {
      const [method, route] = request === 'list' ? ['GET', '/api/recipes'] : ['POST', '/api/recipes'];
      const before = (await Promise.all(gateways.map((g) => metricsOf(g.opsPort)))).map((text) =>
        routeBuckets(text, method, route),
      );
      // This process's own loop: a starved client adds its delay to every latency it measures.
      const benchLag = monitorEventLoopDelay({ resolution: 10 });
      benchLag.enable();
      const results = await Promise.all(
        gateways.map(
          (g) =>
            new Promise<autocannon.Result>((resolve, reject) =>
              autocannon(
                {
                  url: `http://127.0.0.1:${g.port}`,
                  connections: Math.max(1, Math.round(connections / gateways.length)),
                  duration,
                  requests: [
                    request === 'list'
                      ? { method: 'GET', path: '/api/recipes?view=mine', headers: reader }
                      : { method: 'POST', path: '/api/recipes', headers: writer, body: recipeBody(0) },
                  ],
                },
                (error, result) => (error ? reject(error) : resolve(result)),
              ),
            ),
        ),
      );
      benchLag.disable();
      const texts = await Promise.all(gateways.map((g) => metricsOf(g.opsPort)));
      const after = texts.map((text) => routeBuckets(text, method, route));
      const lags = `loop lag p99/max ms: gateways ${texts.map(loopLag).join(', ')}, bench ${Math.round(benchLag.percentile(99) / 1e6)}/${Math.round(benchLag.max / 1e6)}`;
      return {
        server: `${serverView(before, after)}; ${lags}`,
        rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
        kinds: `5xx ${sum(results.map((r) => r['5xx']))}, timeouts ${sum(results.map((r) => r.timeouts))}, socket ${sum(results.map((r) => r.errors - r.timeouts))} (sent ${sum(results.map((r) => r.requests.sent))}, answered ${sum(results.map((r) => r.requests.total))})`,
      };
    };

    const rows: { recipes: number; gateways: number; list: Load; write: Load }[] = [];
    for (const r of recipeCounts) {
      while (instances.filter((i) => i.role === 'recipes').length < r) await spawnRole('recipes');
      for (const g of gatewayCounts) {
        while (instances.filter((i) => i.role === 'gateway').length < g) await spawnRole('gateway');
        const gateways = instances.filter((i) => i.role === 'gateway').slice(0, g);
        await load(gateways, 'list', 2); // warm-up (JIT, pools, caches), not counted
        const list = await load(gateways, 'list');
        const write = await load(gateways, 'write');
        rows.push({ recipes: r, gateways: g, list, write });
        process.stderr.write(`recipes x${r}, gateways x${g}: done\n`);
      }
    }

    const base = rows[0];
    console.log(
      `\n${connections} connections, ${seconds} s per run, ${instances.length} processes at the end\n`,
    );
    console.log('recipes gateways | list req/s  p99 ms errors  x base | write req/s  p99 ms errors  x base');
    for (const row of rows) {
      const cell = (l: Load, b: Load) =>
        `${String(l.rps).padStart(10)} ${String(l.p99).padStart(7)} ${String(l.errors).padStart(6)} ${(l.rps / b.rps).toFixed(2).padStart(7)}`;
      console.log(
        `${String(row.recipes).padStart(7)} ${String(row.gateways).padStart(8)} | ${cell(row.list, base.list)} | ${cell(row.write, base.write)}`,
      );
    }
    for (const row of rows.filter((r) => r.list.errors + r.write.errors > 0))
      console.log(
        `errors, recipes x${row.recipes} gateways x${row.gateways}: list ${row.list.kinds}; write ${row.write.kinds}`,
      );
    console.log("\nThe gateways' own request histograms over the same runs:");
    for (const row of rows)
      console.log(
        `  recipes x${row.recipes} gateways x${row.gateways}:\n    list ${row.list.server}\n    write ${row.write.server}`,
      );
    console.log('\nRSS at rest (MB), goal < 120 each:');
    for (const r of rest) console.log(`  ${r.process.padEnd(22)} ${r.rssMb}`);
    console.log('RSS after the runs (MB):');
    for (const i of instances) console.log(`  ${i.proc.name.padEnd(22)} ${rssMb(i.proc.child.pid)}`);
  } finally {
    await Promise.all(instances.map((i) => stop(i.proc)));
    await stub.close();
    await adminQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await deleteRedisKeys(REDIS_URL, QUEUE_PREFIX);
    await dropEventStream();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
