import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { BullJobQueue } from '@mise/platform-queue';
import { BUS_PREFIX, QUEUE_PREFIX, REDIS_URL, runId } from './integration-env';
import { OwnNats, OwnPostgres, startOwnNats, startOwnPostgres } from './own-servers';
import { repoRoot } from './service-processes';
import { adminQuery, buildServer, databaseUrlFor, deleteRedisKeys, RunningInstance, Stack } from './stack';

jest.setTimeout(180000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes or the deadline (measured from now) is over; returns the last value. */
async function within<T>(ms: number, attempt: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await attempt().catch((error: unknown) => error as T);
    if (check(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

/**
 * Faults the distributed profile survives, on a NATS server and a PostgreSQL cluster of this suite's
 * own (so it may stop and start them), with the gateway, recipes and social as separate processes.
 */
describe('distributed profile under faults', () => {
  let nats: OwnNats;
  let pg: OwnPostgres;
  let stack: Stack;
  const ada = { uid: 'fault-ada', name: 'Ada' };
  let recipeId = 0;

  beforeAll(async () => {
    buildServer();
    [nats, pg] = await Promise.all([startOwnNats(), startOwnPostgres()]);
    await adminQuery(pg.url, 'CREATE DATABASE mise');
    stack = new Stack({
      NATS_URL: nats.url,
      BUS_PREFIX,
      DATABASE_URL: databaseUrlFor(pg.url, 'mise'),
      REDIS_URL,
      QUEUE_PREFIX,
    });
    await stack.start(['gateway', 'recipes', 'social']);
    const created = await stack.call('POST', '/api/recipes', { ...ada, body: { title: 'Kept soup' } });
    expect(created.status).toBe(201);
    recipeId = created.body.id;
  });

  afterAll(async () => {
    const codes = await stack?.stop();
    await nats?.dispose();
    await pg?.dispose();
    expect(codes?.every((code) => code === 0)).toBe(true);
  });

  const recipes = () => stack.live('recipes');

  it('answers a killed service’s routes with 503 at once, others as usual, and serves again when it is back', async () => {
    await Promise.all(recipes().map((instance) => stack.kill(instance)));

    const during = await stack.call('GET', '/api/recipes', { ...ada, timeoutMs: 2000 });
    expect(during).toEqual({ status: 503, body: { error: expect.any(String) } });
    const otherRoute = await stack.call('GET', '/api/users/profile', { uid: 'fault-bo', timeoutMs: 2000 });
    expect(otherRoute).toMatchObject({ status: 200, body: { firebase_uid: 'fault-bo' } });

    const back = await stack.spawn('recipes');
    await stack.waitReady(back);
    const after = await within(
      5000,
      () => stack.call('GET', '/api/recipes?view=mine', ada),
      (res) => res.status === 200,
    );
    expect(after.status).toBe(200);
    expect(after.body.map((r: { id: number }) => r.id)).toContain(recipeId);
  });

  it('applies a retried write once with the same Idempotency-Key, and refuses the key for another body', async () => {
    const headers = { 'Idempotency-Key': `${runId}-once` };
    const body = { title: 'Once only' };
    const first = await stack.call('POST', '/api/recipes', { ...ada, headers, body });
    const retry = await stack.call('POST', '/api/recipes', { ...ada, headers, body });
    expect(first.status).toBe(201);
    expect(retry).toEqual(first);
    expect(await stack.call('POST', '/api/recipes', { ...ada, headers, body: { title: 'Other' } })).toEqual({
      status: 400,
      body: { error: 'This Idempotency-Key was used for a different request' },
    });
    const mine = await stack.call('GET', '/api/recipes?view=mine', ada);
    expect(mine.body.filter((r: { title: string }) => r.title === 'Once only')).toHaveLength(1);
  });

  it('reconnects every process by itself after NATS restarts; a write retried across it applies once', async () => {
    const headers = { 'Idempotency-Key': `${runId}-across-restart` };
    const body = { title: 'Through the restart' };
    await nats.stop();
    try {
      // Once the gateway has noticed (its readiness says so), a request fails at once.
      const gateway = stack.live('gateway')[0];
      const notReady = await within(
        5000,
        () => stack.readyz(gateway),
        (res) => res.status === 503,
      );
      expect(notReady.status).toBe(503);
      const during = await stack.call('POST', '/api/recipes', { ...ada, headers, body, timeoutMs: 5000 });
      expect(during).toEqual({ status: 503, body: { error: expect.any(String) } });
    } finally {
      await nats.start();
    }

    const retried = await within(
      15000,
      () => stack.call('POST', '/api/recipes', { ...ada, headers, body }),
      (res) => res.status === 201,
    );
    expect(retried.status).toBe(201);
    expect(await stack.call('POST', '/api/recipes', { ...ada, headers, body })).toEqual(retried);
    const mine = await stack.call('GET', '/api/recipes?view=mine', ada);
    expect(mine.body.filter((r: { title: string }) => r.title === body.title)).toHaveLength(1);
    // Each process has its own connections (a service has two); every one comes back by itself.
    for (const instance of stack.instances.filter((i) => !i.proc.hasExited())) {
      const ready = await within(
        10000,
        () => stack.readyz(instance),
        (res) => res.status === 200,
      );
      expect(ready).toMatchObject({ status: 200 });
    }
  });

  it('fails requests cleanly with 503 while PostgreSQL restarts and serves everything committed after', async () => {
    await pg.stop();
    try {
      const read = await stack.call('GET', `/api/recipes/${recipeId}`, { ...ada, timeoutMs: 5000 });
      const write = await stack.call('POST', '/api/recipes', {
        ...ada,
        body: { title: 'Lost?' },
        timeoutMs: 5000,
      });
      expect(read).toEqual({ status: 503, body: { error: expect.any(String) } });
      expect(write).toEqual({ status: 503, body: { error: expect.any(String) } });
      const notReady: RunningInstance = recipes()[0];
      expect((await stack.readyz(notReady)).status).toBe(503);
    } finally {
      // Started again whatever happened, so a failure here does not spill into the next test.
      await pg.start();
    }

    const after = await within(
      15000,
      () => stack.call('GET', `/api/recipes/${recipeId}`, ada),
      (res) => res.status === 200,
    );
    expect(after).toMatchObject({ status: 200, body: { id: recipeId, title: 'Kept soup' } });
    expect((await stack.call('POST', '/api/recipes', { ...ada, body: { title: 'After' } })).status).toBe(201);
  });

  it('keeps events for a consumer that is down and delivers them in order when it is back', async () => {
    const downMs = Number(process.env.FAULT_CONSUMER_DOWN_MS || 3000);
    await Promise.all(recipes().map((instance) => stack.kill(instance)));
    // Two renames while recipes is down: social publishes both; recipes must end on the second.
    for (const name of ['Ada Second', 'Ada Third']) {
      const res = await stack.call('GET', '/api/users/profile', { uid: ada.uid, name });
      expect(res.body.display_name).toBe(name);
    }
    await sleep(downMs);
    const back = await stack.spawn('recipes');
    await stack.waitReady(back);
    // A delivery made to the killed replica just before it died is given again after the ack wait (10 s).
    const caughtUp = await within(
      20000,
      () => stack.call('GET', `/api/recipes/${recipeId}`, { uid: ada.uid, name: 'Ada Third' }),
      (res) => res.body?.user_display_name === 'Ada Third',
    );
    if (caughtUp.body?.user_display_name !== 'Ada Third') process.stderr.write(stack.output());
    expect(caughtUp.body).toMatchObject({ id: recipeId, user_display_name: 'Ada Third' });
  });
});

/** The queue behind extraction: a worker killed mid-job loses it to another worker, which finishes it once. */
describe('extraction workers under faults', () => {
  const prefix = `${QUEUE_PREFIX}-kill`;
  const workers: ReturnType<typeof spawnWorker>[] = [];
  let producer: BullJobQueue;

  function spawnWorker() {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'fixtures', 'slow-worker.ts')],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          REDIS_URL,
          QUEUE_PREFIX: prefix,
          QUEUE_LOCK_MS: '2000',
          JOB_MS: '4000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    return { child, output: () => output, exited };
  }

  beforeAll(async () => {
    workers.push(spawnWorker(), spawnWorker());
    await within(
      20000,
      async () => workers.every((w) => w.output().includes('ready')),
      (ok) => ok,
    );
    producer = new BullJobQueue({ redisUrl: REDIS_URL, queueName: 'slow', prefix });
  });

  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
      await worker.exited;
    }
    await producer?.close();
    await deleteRedisKeys(REDIS_URL, prefix);
  });

  it('retries the job on another worker and finishes it once', async () => {
    const id = `job-${runId}`;
    const result = producer.addAndWait<{ id: string }, { by: number }>('slow', { id }, 60000);
    const first = await within(
      10000,
      async () => workers.find((w) => w.output().includes(`working ${id}`)),
      (w) => w !== undefined,
    );
    expect(first).toBeDefined();
    first!.child.kill('SIGKILL');
    await first!.exited;

    const survivor = workers.find((w) => w !== first)!;
    await expect(result).resolves.toEqual({ by: survivor.child.pid });
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.get(`${prefix}:test:starts:${id}`)).toBe('2');
      expect(await redis.get(`${prefix}:test:finishes:${id}`)).toBe('1');
    } finally {
      await redis.quit();
    }
  });
});
