import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  CookableReply,
  FriendshipChangedEvent,
  forbidden,
  notFound,
  Recipe,
  PlanRecipe,
  RecipeCard,
  RecipeCreate,
  RecipeDeleteReply,
  Messages,
  RecipeListQuery,
  RecipeListReply,
  RecipeMayChangeReply,
  RecipeUpdate,
  RecipeUpdateReply,
  SharedRecipe,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { LruCache } from '@mise/platform-cache';
import { NewRecipeRow, RecipeRow } from '../db/schema';
import { FoodLines, foodLines, rankCookable } from './cookable';
import { FriendsCopy } from './friends-copy';
import { LIST_GENERATIONS, ListGenerations, ListPages, VIEW_SCOPE } from './list-pages';
import { toColumns, toRecipe, toSharedRecipe } from './recipe-mapping';
import { RecipesRepository } from './recipes.repository';

/** How many share-page answers (a public recipe, or none for an id) are kept. */
const SHARED_ANSWERS_KEPT = 10_000;

/** How many recipes' ingredient lines "What can I make?" keeps read (a few hundred bytes each). */
const COOKABLE_LINES_KEPT = 50_000;

/** Where the gateway serves the images it stored; any other image is an outside link. */
const STORED_IMAGE_PREFIX = '/api/images/';

/** Rules and access checks; every method names the acting user first and checks access before anything else. */
@Injectable()
export class RecipesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly pages: ListPages;
  private readonly friends: FriendsCopy;
  /**
   * Share-page answers by recipe id (null: no public recipe by that id), each with the list
   * generation it was read under: any write to the store retires them all, so a changed, deleted or
   * no longer public recipe shows at once, and an unchanged one costs no query.
   */
  private readonly sharedAnswers = new LruCache<number, { generation: number; recipe: SharedRecipe | null }>({
    maxWeight: SHARED_ANSWERS_KEPT,
  });

  /** Each recipe's food lines as read at its `updated_at`: the pantry changes far more often. */
  private readonly lines = new LruCache<number, FoodLines>({ maxWeight: COOKABLE_LINES_KEPT });

  constructor(
    private readonly repository: RecipesRepository,
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    @Optional() @Inject(LIST_GENERATIONS) generations?: ListGenerations,
  ) {
    this.pages = new ListPages(repository, generations);
    this.friends = new FriendsCopy(
      repository,
      {
        friendIds: (request) => send(bus, Messages.social.friendIds, request),
        digests: (request) => send(bus, Messages.social.friendsDigests, request),
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

  /** Every write goes through the list pages, so no cached page outlives it. */
  private write<T>(change: () => Promise<T>): Promise<T> {
    return this.pages.write(change);
  }

  /** A page of cards the user may see in a view, searched and filtered in the store. */
  list(userId: number, query: RecipeListQuery, cached?: string): Promise<RecipeListReply> {
    return this.pages.reply(userId, VIEW_SCOPE[query.view], query, cached);
  }

  /** Another user's recipes, only those the viewer may see under the privacy rules. */
  listForUser(
    viewerId: number,
    ownerId: number,
    query?: RecipeListQuery,
    cached?: string,
  ): Promise<RecipeListReply> {
    return this.pages.reply(viewerId, { kind: 'owner', ownerId }, query ?? { view: 'mine' }, cached);
  }

  async countVisible(viewerId: number, ownerId: number): Promise<{ count: number }> {
    return { count: await this.repository.countVisible(viewerId, ownerId) };
  }

  async get(userId: number, id: number): Promise<Recipe> {
    const row = await this.repository.findVisible(userId, id);
    if (!row) throw notFound('Recipe not found');
    return toRecipe(row);
  }

  /**
   * A recipe as anyone may read it on the share page, signed in or not: only a public one. A
   * private, friends-only, deleted or unknown recipe is the same NotFound, so nothing tells them apart.
   */
  async shared(id: number): Promise<SharedRecipe> {
    // Read before the recipe, so a kept answer is never older than its generation.
    const generation = await this.pages.generation();
    let kept = this.sharedAnswers.get(id);
    if (kept?.generation !== generation) {
      const row = await this.repository.findPublic(id);
      kept = { generation, recipe: row ? toSharedRecipe(row) : null };
      this.sharedAnswers.set(id, kept);
    }
    if (!kept.recipe) throw notFound('Recipe not found');
    return kept.recipe;
  }

  /** What a meal plan needs of the recipes it names, those the person may see. */
  async forPlan(userId: number, ids: number[]): Promise<PlanRecipe[]> {
    if (ids.length === 0) return [];
    return this.repository.manyVisible(userId, ids);
  }

  /**
   * The person's own and friends' shared recipes ranked by how much of each their pantry (the
   * shopping service's, asked over the bus) holds.
   */
  async cookable(userId: number, displayName: string | null, limit: number): Promise<CookableReply> {
    const [pantry, candidates] = await Promise.all([
      send(this.bus, Messages.shopping.pantryGet, { userId, displayName }),
      this.repository.ownAndFriends(userId),
    ]);
    const stale = candidates.filter((c) => this.lines.get(c.id)?.at !== c.updatedAt);
    if (stale.length > 0) {
      const at = new Map(stale.map((c) => [c.id, c.updatedAt]));
      for (const row of await this.repository.ingredientsOf([...at.keys()]))
        this.lines.set(row.id, { at: at.get(row.id) ?? 0, lines: foodLines(row.ingredients) });
    }
    const ranked = rankCookable(
      candidates.map((c) => ({ id: c.id, lines: this.lines.get(c.id)?.lines ?? [] })),
      pantry.items.map((item) => item.name),
      limit,
    );
    const rows = new Map((await this.repository.rowsOf(ranked.map((r) => r.id))).map((row) => [row.id, row]));
    return ranked.flatMap(({ id, have, total, missing }) => {
      const row = rows.get(id);
      return row ? [{ recipe: RecipeCard.parse(toRecipe(row)), have, total, missing }] : [];
    });
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

  /** The owner check of `update` on its own: the gateway asks before it stores a new image for the recipe. */
  async mayChange(userId: number, id: number): Promise<RecipeMayChangeReply> {
    await this.requireOwner(userId, id);
    return { ok: true };
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
