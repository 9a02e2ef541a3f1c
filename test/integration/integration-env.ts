import { randomBytes } from 'node:crypto';
import { connect } from 'nats';
import { eventStreamName } from '@mise/platform-bus';

/** Loopback servers the integration suite talks to; override with env. */
export const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** A database the suite connects to in order to create (and later drop) a fresh one per run. */
export const PG_ADMIN_URL =
  process.env.PG_ADMIN_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Unique per run, so parallel runs and leftovers never collide (queue prefixes, database names). */
export const runId = `it${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** This run's NATS subject prefix (BUS_PREFIX): its requests, events and event stream are its own. */
export const BUS_PREFIX = runId;
/** This run's BullMQ key prefix (QUEUE_PREFIX). */
export const QUEUE_PREFIX = `mise-${runId}`;

/** Deletes this run's event stream (and with it its consumers) from the shared NATS server. */
export async function dropEventStream(natsUrl = NATS_URL, prefix = BUS_PREFIX): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(eventStreamName(prefix)).catch(() => undefined);
  } finally {
    await nc.close();
  }
}
