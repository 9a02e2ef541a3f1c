import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  Events,
  FriendIdsReply,
  FriendsDigestsReply,
  FriendshipChangedEvent,
  forbidden,
  notFound,
  Recipe,
  RecipeCreate,
  RecipeDeleteReply,
  invalid,
  Patterns,
  RECIPE_LIST_MAX,
  RecipeListQuery,
  RecipeListPage,
  RecipeListReply,
  RecipeUpdate,
  RecipeUpdateReply,
} from '@mise/contracts';
import { BUS_CLIENT, emitEvent, send } from '@mise/platform-bus';
import { NewRecipeRow, RecipeRow } from '../db/schema';
import { FriendsCopy } from './friends-copy';
import { ListCache } from './list-cache';
import { filtersWhere, searchWhere } from './recipe-filters';
import { toColumns, toRecipe } from './recipe-mapping';
import { ListOptions, RecipeListScope, RecipesRepository } from './recipes.repository';

export const VIEW_SCOPE: Record<RecipeListQuery['view'], RecipeListScope> = {
  mine: { kind: 'own' },
  all: { kind: 'visible' },
  friends: { kind: 'friends' },
};

/** The page, or `unchanged` when the caller already holds this very version of it. */
function unlessCached(page: RecipeListPage, cached: string | undefined): RecipeListReply {
  return page.tag !== null && page.tag === cached ? { unchanged: true } : page;
}

/**
 * Who counts list generations: 'store' reads the store's trigger-kept number on every list (exact
 * across processes sharing PostgreSQL); 'this-process' counts in memory, exact only when this
 * process is the store's one writer (PGlite: one process per data directory).
 */
export type ListGenerations = 'store' | 'this-process';
export const LIST_GENERATIONS = Symbol('LIST_GENERATIONS');

/** A keyset position as an opaque token: clients hand back what they were given. */
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

/** What the store is asked for one list page (search, filters, keyset): the bench's floor runs exactly this. */
export function pageOptions(query: RecipeListQuery): ListOptions {
  return {
    status: query.status,
    where: [searchWhere(query.q), filtersWhere(query.filters)].filter((w) => w !== undefined),
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: query.limit ?? RECIPE_LIST_MAX,
    random: query.random ?? false,
  };
}

/** Where the gateway serves the images it stored; any other image is an outside link. */
const STORED_IMAGE_PREFIX = '/api/images/';

/** Rules and access checks; every method names the acting user first and checks access before anything else. */
@Injectable()
export class RecipesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly cache = new ListCache();
  private readonly friends: FriendsCopy;
  /** Counted here when this process is the store's only writer; null: read the store's own. */
  private ownGeneration: number | null;
  private readonly epoch: string;

  constructor(
    private readonly repository: RecipesRepository,
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    @Optional() @Inject(LIST_GENERATIONS) generations?: ListGenerations,
  ) {
    this.ownGeneration = generations === 'this-process' ? 0 : null;
    // A count kept in memory starts again at 0 in a new process: its tags carry this process's mark.
    this.epoch = this.ownGeneration === null ? 'g' : `${randomUUID()}:`;
    this.friends = new FriendsCopy(
      repository,
      {
        friendIds: (request) => send<FriendIdsReply>(bus, Patterns.social.friendIds, request),
        digests: (request) => send<FriendsDigestsReply>(bus, Patterns.social.friendsDigests, request),
      },
      (change) => this.write(change),
    );
  }

  /** Events missed while this service was down (or never published) are made good from social. */
  onApplicationBootstrap(): void {
    void this.friends.catchUpAll().catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.friends.close();
  }

  /**
   * Every write goes through here. Counting in this process, the generation goes up before the
   * write (pages computed during it are retired afterwards) and again after it, before the caller
   * hears back. The store's triggers count every write in any case.
   */
  private async write<T>(change: () => Promise<T>): Promise<T> {
    if (this.ownGeneration !== null) this.ownGeneration++;
    try {
      return await change();
    } finally {
      if (this.ownGeneration !== null) this.ownGeneration++;
    }
  }

  /** A page of cards the user may see in a view, searched and filtered in the store. */
  async list(userId: number, query: RecipeListQuery, cached?: string): Promise<RecipeListReply> {
    return unlessCached(await this.page(userId, VIEW_SCOPE[query.view], query), cached);
  }

  /** Another user's recipes, only those the viewer may see under the privacy rules. */
  async listForUser(
    viewerId: number,
    ownerId: number,
    query?: RecipeListQuery,
    cached?: string,
  ): Promise<RecipeListReply> {
    const page = await this.page(viewerId, { kind: 'owner', ownerId }, query ?? { view: 'mine' });
    return unlessCached(page, cached);
  }

  private async page(
    viewerId: number,
    scope: RecipeListScope,
    query: RecipeListQuery,
  ): Promise<RecipeListPage> {
    if (query.random) return this.pageFromStore(viewerId, scope, query, null);
    // The generation is read before the page, so a cached page is never older than its generation.
    const generation = this.ownGeneration ?? (await this.repository.listGeneration());
    const key = JSON.stringify([viewerId, scope, query]);
    const cached = this.cache.get(key, generation);
    if (cached) return cached;
    const reply = await this.pageFromStore(viewerId, scope, query, `${this.epoch}${generation}`);
    this.cache.set(key, generation, reply);
    return reply;
  }

  private async pageFromStore(
    viewerId: number,
    scope: RecipeListScope,
    query: RecipeListQuery,
    tag: string | null,
  ): Promise<RecipeListPage> {
    const page = await this.repository.listCards(viewerId, scope, pageOptions(query));
    return { body: page.body, nextCursor: page.next ? encodeCursor(page.next) : null, tag };
  }

  async countVisible(viewerId: number, ownerId: number): Promise<{ count: number }> {
    return { count: await this.repository.countVisible(viewerId, ownerId) };
  }

  async get(userId: number, id: number): Promise<Recipe> {
    const row = await this.repository.findVisible(userId, id);
    if (!row) throw notFound('Recipe not found');
    return toRecipe(row);
  }

  async create(userId: number, displayName: string | null, body: RecipeCreate): Promise<Recipe> {
    const columns = { ...toColumns(body), title: body.title, userId, userDisplayName: displayName };
    // Section 4: a rating above 0 means the recipe was made.
    if ((body.your_rating ?? 0) > 0) columns.status = 'made';
    if (body.original_recipe_id !== undefined) {
      // A saved copy ('Want to make?'): the original must be one the user may see, and who made it
      // and how they rated it come from the original, never from the client.
      const original = await this.repository.findVisible(userId, body.original_recipe_id);
      if (!original) throw notFound('Recipe not found');
      columns.originalRecipeId = original.id;
      columns.originalOwnerUserId = original.userId;
      columns.originalOwnerDisplayName = original.userDisplayName ?? body.original_owner_display_name ?? null;
      columns.originalRating = original.yourRating ?? 0;
    }
    const row = await this.write(() => this.repository.insert(columns));
    return toRecipe(row);
  }

  async update(userId: number, id: number, body: RecipeUpdate): Promise<RecipeUpdateReply> {
    const before = await this.requireOwner(userId, id);
    const columns: Partial<NewRecipeRow> = toColumns(body);
    // Section 4: a rating above 0 sets made, a rating of 0 (or cleared) sets to-make.
    if (body.your_rating !== undefined) columns.status = (body.your_rating ?? 0) > 0 ? 'made' : 'to-make';
    const row = await this.write(() => this.repository.updateOwned(userId, id, columns));
    if (!row) throw notFound('Recipe not found');
    const releasedImages = row.image === before.image ? [] : await this.released(before.image);
    return { recipe: toRecipe(row), releasedImages };
  }

  async delete(userId: number, id: number): Promise<RecipeDeleteReply> {
    await this.requireOwner(userId, id);
    const deleted = await this.write(() => this.repository.deleteOwned(userId, id));
    if (!deleted) throw notFound('Recipe not found');
    emitEvent(this.bus, Events.recipeDeleted, { id, user_id: userId });
    return { deleted: true, releasedImages: await this.released(deleted.image) };
  }

  /**
   * A stored image no recipe names any more. Stored keys are content hashes and a saved copy keeps
   * the original's image, so one file can back several recipes: it is released only by the last.
   */
  private async released(image: string): Promise<string[]> {
    if (!image.startsWith(STORED_IMAGE_PREFIX)) return [];
    return (await this.repository.imageInUse(image)) ? [] : [image];
  }

  async ownerRenamed(userId: number, displayName: string): Promise<void> {
    await this.write(() => this.repository.renameOwner(userId, displayName));
  }

  /** Keeps the local copy of accepted friendships; a removed one closes access at once. */
  friendshipChanged(event: FriendshipChangedEvent): Promise<void> {
    return this.friends.apply(event);
  }

  /** Rebuilds the copy of everyone known here from social (what start does); resolves when done or deferred. */
  catchUpFriends(): Promise<void> {
    return this.friends.catchUpAll();
  }

  /** A recipe the user cannot see does not exist for them; one they can see but do not own is off limits. */
  private async requireOwner(userId: number, id: number): Promise<RecipeRow> {
    const row = await this.repository.findVisible(userId, id);
    if (!row) throw notFound('Recipe not found');
    if (row.userId !== userId) throw forbidden('You can only change your own recipes');
    return row;
  }
}
