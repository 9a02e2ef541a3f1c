import type { RecipeListPage, RecipeListReply } from '@mise/contracts';

/**
 * The gateway's copy of recent list answers. It sends the tag of the copy it holds with each list
 * call; the recipes service answers `unchanged` when that is still the current version, so an
 * unchanged list crosses the bus as a few bytes instead of its whole body. The service decides
 * freshness on every call; this only saves the transfer. Dropped whole when over its byte budget.
 */
export class ListReplies {
  private readonly entries = new Map<string, RecipeListPage>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The tag to send for this key, if a copy is held. */
  tag(key: string): string | undefined {
    return this.entries.get(key)?.tag ?? undefined;
  }

  /**
   * The page to answer with: the held copy when the service says it is unchanged (null if that
   * copy was dropped meanwhile: ask again without a tag).
   */
  resolve(key: string, reply: RecipeListReply): RecipeListPage | null {
    if ('unchanged' in reply) return this.entries.get(key) ?? null;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.body.length;
    this.entries.delete(key);
    if (reply.tag !== null) {
      if (this.bytes + reply.body.length > this.maxBytes) {
        this.entries.clear();
        this.bytes = 0;
      }
      this.entries.set(key, reply);
      this.bytes += reply.body.length;
    }
    return reply;
  }
}
