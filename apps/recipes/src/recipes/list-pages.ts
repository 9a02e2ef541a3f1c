import { randomUUID } from 'node:crypto';
import { invalid, RECIPE_LIST_MAX, RecipeListPage, RecipeListQuery, RecipeListReply } from '@mise/contracts';
import { LruCache } from '@mise/platform-cache';
import { ListOptions, RecipeListScope, RecipesRepository } from './recipes.repository';

/** The scope each list view reads. */
export const VIEW_SCOPE: Record<RecipeListQuery['view'], RecipeListScope> = {
  mine: { kind: 'own' },
  all: { kind: 'visible' },
  friends: { kind: 'friends' },
};

/**
 * Who counts list generations: 'store' reads the store's trigger-kept number on every list (exact
 * across processes sharing PostgreSQL); 'this-process' counts in memory, exact only when this
 * process is the store's one writer (PGlite: one process per data directory).
 */
export type ListGenerations = 'store' | 'this-process';
export const LIST_GENERATIONS = Symbol('LIST_GENERATIONS');

/** The most the cached page bodies may weigh together (bytes). */
const CACHED_PAGE_BYTES = 32 * 1024 * 1024;

/** A keyset position as an opaque cursor: clients hand back what they were given. */
function encodeCursor(position: { at: string; id: number }): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: number } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Number.isInteger(id))
      return { at, id: id as number };
  } catch {
    // falls through to the refusal
  }
  throw invalid('Invalid cursor');
}

/** What the store is asked for one list page: the bench's floor runs exactly this. */
export function pageOptions(query: RecipeListQuery): ListOptions {
  return {
    status: query.status,
    q: query.q,
    filters: query.filters,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: query.limit ?? RECIPE_LIST_MAX,
    random: query.random ?? false,
  };
}

/**
 * List pages and their cache. Each page is kept with the list generation it was made under (see
 * `listGeneration` in the schema) and handed out only while that generation is still current, so any
 * change to any recipe or friendship, by any process, retires every cached page at once. A page's
 * generation is its ETag: a caller that sends the ETag of the page it holds gets `unchanged`.
 */
export class ListPages {
  private readonly cache = new LruCache<string, { generation: number; page: RecipeListPage }>({
    maxWeight: CACHED_PAGE_BYTES,
    weigh: ({ page }) => page.body.length,
  });
  /** Counted here when this process is the store's only writer; null: read the store's own. */
  private ownGeneration: number | null;
  /** Put before the generation in ETags: a count kept in memory starts again at 0 in a new process. */
  private readonly epoch: string;

  constructor(
    private readonly repository: RecipesRepository,
    generations: ListGenerations = 'store',
  ) {
    this.ownGeneration = generations === 'this-process' ? 0 : null;
    this.epoch = this.ownGeneration === null ? 'g' : `${randomUUID()}:`;
  }

  /**
   * Every write to the recipes store goes through here. Counting in this process, the generation
   * goes up before the write (pages computed during it are retired afterwards) and again after it,
   * before the caller hears back. The store's triggers count every write in any case.
   */
  async write<T>(change: () => Promise<T>): Promise<T> {
    if (this.ownGeneration !== null) this.ownGeneration++;
    try {
      return await change();
    } finally {
      if (this.ownGeneration !== null) this.ownGeneration++;
    }
  }

  /**
   * The current list generation: it changes with every write to the recipes store, so anything
   * read under one generation is still true while it is current.
   */
  generation(): Promise<number> | number {
    return this.ownGeneration ?? this.repository.listGeneration();
  }

  /** The page, or `unchanged` when `cached` is the ETag of this very version of it. */
  async reply(
    viewerId: number,
    scope: RecipeListScope,
    query: RecipeListQuery,
    cached: string | undefined,
  ): Promise<RecipeListReply> {
    const page = await this.page(viewerId, scope, query);
    return page.tag !== null && page.tag === cached ? { unchanged: true } : page;
  }

  private async page(
    viewerId: number,
    scope: RecipeListScope,
    query: RecipeListQuery,
  ): Promise<RecipeListPage> {
    if (query.random) return this.fromStore(viewerId, scope, query, null);
    // The generation is read before the page, so a cached page is never older than its generation.
    const generation = await this.generation();
    const key = JSON.stringify([viewerId, scope, query]);
    const cached = this.cache.get(key);
    if (cached?.generation === generation) return cached.page;
    const page = await this.fromStore(viewerId, scope, query, `${this.epoch}${generation}`);
    this.cache.set(key, { generation, page });
    return page;
  }

  private async fromStore(
    viewerId: number,
    scope: RecipeListScope,
    query: RecipeListQuery,
    tag: string | null,
  ): Promise<RecipeListPage> {
    const found = await this.repository.listCards(viewerId, scope, pageOptions(query));
    return { body: found.body, nextCursor: found.next ? encodeCursor(found.next) : null, tag };
  }
}
