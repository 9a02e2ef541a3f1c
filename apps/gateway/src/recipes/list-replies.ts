import type { RecipeListPage, RecipeListReply } from '@mise/contracts';
import { LruCache } from '@mise/platform-cache';

/** The most the held list bodies may weigh together (bytes). */
const HELD_BYTES = 32 * 1024 * 1024;

/**
 * The gateway's copy of recent list answers, each with its ETag (`tag`). Each list call sends the
 * ETag of the copy held, as a conditional request does; the recipes service answers `unchanged`
 * when that is still the current version, so an unchanged list crosses the bus as a few bytes
 * instead of its whole body. The service decides freshness on every call; this only saves the
 * transfer.
 */
export class ListReplies {
  private readonly held = new LruCache<string, RecipeListPage>({
    maxWeight: HELD_BYTES,
    weigh: (page) => page.body.length,
  });

  /** The ETag to send for this key, if a copy is held. */
  tag(key: string): string | undefined {
    return this.held.get(key)?.tag ?? undefined;
  }

  /**
   * The page to answer with: the held copy when the service says it is unchanged (null if that
   * copy was dropped meanwhile: ask again without an ETag).
   */
  resolve(key: string, reply: RecipeListReply): RecipeListPage | null {
    if ('unchanged' in reply) return this.held.get(key) ?? null;
    if (reply.tag === null) this.held.delete(key);
    else this.held.set(key, reply);
    return reply;
  }
}
