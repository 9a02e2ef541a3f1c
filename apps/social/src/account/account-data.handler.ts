import { Controller, Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import {
  BusEvents,
  FriendshipChangedEvent,
  Messages,
  UserDataDeletedReply,
  SocialExportPart,
  UserDataMessage,
} from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
import { DB, Db, Outbox } from '@mise/platform-db';
import { users } from '../db/schema';
import { FriendsRepository } from '../friends/friends.repository';
import { HouseholdsService } from '../households/households.service';

/** The person's own row; friendships, dismissals and household memberships cascade with it. */
@Injectable()
export class AccountDataRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The same queries inside a transaction (an outbox transaction's `tx`). */
  in(tx: Db): AccountDataRepository {
    return new AccountDataRepository(tx);
  }

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
  constructor(
    private readonly repository: AccountDataRepository,
    private readonly households: HouseholdsService,
    private readonly friends: FriendsRepository,
    private readonly outbox: Outbox,
  ) {}

  @Handles(Messages.account.social.exportData)
  async exportData({ userId }: UserDataMessage): Promise<SocialExportPart> {
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

  @Handles(Messages.account.social.deleteData)
  async deleteData({ userId }: UserDataMessage): Promise<UserDataDeletedReply> {
    // The household is dissolved for everyone, as when a member leaves (spec section 4).
    await this.households.leave(userId).catch(() => undefined);
    const row = await this.outbox.transaction(async (tx, record) => {
      // Consumers keeping a copy of friend pairs (recipes' friends_only) drop the person's.
      for (const friendId of await this.friends.in(tx).friendIds(userId)) {
        const event: FriendshipChangedEvent = { user_id: userId, friend_id: friendId, status: 'removed' };
        record(BusEvents.friendshipChanged, event);
      }
      // Friendships, dismissals and invitations go with the row (ON DELETE CASCADE).
      return this.repository.in(tx).delete(userId);
    });
    return { deleted: row ? 1 : 0, imageUrls: row?.profileImageUrl ? [row.profileImageUrl] : [] };
  }
}
