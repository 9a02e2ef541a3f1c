import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { AuthEmulatorStub, mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import { freePort } from '../standalone/standalone-process';
import {
  BUS_PREFIX,
  dropEventStream,
  NATS_URL,
  PG_ADMIN_URL,
  QUEUE_PREFIX,
  REDIS_URL,
  runId,
} from './integration-env';
import { repoRoot, ServiceProcess, spawnBuilt, stop } from './service-processes';
import { adminQuery, buildServer, databaseUrlFor, deleteRedisKeys } from './stack';

jest.setTimeout(120000);

interface ComposeService {
  command?: string[];
  environment?: Record<string, string | number>;
}

/** `${NAME:-default}` and `${NAME-default}` as compose reads them with no .env: the default. */
function interpolate(value: string): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(:?-)?([^}]*)\}/g,
    (_all, _name, _op, fallback: string) => fallback ?? '',
  );
}

/**
 * The processes docker-compose.yml names, started from the built tree with the environment it gives
 * them; only what points at another container is pointed at this machine's loopback servers (and
 * ports and prefixes are this run's own). Each must come up ready, and together answer as one app.
 */
describe('the compose file’s processes', () => {
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const nodeServices = Object.entries(compose.services).filter(
    ([, service]) => service.command?.[0] === 'node' && service.command[1]?.startsWith('dist/server/'),
  );
  const database = `mise_compose_${runId}`;
  const queuePrefix = `${QUEUE_PREFIX}-compose`;
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-compose-'));
  const running: { name: string; proc: ServiceProcess; opsPort: number }[] = [];
  let stub: AuthEmulatorStub;
  let gatewayPort = 0;

  beforeAll(async () => {
    buildServer();
    await adminQuery(PG_ADMIN_URL, `CREATE DATABASE "${database}"`);
    stub = await startAuthEmulatorStub();
    gatewayPort = await freePort();
    const loopback: Record<string, string> = {
      NATS_URL,
      BUS_PREFIX,
      DATABASE_URL: databaseUrlFor(PG_ADMIN_URL, database),
      REDIS_URL,
      QUEUE_PREFIX: queuePrefix,
      FIREBASE_AUTH_EMULATOR_HOST: stub.host,
      DATA_DIR: dataDir,
      PORT: String(gatewayPort),
      WEB_DIST: join(repoRoot, 'dist', 'no-web-here'),
      // Debug lines show a request's id in every process it reaches.
      LOG_LEVEL: 'debug',
    };
    // As `docker compose up --scale extraction-worker=2 --scale recipes=2`.
    const replicas: Record<string, number> = { 'extraction-worker': 2, recipes: 2 };
    for (const [name, service] of nodeServices) {
      const env = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [
          key,
          key in loopback ? loopback[key] : interpolate(String(value)),
        ]),
      );
      for (let i = 1; i <= (replicas[name] ?? 1); i++) {
        const opsPort = await freePort();
        const entry = service.command![1].replace(/^dist\/server\//, '');
        running.push({
          name,
          proc: spawnBuilt(`${name}-${i}`, entry, { ...env, OPS_PORT: String(opsPort) }),
          opsPort,
        });
      }
    }
    const deadline = Date.now() + 60000;
    for (const instance of running) {
      for (;;) {
        if (instance.proc.hasExited())
          throw new Error(`${instance.proc.name} exited:\n${instance.proc.output()}`);
        const status = await fetch(`http://127.0.0.1:${instance.opsPort}/readyz`).then(
          (res) => res.status,
          () => 0,
        );
        if (status === 200) break;
        if (Date.now() > deadline)
          throw new Error(`${instance.proc.name} not ready:\n${instance.proc.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });

  afterAll(async () => {
    const codes = await Promise.all(running.map((r) => stop(r.proc)));
    await stub?.close();
    await adminQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await deleteRedisKeys(REDIS_URL, queuePrefix);
    await dropEventStream();
    rmSync(dataDir, { recursive: true, force: true });
    expect(codes.every((code) => code === 0)).toBe(true);
  });

  it('names the gateway, the four services and the extraction worker', () => {
    expect(nodeServices.map(([name]) => name).sort()).toEqual([
      'extraction',
      'extraction-worker',
      'gateway',
      'recipes',
      'shopping',
      'social',
    ]);
  });

  it('brings every process up healthy, the gateway seeing all services', async () => {
    const health = await (await fetch(`http://127.0.0.1:${gatewayPort}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', profile: 'distributed' });
    for (const instance of running) {
      const res = await fetch(`http://127.0.0.1:${instance.opsPort}/livez`);
      expect(res.status).toBe(200);
    }
  });

  it('follows one request id from the gateway through the bus into a worker’s job', async () => {
    const requestId = `trace-${runId}`;
    const res = await fetch(`http://127.0.0.1:${gatewayPort}/api/extraction/text`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${mintEmulatorToken({ uid: 'compose-ada', name: 'Ada', email: 'ada@example.com' })}`,
        'Content-Type': 'application/json',
        'X-Request-Id': requestId,
      },
      body: JSON.stringify({ text: 'Omelette\n\n2 eggs\n1 tbsp butter\nBeat the eggs.\nCook in butter.' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    expect(await res.json()).toMatchObject({ title: 'Omelette' });

    const linesWithId = (name: string) =>
      running
        .filter((r) => r.name === name)
        .flatMap((r) => r.proc.output().split('\n'))
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { requestId?: string; process?: string })
        .filter((line) => line.requestId === requestId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(linesWithId('social').length + linesWithId('extraction').length).toBeGreaterThan(0);
    expect(linesWithId('extraction')[0]).toMatchObject({ process: 'extraction' });
    expect(linesWithId('extraction-worker')[0]).toMatchObject({ process: 'extraction-worker' });
  });

  it('serves Prometheus metrics from every process', async () => {
    for (const instance of running) {
      const text = await (await fetch(`http://127.0.0.1:${instance.opsPort}/metrics`)).text();
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    }
    const gateway = await (await fetch(`http://127.0.0.1:${gatewayPort}/metrics`)).text();
    expect(gateway).toMatch(
      /http_request_duration_seconds_count\{process="gateway",method="POST",route="\/api\/extraction\/text",status="200"\} 1/,
    );
  });
});
