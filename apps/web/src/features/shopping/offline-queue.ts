import type { ShoppingList } from '@mise/contracts';
import type { LocalOp } from './list-model';

/** What the queue does with a send that failed: keep it and try later, or drop it for good. */
export type Failure = 'offline' | 'retry' | 'refused';

export interface QueueIo {
  /** Sends one change; resolves with the list the server holds after it. */
  send(op: LocalOp): Promise<ShoppingList>;
  /** Offline (no answer), retry (server error, token) or refused (the item is gone). */
  classify(error: unknown): Failure;
  /** The queue changed: show it and keep it (IndexedDB). */
  changed(ops: LocalOp[]): void;
  /** The server answered a change with its list. */
  sent(list: ShoppingList): void;
  /** Whether the last attempt found the connection down. */
  offline(down: boolean): void;
}

/**
 * The changes made on this phone, in order, until the server has them. A change is sent after a
 * delay (the spec's debounces) and only once `start` has been called (after the first load); a
 * send that finds the connection down keeps it, and it goes again on `flush` (the browser's online
 * event) or after `retryMs`. A change the server refuses (another member removed the item) is
 * dropped; every other change survives reloads through `changed`.
 */
export class OfflineQueue {
  private ops: LocalOp[] = [];
  private sending = false;
  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly io: QueueIo,
    private readonly retryMs = 5000,
  ) {}

  get pending(): readonly LocalOp[] {
    return this.ops;
  }

  /** Puts changes saved by an earlier visit before any made since. */
  restore(saved: LocalOp[]): void {
    if (saved.length === 0) return;
    this.update([...saved, ...this.ops]);
  }

  /** The first load is done: changes may go out from now on. */
  start(): void {
    this.started = true;
    if (this.ops.length > 0) void this.flush();
  }

  /** Queues a change; a second check of an item before the first is sent replaces it. */
  add(op: LocalOp, delayMs: number): void {
    let queue = this.ops;
    if (op.op === 'check') {
      const from = this.sending ? 1 : 0;
      queue = [
        ...queue.slice(0, from),
        ...queue.slice(from).filter((o) => !(o.op === 'check' && o.id === op.id)),
      ];
    }
    this.update([...queue, op]);
    this.schedule(delayMs);
  }

  /** Sends queued changes one by one; stops at the first failure worth retrying. */
  async flush(): Promise<void> {
    if (this.sending || !this.started) return;
    this.sending = true;
    try {
      while (this.ops.length > 0) {
        const [op] = this.ops;
        try {
          this.io.sent(await this.io.send(op));
          this.io.offline(false);
        } catch (error) {
          const failure = this.io.classify(error);
          if (failure !== 'refused') {
            this.io.offline(failure === 'offline');
            this.schedule(this.retryMs);
            return;
          }
        }
        this.update(this.ops.slice(1));
      }
    } finally {
      this.sending = false;
    }
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delayMs);
  }

  private update(next: LocalOp[]): void {
    this.ops = next;
    this.io.changed(next);
  }
}
