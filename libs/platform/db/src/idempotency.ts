import type { WritePacket } from '@nestjs/microservices';
import { type SQL, sql } from 'drizzle-orm';
import type { Store } from './store';

/** The platform's own table (not a service's schema): one row per applied write a client may retry. */
const CREATE = [
  sql`CREATE TABLE IF NOT EXISTS platform.idempotency_keys (
    service text NOT NULL,
    pattern text NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    reply jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (service, pattern, key)
  )`,
];

/** How long a key is remembered; older rows are deleted at start. */
const KEEP_DAYS = 7;

type Claim = { state: 'claimed' } | { state: 'done'; reply: WritePacket } | { state: 'pending' | 'mismatch' };

/**
 * Idempotency keys in the service's store: a key is claimed before the handler runs (so a retry
 * arriving meanwhile is refused, never applied twice), completed with the reply it got (which a
 * retry is given back), or released when the handler failed unexpectedly (so a retry may run).
 */
export class IdempotencyKeys {
  constructor(
    private readonly store: Store,
    private readonly service: string,
  ) {}

  /** Creates the table if needed and forgets old keys; call under the migration lock or at start. */
  async prepare(): Promise<void> {
    await createPlatformTable(this.store, 7311956, CREATE);
    await this.store.db.execute(
      sql`DELETE FROM platform.idempotency_keys WHERE created_at < now() - make_interval(days => ${KEEP_DAYS})`,
    );
  }

  async claim(pattern: string, key: string, hash: string): Promise<Claim> {
    const inserted = await this.store.db.execute(sql`
      INSERT INTO platform.idempotency_keys (service, pattern, key, request_hash)
      VALUES (${this.service}, ${pattern}, ${key}, ${hash})
      ON CONFLICT DO NOTHING RETURNING key`);
    if (rowsOf(inserted).length > 0) return { state: 'claimed' };
    const existing = rowsOf(
      await this.store.db.execute(sql`
        SELECT request_hash, reply FROM platform.idempotency_keys
        WHERE service = ${this.service} AND pattern = ${pattern} AND key = ${key}`),
    )[0] as { request_hash: string; reply: WritePacket | null } | undefined;
    if (!existing) return this.claim(pattern, key, hash);
    if (existing.request_hash !== hash) return { state: 'mismatch' };
    return existing.reply ? { state: 'done', reply: existing.reply } : { state: 'pending' };
  }

  async complete(pattern: string, key: string, reply: WritePacket): Promise<void> {
    const stored = reply.err === undefined ? { response: reply.response ?? null } : { err: reply.err };
    await this.store.db.execute(sql`
      UPDATE platform.idempotency_keys SET reply = ${JSON.stringify(stored)}::jsonb
      WHERE service = ${this.service} AND pattern = ${pattern} AND key = ${key}`);
  }

  async release(pattern: string, key: string): Promise<void> {
    await this.store.db.execute(sql`
      DELETE FROM platform.idempotency_keys
      WHERE service = ${this.service} AND pattern = ${pattern} AND key = ${key} AND reply IS NULL`);
  }
}

/** Creates the `platform` schema and runs a table's CREATE ... IF NOT EXISTS statements, one process at a time (`lockKey`). */
export async function createPlatformTable(store: Store, lockKey: number, statements: SQL[]): Promise<void> {
  await store.db.transaction(async (tx) => {
    // Replicas start together; CREATE ... IF NOT EXISTS alone still races in PostgreSQL.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey})`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS platform`);
    for (const statement of statements) await tx.execute(statement);
  });
}

export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
