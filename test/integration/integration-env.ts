import { randomBytes } from 'node:crypto';

/** Loopback servers the integration suite talks to; override with env. */
export const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** A database the suite connects to in order to create (and later drop) a fresh one per run. */
export const PG_ADMIN_URL =
  process.env.PG_ADMIN_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Unique per run, so parallel runs and leftovers never collide (queue prefixes, database names). */
export const runId = `it${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
