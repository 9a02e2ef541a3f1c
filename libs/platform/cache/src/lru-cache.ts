/** How an LRU cache is bounded, and how heavy each value is. */
export interface LruCacheOptions<V> {
  /** The most the values kept may weigh together; past it, the least recently used go first. */
  maxWeight: number;
  /** A value's weight (its bytes, for a cached body); every value weighs 1 without it. */
  weigh?: (value: V) => number;
  /** The clock that expiry times are read against (a spec passes its own). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  weight: number;
  /** When the value stops being handed out (ms since the epoch); never when absent. */
  expiresAt?: number;
}

/**
 * The app's one in-memory cache: a map bounded by total weight that, when full, forgets the least
 * recently used entries first. That is its only eviction rule. An entry may also carry an expiry
 * time (a verified token, a profile kept briefly), after which it is a miss; a value heavier than
 * the whole budget is not kept at all.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();
  private readonly weigh: (value: V) => number;
  private readonly now: () => number;
  private weight = 0;

  constructor(private readonly options: LruCacheOptions<V>) {
    this.weigh = options.weigh ?? (() => 1);
    this.now = options.now ?? Date.now;
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** The value for `key` if kept and not expired; it becomes the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.weight -= entry.weight;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` (until `expiresAt`, when given), forgetting the least recently used past the budget. */
  set(key: K, value: V, expiresAt?: number): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.options.maxWeight) return;
    this.entries.set(key, { value, weight, expiresAt });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.options.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** Forgets every entry whose value matches (a deleted account's profile, say). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.delete(key);
  }

  /**
   * The value for `key`, else `load`'s, kept until the expiry it gives. Calls for one key while its
   * load runs share that load: a burst of requests when an entry expires makes one call.
   */
  getOrLoad(key: K, load: () => Promise<{ value: V; expiresAt?: number }>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.loading.get(key);
    if (running) return running;
    const started = load()
      .then(({ value, expiresAt }) => {
        this.set(key, value, expiresAt);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, started);
    return started;
  }
}
