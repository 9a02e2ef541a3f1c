import { Controller, Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import { Messages, UserDataDeletedReply, ShoppingExportPart, UserDataMessage } from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
import { DB, Db } from '@mise/platform-db';
import { pantries, pantryImages, planCalendars, planEntries, shoppingLists } from '../db/schema';

/** The person's own shopping lists (a household's list stays with the household's other members). */
@Injectable()
export class AccountDataRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private own(
    table: typeof shoppingLists | typeof pantries | typeof pantryImages | typeof planEntries,
    userId: number,
  ) {
    return and(eq(table.ownerUserId, userId), isNull(table.householdId));
  }

  async everything(userId: number) {
    const [list] = await this.db.select().from(shoppingLists).where(this.own(shoppingLists, userId));
    const [pantry] = await this.db.select().from(pantries).where(this.own(pantries, userId));
    const photos = await this.db.select().from(pantryImages).where(this.own(pantryImages, userId));
    return { list, pantry, photos };
  }

  async deleteAll(userId: number): Promise<{ deleted: number; imageUrls: string[] }> {
    const lists = await this.db
      .delete(shoppingLists)
      .where(this.own(shoppingLists, userId))
      .returning({ id: shoppingLists.id });
    const pantry = await this.db
      .delete(pantries)
      .where(this.own(pantries, userId))
      .returning({ id: pantries.id });
    const photos = await this.db
      .delete(pantryImages)
      .where(this.own(pantryImages, userId))
      .returning({ imageUrl: pantryImages.imageUrl });
    const plan = await this.db
      .delete(planEntries)
      .where(this.own(planEntries, userId))
      .returning({ id: planEntries.id });
    await this.db.delete(planCalendars).where(eq(planCalendars.userId, userId));
    return {
      deleted: lists.length + pantry.length + photos.length + plan.length,
      imageUrls: photos.map((photo) => photo.imageUrl),
    };
  }
}

/** The shopping service's part of account export and deletion (issue 12). */
@Controller()
export class AccountDataHandler {
  constructor(private readonly repository: AccountDataRepository) {}

  @Handles(Messages.account.shopping.exportData)
  async exportData({ userId }: UserDataMessage): Promise<ShoppingExportPart> {
    const { list, pantry, photos } = await this.repository.everything(userId);
    return {
      shoppingList: list ? list.data : null,
      pantry: pantry ? pantry.data.items : [],
      pantryPhotos: photos.map((photo) => ({ url: photo.imageUrl, name: photo.name })),
    };
  }

  @Handles(Messages.account.shopping.deleteData)
  async deleteData({ userId }: UserDataMessage): Promise<UserDataDeletedReply> {
    return this.repository.deleteAll(userId);
  }
}
