import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, inArray } from 'drizzle-orm';
import { DB, Db } from '@mise/platform-db';
import { RecipeRow, recipes } from '../db/schema';

/** One person's recipes, all of them, for their export and their account deletion. */
@Injectable()
export class AccountDataRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  ownedBy(userId: number): Promise<RecipeRow[]> {
    return this.db
      .select()
      .from(recipes)
      .where(eq(recipes.userId, userId))
      .orderBy(desc(recipes.createdAt), desc(recipes.id));
  }

  /** Deletes every recipe the person owns; returns the image URLs they named. */
  async deleteOwnedBy(userId: number): Promise<{ deleted: number; images: string[] }> {
    const rows = await this.db
      .delete(recipes)
      .where(eq(recipes.userId, userId))
      .returning({ image: recipes.image });
    return { deleted: rows.length, images: [...new Set(rows.map((row) => row.image).filter(Boolean))] };
  }

  /** Of these image URLs, the ones some remaining recipe (a friend's saved copy) still shows. */
  async stillUsed(images: string[]): Promise<Set<string>> {
    if (images.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ image: recipes.image })
      .from(recipes)
      .where(inArray(recipes.image, images));
    return new Set(rows.map((row) => row.image));
  }
}
