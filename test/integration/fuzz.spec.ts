import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ClientProxy } from '@nestjs/microservices';
import { Client } from 'pg';
import request from 'supertest';
import { createGatewayApp, DistributedGatewayEnv } from '@mise/gateway';
import { createBusClient } from '@mise/platform-bus';
import { parseEnv } from '@mise/platform-config';
import { AuthEmulatorStub, mintEmulatorToken, startAuthEmulatorStub, tempDir } from '@mise/platform-testing';
import {
  countRowsSql,
  fuzzCases,
  fuzzSeed,
  routesOf,
  TABLES_SQL,
  type FuzzTarget,
} from '../../apps/standalone/src/route-fuzz.fixture';
import {
  BUS_PREFIX,
  dropEventStream,
  NATS_URL,
  PG_ADMIN_URL,
  QUEUE_PREFIX,
  REDIS_URL,
  runId,
} from './integration-env';
import { adminQuery, buildServer, databaseUrlFor, deleteRedisKeys, Stack } from './stack';

jest.setTimeout(900_000);

const RUNS_PER_ROUTE = 15;
const SEED = fuzzSeed(20261128);

/**
 * The same fuzz as the standalone spec's (route-fuzz.fixture.ts), in the distributed profile: the
 * services run as built processes over real NATS on a fresh PostgreSQL database, and the gateway
 * talks to them over NATS (in this process, so its router lists the routes to fuzz). Whatever gets
 * past the gateway's guard meets the services' own checks on the bus.
 */
describe('every route, fuzzed (distributed: gateway on NATS)', () => {
  const database = `mise_fuzz_${runId}`;
  const databaseUrl = databaseUrlFor(PG_ADMIN_URL, database);
  const dataDir = tempDir('mise-fuzz-');
  let stack: Stack;
  let stub: AuthEmulatorStub;
  let bus: ClientProxy;
  let gateway: NestExpressApplication;
  let pg: Client;
  let fuzz: FuzzTarget;
  const sent = { requests: 0 };

  beforeAll(async () => {
    buildServer();
    await adminQuery(PG_ADMIN_URL, `CREATE DATABASE "${database}"`);
    const env = { NATS_URL, BUS_PREFIX, DATABASE_URL: databaseUrl, REDIS_URL, QUEUE_PREFIX };
    stack = new Stack(env);
    await stack.start(['recipes', 'social', 'shopping', 'extraction', 'extraction-worker']);
    stub = await startAuthEmulatorStub();
    const gatewayEnv = parseEnv(DistributedGatewayEnv, {
      NATS_URL,
      BUS_PREFIX,
      DATA_DIR: dataDir.path,
      WEB_DIST: `${dataDir.path}/no-web-here`,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '0',
      FIREBASE_AUTH_EMULATOR_HOST: stub.host,
    });
    bus = createBusClient(gatewayEnv, undefined, 'gateway');
    await bus.connect();
    gateway = await createGatewayApp(gatewayEnv, { bus, info: { profile: 'distributed', bus: 'nats' } });
    const bearer = `Bearer ${mintEmulatorToken({ uid: 'fuzzer', name: 'Cook fuzzer', email: 'fuzzer@example.com', projectId: gatewayEnv.FIREBASE_PROJECT_ID })}`;
    const http = gateway.getHttpServer() as Server;
    await request(http)
      .post('/api/recipes')
      .set('Authorization', bearer)
      .send({ title: 'Fuzzed soup' })
      .expect(201);
    pg = new Client({ connectionString: databaseUrl });
    await pg.connect();
    const countAll = countRowsSql((await pg.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name));
    fuzz = {
      http,
      bearer,
      routes: routesOf(gateway),
      tableCounts: async () => JSON.stringify((await pg.query(countAll)).rows),
    };
  });

  afterAll(async () => {
    process.stdout.write(
      `fuzz (distributed): ${fuzz?.routes.length ?? 0} routes, ${sent.requests} requests, seed ${SEED}\n`,
    );
    await pg?.end();
    await gateway?.close();
    await bus?.close();
    await stub?.close();
    const codes = await stack?.stop();
    await adminQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await deleteRedisKeys(REDIS_URL, QUEUE_PREFIX);
    await dropEventStream();
    dataDir.remove();
    expect(codes?.every((code) => code === 0)).toBe(true);
  });

  fuzzCases(() => fuzz, { runsPerRoute: RUNS_PER_ROUTE, seed: SEED }, sent);
});
