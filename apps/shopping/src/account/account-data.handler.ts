import { Controller, Inject, Injectable } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, eq, isNull } from 'drizzle-orm';
import { Patterns, UserDataDeletedReply, UserDataExportReply, UserDataMessage } from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { DB, Db } from '@mise/platform-db';
import { shoppingLists } from '../db/schema';

/** The person's own shopping lists (a household's list stays with the household's other members). */
@Injectable()
export class AccountDataRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private own(userId: number) {
    return and(eq(shoppingLists.ownerUserId, userId), isNull(shoppingLists.householdId));
  }

  lists(userId: number) {
    return this.db.select().from(shoppingLists).where(this.own(userId));
  }

  async deleteLists(userId: number): Promise<number> {
    const rows = await this.db
      .delete(shoppingLists)
      .where(this.own(userId))
      .returning({ id: shoppingLists.id });
    return rows.length;
  }
}

/** The shopping service's part of account export and deletion (issue 12). */
@Controller()
export class AccountDataHandler {
  constructor(private readonly repository: AccountDataRepository) {}

  @MessagePattern(Patterns.account.shopping.exportData)
  async exportData(@Payload() data: unknown): Promise<UserDataExportReply> {
    const { userId } = parseMessage(UserDataMessage, data);
    const [list] = await this.repository.lists(userId);
    return { shoppingList: list ? list.data : null, pantry: [] };
  }

  @MessagePattern(Patterns.account.shopping.deleteData)
  async deleteData(@Payload() data: unknown): Promise<UserDataDeletedReply> {
    const { userId } = parseMessage(UserDataMessage, data);
    return { deleted: await this.repository.deleteLists(userId), imageUrls: [] };
  }
}
