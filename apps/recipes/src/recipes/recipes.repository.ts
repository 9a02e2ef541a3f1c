import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ne, or, sql, SQL } from 'drizzle-orm';
import { DB, Db } from '@mise/platform-db';
import { NewRecipeRow, RecipeRow, recipes } from '../db/schema';

export type RecipeListScope = 'own' | 'own-and-public' | 'others-public';

/**
 * Drizzle queries only. Every read and write takes the acting user and scopes by it, so no query
 * can forget whose data it touches. Visibility today: the owner, or anyone when public
 * (friends_only opens to friends once social keeps friendships).
 */
@Injectable()
export class RecipesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private visibleTo(viewerId: number): SQL {
    return or(eq(recipes.userId, viewerId), eq(recipes.privacy, 'public')) as SQL;
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
    const where =
      scope === 'own'
        ? eq(recipes.userId, viewerId)
        : scope === 'own-and-public'
          ? this.visibleTo(viewerId)
          : and(ne(recipes.userId, viewerId), eq(recipes.privacy, 'public'));
    const order = random ? [sql`random()`] : [desc(recipes.createdAt), desc(recipes.id)];
    return this.db
      .select()
      .from(recipes)
      .where(where)
      .orderBy(...order);
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

  async deleteOwned(ownerId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.userId, ownerId)))
      .returning({ id: recipes.id });
    return deleted.length > 0;
  }

  /** Keeps the copied owner name in step with social's user record. */
  async renameOwner(userId: number, displayName: string): Promise<void> {
    await this.db.update(recipes).set({ userDisplayName: displayName }).where(eq(recipes.userId, userId));
  }
}
