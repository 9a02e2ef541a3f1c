import { sql } from 'drizzle-orm';
import { checkEventPayload, type EventDefinition, type PayloadInputOf } from '@mise/contracts';
import { currentContext } from '@mise/platform-observability';
import { createPlatformTable, rowsOf } from './idempotency';
import type { Db, Store } from './store';

/** The platform's own table (not a service's schema): events committed with a change, not yet published. */
const CREATE = [
  sql`CREATE TABLE IF NOT EXISTS platform.outbox (
    id bigserial PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now(),
    service text NOT NULL, pattern text NOT NULL, data jsonb NOT NULL, request_id text
  )`,
  sql`CREATE INDEX IF NOT EXISTS outbox_service_id ON platform.outbox (service, id)`,
];

/** One stored event as the relay hands it to the bus. */
export interface OutboxEvent {
  /** Unique per stored event and deployment: the bus drops a second publish with the same id. */
  id: string;
  pattern: string;
  data: unknown;
  requestId?: string;
}

/**
 * Records an event inside a transaction; it is published only if the transaction commits. The
 * payload is checked against the event's schema here (a wrong one throws and rolls the change back).
 */
export type RecordEvent = <E extends EventDefinition>(event: E, payload: PayloadInputOf<E>) => void;

const BATCH = 100;
const POLL_MS = 1000;

/**
 * A transactional outbox. A change and the events that announce it are committed together
 * (`transaction`), so an event is never lost to a bus that is down or a crash after the commit;
 * the relay (`start`) publishes stored events in the order they were stored, and deletes each once
 * the bus has taken it. A crash between the publish and the delete publishes that event again:
 * consumers must be idempotent (the NATS transport also drops a repeated event id).
 */
export class Outbox {
  private publish?: (event: OutboxEvent) => Promise<void>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private queued?: Promise<void>;

  constructor(
    private readonly store: Store,
    private readonly service: string,
  ) {}

  /** Creates the table if needed. */
  async prepare(): Promise<void> {
    await createPlatformTable(this.store, 7311957, CREATE);
  }

  /**
   * Runs `work` in one transaction. Every query in it must go through `tx` (PGlite has one
   * session: a query outside would wait for this transaction). Events it records are stored in the
   * same transaction and handed to the relay once it committed.
   */
  async transaction<T>(work: (tx: Db, record: RecordEvent) => Promise<T>): Promise<T> {
    const events: { pattern: string; data: unknown }[] = [];
    const requestId = currentContext()?.requestId ?? null;
    const result = await this.store.db.transaction(async (tx) => {
      const value = await work(tx as unknown as Db, (event, payload) => {
        checkEventPayload(event, payload);
        events.push({ pattern: event.name, data: payload });
      });
      for (const event of events)
        await tx.execute(sql`
          INSERT INTO platform.outbox (service, pattern, data, request_id)
          VALUES (${this.service}, ${event.pattern}, ${JSON.stringify(event.data ?? null)}::jsonb, ${requestId})`);
      return value;
    });
    if (events.length > 0) void this.flush();
    return result;
  }

  /**
   * Starts relaying with `publish` (resolves once the bus holds the event): now, after every
   * transaction that recorded events, and every `pollMs` for what a failed publish left behind.
   */
  start(publish: (event: OutboxEvent) => Promise<void>, pollMs = POLL_MS): void {
    this.publish = publish;
    this.timer = setInterval(() => void this.flush(), pollMs);
    this.timer.unref();
    void this.flush();
  }

  /** Stops relaying after the pass in flight; what is left is published by the next start. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.publish = undefined;
    await this.running;
  }

  /**
   * One relay pass at a time: publishes what is stored, oldest first, until nothing is left or a
   * publish fails (the rest waits for the next pass, so the order holds). Resolves when done.
   */
  flush(): Promise<void> {
    if (!this.publish) return Promise.resolve();
    if (this.running) {
      // One more pass after the one in flight (which may have read before this call's events).
      this.queued ??= this.running.then(() => {
        this.queued = undefined;
        return this.flush();
      });
      return this.queued;
    }
    this.running = this.pass()
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** How many events wait to be published. */
  async pending(): Promise<number> {
    const rows = rowsOf(
      await this.store.db.execute(
        sql`SELECT count(*)::int AS n FROM platform.outbox WHERE service = ${this.service}`,
      ),
    );
    return Number(rows[0]?.n ?? 0);
  }

  private async pass(): Promise<void> {
    for (;;) {
      const rows = rowsOf(
        await this.store.db.execute(sql`
          SELECT id::text AS id, pattern, data, request_id,
            (extract(epoch FROM created_at) * 1000000)::bigint::text AS created
          FROM platform.outbox WHERE service = ${this.service} ORDER BY id LIMIT ${BATCH}`),
      ) as { id: string; pattern: string; data: unknown; request_id: string | null; created: string }[];
      if (rows.length === 0) return;
      for (const row of rows) {
        const publish = this.publish;
        if (!publish) return;
        await publish({
          // The row id alone repeats when a database is recreated; with its time it does not.
          id: `${this.service}-${row.id}-${row.created}`,
          pattern: row.pattern,
          data: row.data,
          ...(row.request_id ? { requestId: row.request_id } : {}),
        });
        await this.store.db.execute(sql`DELETE FROM platform.outbox WHERE id = ${row.id}::bigint`);
      }
    }
  }
}
