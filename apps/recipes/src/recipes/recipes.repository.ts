import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, or, sql, SQL } from 'drizzle-orm';
import { DB, Db } from '@mise/platform-db';
import { friendships, NewRecipeRow, RecipeRow, recipes } from '../db/schema';

export type RecipeListScope =
  { kind: 'own' } | { kind: 'friends' } | { kind: 'visible' } | { kind: 'owner'; ownerId: number };

/**
 * Drizzle queries only. Every read and write takes the acting user and scopes by it, so no query
 * can forget whose data it touches. Visibility (spec section 6): private -> the owner only;
 * friends_only -> the owner and their accepted friends; public -> every signed-in user.
 */
@Injectable()
export class RecipesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

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
    const [created] = await this.db.insert(recipes).values(row).returning();
    return created;
  }

  async findVisible(viewerId: number, id: number): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.id, id), this.visibleTo(viewerId)))
      .limit(1);
    return row;
  }

  async list(viewerId: number, scope: RecipeListScope, random = false): Promise<RecipeRow[]> {
    const order = random ? [sql`random()`] : [desc(recipes.createdAt), desc(recipes.id)];
    return this.db
      .select()
      .from(recipes)
      .where(this.scopeWhere(viewerId, scope))
      .orderBy(...order);
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
      .returning();
    return row;
  }

  async deleteOwned(ownerId: number, id: number): Promise<RecipeRow | undefined> {
    const [deleted] = await this.db
      .delete(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.userId, ownerId)))
      .returning();
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
