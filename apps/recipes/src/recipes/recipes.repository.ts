import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, getTableColumns, inArray, or, sql, SQL } from 'drizzle-orm';
import { RecipeCard, type RecipeFilters } from '@mise/contracts';
import { DB, Db } from '@mise/platform-db';
import { friendships, listGeneration, NewRecipeRow, RecipeRow, recipes } from '../db/schema';
import { filtersWhere, searchWhere } from './recipe-filters';

export interface ListOptions {
  status?: 'to-make' | 'made';
  /** Search words (spec section 5). */
  q?: string;
  /** The filter sheet's selections. */
  filters?: RecipeFilters;
  /** Keyset position: strictly after this (created_at text, id) in newest-first order. */
  after?: { at: string; id: number };
  limit: number;
  random?: boolean;
}

export interface ListPage {
  /** JSON text of the page's cards, built by the store. */
  body: string;
  /** The last card's keyset position when more rows follow. */
  next: { at: string; id: number } | null;
}

/** Every column a recipe is read with; the search columns are the store's own business. */
const { searchText: _searchText, searchVector: _searchVector, ...ROW } = getTableColumns(recipes);

/**
 * How a card field is read from the inner query's row `r`, where it is not the column of its own
 * name. The card's fields are `RecipeCard`'s (contracts), in its order: the shape is written there once.
 */
const CARD_FIELD_SQL: Partial<Record<keyof RecipeCard, string>> = {
  _id: 'r.id',
  user: 'r.user_display_name',
  duration_minutes: 'r.prep_time_minutes + r.cook_time_minutes',
  created_at: `to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};
const cardFields = Object.keys(RecipeCard.shape) as Array<keyof RecipeCard>;
const cardObject = `json_build_object(${cardFields.map((field) => `'${field}', ${CARD_FIELD_SQL[field] ?? `r.${field}`}`).join(', ')})`;
/** A list card, built in SQL from the inner query's alias `r` (column names only, nothing bound). */
const CARD = sql.raw(cardObject);
/** The columns the card reads: the inner query selects these and no more. */
const CARD_COLUMNS = sql.raw(
  [...new Set([...cardObject.matchAll(/\br\.(\w+)/g)].map((m) => m[1]))].join(', '),
);

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

export type RecipeListScope =
  { kind: 'own' } | { kind: 'friends' } | { kind: 'visible' } | { kind: 'owner'; ownerId: number };

/**
 * Drizzle queries only. Every read and write takes the acting user and scopes by it, so no query
 * can forget whose data it touches. Visibility (spec section 6): private -> the owner only;
 * friends_only -> the owner and their accepted friends; public -> every signed-in user.
 */
@Injectable()
export class RecipesRepository {
  /** Read before every cached list answer: built once, and prepared once per store connection. */
  private readonly generationQuery;

  constructor(@Inject(DB) private readonly db: Db) {
    this.generationQuery = db
      .select({ n: listGeneration.n })
      .from(listGeneration)
      .where(eq(listGeneration.id, 1))
      .prepare('recipes_list_generation');
  }

  /** True in SQL when the recipe's owner is an accepted friend of the viewer (the local copy). */
  private ownerIsFriendOf(viewerId: number): SQL {
    return sql`exists (select 1 from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.friendId} = ${recipes.userId})`;
  }

  private visibleTo(viewerId: number): SQL {
    return or(
      eq(recipes.userId, viewerId),
      eq(recipes.privacy, 'public'),
      and(eq(recipes.privacy, 'friends_only'), this.ownerIsFriendOf(viewerId)),
    ) as SQL;
  }

  private scopeWhere(viewerId: number, scope: RecipeListScope): SQL {
    switch (scope.kind) {
      case 'own':
        return eq(recipes.userId, viewerId);
      case 'friends':
        return and(
          this.ownerIsFriendOf(viewerId),
          inArray(recipes.privacy, ['public', 'friends_only']),
        ) as SQL;
      case 'visible':
        return this.visibleTo(viewerId);
      case 'owner':
        return and(eq(recipes.userId, scope.ownerId), this.visibleTo(viewerId)) as SQL;
    }
  }

  async insert(row: NewRecipeRow): Promise<RecipeRow> {
    const [created] = await this.db.insert(recipes).values(row).returning(ROW);
    return created;
  }

  async findVisible(viewerId: number, id: number): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .select(ROW)
      .from(recipes)
      .where(and(eq(recipes.id, id), this.visibleTo(viewerId)))
      .limit(1);
    return row;
  }

  /** A recipe anyone may read, signed in or not: a public one. */
  async findPublic(id: number): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .select(ROW)
      .from(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.privacy, 'public')))
      .limit(1);
    return row;
  }

  /**
   * One page of cards, newest first (or shuffled), as JSON text made by the store: the rows are
   * never turned into objects here. Fetches one row more than asked to know whether more follow.
   */
  async listCards(viewerId: number, scope: RecipeListScope, options: ListOptions): Promise<ListPage> {
    const result = await this.db.execute(this.pageQuery(viewerId, scope, options));
    const [row] = (
      result as unknown as { rows: { body: string; n: number; at: string | null; id: number | null }[] }
    ).rows;
    const more = Number(row.n) > options.limit && row.at !== null && row.id !== null;
    return { body: row.body, next: more ? { at: row.at as string, id: Number(row.id) } : null };
  }

  /** The one statement `listCards` runs (public so a benchmark can run or EXPLAIN the very same SQL). */
  pageQuery(viewerId: number, scope: RecipeListScope, options: ListOptions): SQL {
    const conditions = and(
      options.status ? and(eq(recipes.status, options.status), eq(recipes.archivedFlag, false)) : undefined,
      options.after && !options.random
        ? sql`(${recipes.createdAt}, ${recipes.id}) < (${options.after.at}::timestamptz, ${options.after.id})`
        : undefined,
      searchWhere(options.q),
      filtersWhere(options.filters),
    );
    const order = options.random ? sql`random()` : sql`${recipes.createdAt} desc, ${recipes.id} desc`;
    const limit = options.limit;
    const take = limit + 1;
    // The Friends view starts from the viewer's friends: each friend's newest matching recipes
    // (their own index), then the newest of those, instead of walking everyone's recipes.
    const rows =
      scope.kind === 'friends' && !options.random
        ? sql`select x.* from ${friendships} f cross join lateral (
            select ${CARD_COLUMNS} from ${recipes}
            where ${recipes.userId} = f.friend_id and ${and(inArray(recipes.privacy, ['public', 'friends_only']), conditions)}
            order by ${order} limit ${take}) x
          where f.user_id = ${viewerId} order by x.created_at desc, x.id desc limit ${take}`
        : sql`select ${CARD_COLUMNS} from ${recipes}
            where ${and(this.scopeWhere(viewerId, scope), conditions)} order by ${order} limit ${take}`;
    // The window numbers rows in the page's order; shuffled pages keep the order they came in.
    const windowOrder = options.random ? sql`` : sql`order by r.created_at desc, r.id desc`;
    return sql`
      select coalesce(json_agg(p.card order by p.rn) filter (where p.rn <= ${limit}), '[]')::text as body,
             count(*)::int as n,
             max(p.at) filter (where p.rn = ${limit}) as at,
             max(p.id) filter (where p.rn = ${limit}) as id
      from (
        select ${CARD} as card, r.created_at::text as at, r.id, row_number() over (${windowOrder}) as rn
        from (${rows}) r
      ) p`;
  }

  /** The store's list generation: goes up with every change to recipes or friendships. */
  async listGeneration(): Promise<number> {
    const [row] = await this.generationQuery.execute();
    return Number(row?.n ?? 0);
  }

  /** The recipes among `ids` the viewer may see, with what a meal plan needs of them. */
  manyVisible(viewerId: number, ids: number[]) {
    return this.db
      .select({
        id: recipes.id,
        title: recipes.title,
        servings: recipes.servings,
        ingredients: recipes.ingredients,
      })
      .from(recipes)
      .where(and(inArray(recipes.id, ids), this.visibleTo(viewerId)));
  }

  /**
   * The viewer's own recipes and their friends' shared ones (the Mine and Friends views together),
   * each with when it last changed (ms): what "What can I make?" ranks. Two index walks (by owner, and
   * by each friend as owner) instead of a test of every recipe against the friendships.
   */
  async ownAndFriends(viewerId: number): Promise<{ id: number; updatedAt: number }[]> {
    // One row of JSON text, not thousands of rows: the store builds it far faster than a driver
    // turns rows into objects.
    const result = await this.db.execute(sql`
      select coalesce(json_agg(json_build_array(v.id, (extract(epoch from v.at) * 1000)::bigint)), '[]')::text as body
      from (
        select ${recipes.id} as id, ${recipes.updatedAt} as at from ${recipes} where ${recipes.userId} = ${viewerId}
        union all
        select r.id, r.updated_at from ${friendships} f join ${recipes} r on r.user_id = f.friend_id
        where f.user_id = ${viewerId} and r.privacy in ('public', 'friends_only')
      ) v`);
    const [row] = (result as unknown as { rows: { body: string }[] }).rows;
    return (JSON.parse(row.body) as [number, number][]).map(([id, at]) => ({ id, updatedAt: Number(at) }));
  }

  /** Ingredients by recipe id, for ids the caller has already scoped. */
  ingredientsOf(ids: number[]) {
    return this.db
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      .where(inArray(recipes.id, ids));
  }

  /** Whole rows by id, for ids the caller has already scoped. */
  rowsOf(ids: number[]): Promise<RecipeRow[]> {
    return this.db.select(ROW).from(recipes).where(inArray(recipes.id, ids));
  }

  async countVisible(viewerId: number, ownerId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(recipes)
      .where(this.scopeWhere(viewerId, { kind: 'owner', ownerId }));
    return Number(row?.n ?? 0);
  }

  async updateOwned(
    ownerId: number,
    id: number,
    patch: Partial<NewRecipeRow>,
  ): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .update(recipes)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(recipes.id, id), eq(recipes.userId, ownerId)))
      .returning(ROW);
    return row;
  }

  async deleteOwned(ownerId: number, id: number): Promise<RecipeRow | undefined> {
    const [deleted] = await this.db
      .delete(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.userId, ownerId)))
      .returning(ROW);
    return deleted;
  }

  /** True when any recipe (anyone's) still names this image. */
  async imageInUse(image: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.image, image))
      .limit(1);
    return row !== undefined;
  }

  /** Keeps the copied owner name in step with social's user record. */
  async renameOwner(userId: number, displayName: string): Promise<void> {
    await this.db.update(recipes).set({ userDisplayName: displayName }).where(eq(recipes.userId, userId));
  }

  /** Both directions of an accepted friendship, so either side's reads see the other. */
  async addFriendship(a: number, b: number): Promise<void> {
    await this.db
      .insert(friendships)
      .values([
        { userId: a, friendId: b },
        { userId: b, friendId: a },
      ])
      .onConflictDoNothing();
  }

  /** The person's accepted friends in the local copy. */
  async friendIdsOf(userId: number): Promise<number[]> {
    return (await this.friendIdsOfMany([userId])).get(userId) ?? [];
  }

  /** Each of these people's accepted friends in the local copy (everyone asked for is in the map). */
  async friendIdsOfMany(userIds: readonly number[]): Promise<Map<number, number[]>> {
    const friends = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return friends;
    const rows = await this.db
      .select({ userId: friendships.userId, friendId: friendships.friendId })
      .from(friendships)
      .where(inArray(friendships.userId, [...userIds]));
    for (const row of rows) friends.get(row.userId)?.push(row.friendId);
    return friends;
  }

  /** Everyone the copy can matter for: owners of recipes and people in any friendship row. */
  async knownUserIds(): Promise<number[]> {
    const result = await this.db.execute(sql`
      select user_id as id from ${recipes} union select user_id from ${friendships} order by 1`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  }

  /**
   * Makes the copy say the person's friends are `friendIds` (both directions), but only while the
   * copy still holds `expected` for them: a friendship event applied since `expected` was read
   * means the set from social may already be out of date, and nothing is written (false). The
   * table lock makes concurrent event writes wait for this transaction instead of interleaving.
   */
  async replaceFriendsIf(userId: number, expected: number[], friendIds: number[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${friendships} in share row exclusive mode`);
      const current = await tx
        .select({ id: friendships.friendId })
        .from(friendships)
        .where(eq(friendships.userId, userId));
      if (
        !sameIds(
          current.map((row) => row.id),
          expected,
        )
      )
        return false;
      await tx
        .delete(friendships)
        .where(or(eq(friendships.userId, userId), eq(friendships.friendId, userId)));
      const others = [...new Set(friendIds)].filter((id) => id !== userId);
      if (others.length > 0)
        await tx
          .insert(friendships)
          .values(
            others.flatMap((id) => [
              { userId, friendId: id },
              { userId: id, friendId: userId },
            ]),
          )
          .onConflictDoNothing();
      return true;
    });
  }

  async removeFriendship(a: number, b: number): Promise<void> {
    await this.db
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.userId, a), eq(friendships.friendId, b)),
          and(eq(friendships.userId, b), eq(friendships.friendId, a)),
        ),
      );
  }
}
