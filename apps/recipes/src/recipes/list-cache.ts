import type { RecipeListPage } from '@mise/contracts';

/**
 * Recent list answers, each kept with the store's list generation it was made under (see
 * `listGeneration` in the schema). An answer is handed out only while that generation is still
 * the store's current one, so any change to any recipe or friendship, by any process, retires
 * every cached answer at once. Bounded by the total size of the answers kept; the least recently
 * used go first.
 */
export class ListCache {
  private readonly entries = new Map<string, { generation: number; reply: RecipeListPage }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string, generation: number): RecipeListPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.generation !== generation) {
      this.bytes -= entry.reply.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.reply;
  }

  set(key: string, generation: number, reply: RecipeListPage): void {
    const size = reply.body.length;
    if (size > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.reply.body.length;
    }
    this.entries.set(key, { generation, reply });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.reply.body.length;
    }
  }
}
