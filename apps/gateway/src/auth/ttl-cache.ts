/**
 * A small time-limited memo for the auth path: entries expire at a deadline, and the whole map is
 * dropped when it reaches its size limit (cheap, and the next requests simply fill it again).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.until > now ? hit.value : undefined;
  }

  set(key: string, value: V, until: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until });
  }

  /** Drops every entry whose value matches (e.g. a deleted account's profile). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }
}

/** Concurrent calls for one key share the first call's promise until it settles. */
export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  run(key: string, work: () => Promise<V>): Promise<V> {
    const current = this.running.get(key);
    if (current) return current;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
