/**
 * A small time-limited memo for the auth path: entries expire at a deadline, and the whole map is
 * dropped when it reaches its size limit (cheap, and the next requests simply fill it again).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.until > now ? hit.value : undefined;
  }

  set(key: string, value: V, until: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until });
  }

  /**
   * The entry for `key`, else `load`'s value, kept until the deadline it gives. Calls for one key
   * while its load runs share that load: a burst of requests when an entry expires makes one call.
   */
  getOrLoad(key: string, load: () => Promise<{ value: V; until: number }>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.loading.get(key);
    if (running) return running;
    const started = load()
      .then(({ value, until }) => {
        this.set(key, value, until);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, started);
    return started;
  }

  /** Drops every entry whose value matches (e.g. a deleted account's profile). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }
}
