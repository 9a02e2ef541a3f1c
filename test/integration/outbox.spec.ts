import { INestMicroservice } from '@nestjs/common';
import {
  busConnected,
  busServerOptions,
  createBusClient,
  NatsBusClient,
  OutboxRelay,
  publishStoredEvent,
} from '@mise/platform-bus';
import { openPostgres, Outbox, type Store } from '@mise/platform-db';
import { EchoEvents, received, startEchoService } from '../../libs/platform/bus/src/bus.fixture';
import { BUS_PREFIX, PG_ADMIN_URL, runId } from './integration-env';
import { OwnNats, startOwnNats } from './own-servers';
import { adminQuery, databaseUrlFor } from './stack';

jest.setTimeout(120000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await sleep(100);
  }
}

/**
 * Events other services keep copies from are stored with the change (an outbox) and relayed: a
 * publish while NATS is down, or a process that died between its commit and the publish, still
 * reaches the consumer, in order, once.
 */
describe('transactional outbox on PostgreSQL and NATS', () => {
  const database = `mise_outbox_${runId}`;
  let nats: OwnNats;
  let store: Store;
  let consumer: INestMicroservice;
  let bus: NatsBusClient;
  const happened = () => received.map((event) => (event as { n: number }).n);

  beforeAll(async () => {
    nats = await startOwnNats();
    await adminQuery(PG_ADMIN_URL, `CREATE DATABASE "${database}"`);
    store = await openPostgres(databaseUrlFor(PG_ADMIN_URL, database));
    const env = { NATS_URL: nats.url, BUS_PREFIX };
    consumer = await startEchoService(busServerOptions(env, undefined, 'outbox-consumer'));
    bus = createBusClient(env, undefined, 'outbox-publisher') as NatsBusClient;
    await bus.connect();
  });

  afterAll(async () => {
    await bus?.close();
    await consumer?.close();
    await store?.close();
    await nats?.dispose();
    await adminQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it('keeps events recorded while NATS is down and delivers them, in order, once it is back', async () => {
    received.length = 0;
    const outbox = new Outbox(store, 'social');
    await outbox.prepare();
    const relay = new OutboxRelay(outbox, bus);
    relay.onApplicationBootstrap();
    try {
      await nats.stop();
      await until('the publisher to see NATS down', () => !busConnected(bus));
      for (const n of [1, 2, 3])
        await outbox.transaction(async (_tx, record) => record(EchoEvents.happened, { n }));
      await outbox.flush();
      expect(await outbox.pending()).toBe(3);

      await nats.start();
      await until('the three events to arrive', () => received.length >= 3);
      await until('the outbox to empty', async () => (await outbox.pending()) === 0);
      // A later event comes after them: anything repeated would have arrived before it.
      await outbox.transaction(async (_tx, record) => record(EchoEvents.happened, { n: 4 }));
      await until('the fourth event to arrive', () => happened().includes(4));
      expect(happened()).toEqual([1, 2, 3, 4]);
    } finally {
      await relay.beforeApplicationShutdown();
    }
  });

  it('publishes nothing for a change that rolled back', async () => {
    received.length = 0;
    const outbox = new Outbox(store, 'social');
    await expect(
      outbox.transaction(async (_tx, record) => {
        record(EchoEvents.happened, { n: 5 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox.pending()).toBe(0);
  });

  it('delivers what a process committed but never published, when the service starts again', async () => {
    received.length = 0;
    // The first process commits and dies before its relay ran.
    const died = new Outbox(store, 'social');
    await died.transaction(async (_tx, record) => record(EchoEvents.happened, { n: 6 }));
    expect(await died.pending()).toBe(1);

    const restarted = new Outbox(store, 'social');
    const relay = new OutboxRelay(restarted, bus);
    relay.onApplicationBootstrap();
    try {
      await until('the stored event to arrive', () => happened().includes(6));
      expect(await restarted.pending()).toBe(0);
    } finally {
      await relay.beforeApplicationShutdown();
    }
  });

  it('drops a second publish of one stored event (a relay that died before marking it sent)', async () => {
    received.length = 0;
    const event = { id: `social-dup-${runId}`, pattern: 'echo.happened', data: { n: 7 } };
    await publishStoredEvent(bus, event);
    await publishStoredEvent(bus, event);
    await publishStoredEvent(bus, { id: `social-next-${runId}`, pattern: 'echo.happened', data: { n: 8 } });
    await until('the later event to arrive', () => happened().includes(8));
    expect(happened()).toEqual([7, 8]);
  });
});
