import { Controller, Inject, Injectable } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { eq } from 'drizzle-orm';
import { Patterns, UserDataDeletedReply, UserDataExportReply, UserDataMessage } from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { DB, Db } from '@mise/platform-db';
import { users } from '../db/schema';

/** The person's own row; friendships, dismissals and household memberships cascade with it. */
@Injectable()
export class AccountDataRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async find(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async delete(userId: number) {
    const [row] = await this.db.delete(users).where(eq(users.id, userId)).returning();
    return row;
  }
}

/** The social service's part of account export and deletion (issue 12). */
@Controller()
export class AccountDataHandler {
  constructor(private readonly repository: AccountDataRepository) {}

  @MessagePattern(Patterns.account.social.exportData)
  async exportData(@Payload() data: unknown): Promise<UserDataExportReply> {
    const { userId } = parseMessage(UserDataMessage, data);
    const row = await this.repository.find(userId);
    return {
      profile: row
        ? {
            id: row.id,
            display_name: row.displayName,
            email: row.email,
            profile_image_url: row.profileImageUrl,
            created_at: row.createdAt.toISOString(),
          }
        : null,
    };
  }

  @MessagePattern(Patterns.account.social.deleteData)
  async deleteData(@Payload() data: unknown): Promise<UserDataDeletedReply> {
    const { userId } = parseMessage(UserDataMessage, data);
    const row = await this.repository.delete(userId);
    return { deleted: row ? 1 : 0, imageUrls: row?.profileImageUrl ? [row.profileImageUrl] : [] };
  }
}
