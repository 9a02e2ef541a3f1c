import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { DB, Db } from '@mise/platform-db';
import { friendLinks, FriendshipRow, friendships, suggestionDismissals, UserRow, users } from '../db/schema';
import { isUniqueViolation, rowsOf } from '../db/sql';

export interface FriendRow {
  user: UserRow;
  friendshipId: number;
  since: Date;
}

export interface PendingRow {
  friendship: FriendshipRow;
  other: UserRow;
}

export interface SuggestionRow {
  id: number;
  display_name: string;
  email: string;
  profile_image_url: string | null;
  mutual: number;
}

/** Escapes LIKE's wildcards so a search for '50%' means the text '50%'. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Friends of friends of `userId`, most mutual friends first: never the user, a friend, someone with
 * a pending request either way, or someone dismissed. Exported so the bench runs the very same SQL.
 */
export function suggestionsQuery(userId: number, limit: number) {
  // The people to leave out come from the user's own rows (indexed by requester, addressee and
  // dismisser), never from a scan of everyone's friendships.
  return sql`
    WITH excluded AS (
      SELECT addressee_id AS id FROM social.friendships WHERE requester_id = ${userId}
      UNION ALL SELECT requester_id FROM social.friendships WHERE addressee_id = ${userId}
      UNION ALL SELECT dismissed_id FROM social.suggestion_dismissals WHERE user_id = ${userId}
    ),
    counted AS (
      SELECT fof.friend_id AS id, count(*) AS mutual
      FROM social.friend_links mine
      JOIN social.friend_links fof ON fof.user_id = mine.friend_id
      WHERE mine.user_id = ${userId} AND fof.friend_id <> ${userId}
      GROUP BY fof.friend_id
    )
    SELECT u.id, u.display_name, u.email, u.profile_image_url, c.mutual::int AS mutual
    FROM counted c
    JOIN social.users u ON u.id = c.id
    WHERE c.id NOT IN (SELECT id FROM excluded)
    ORDER BY c.mutual DESC, u.display_name, u.id
    LIMIT ${limit}`;
}

/** Drizzle queries for friendships, friend links, dismissals and user lookups. No rules here. */
@Injectable()
export class FriendsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The same queries inside a transaction (an outbox transaction's `tx`). */
  in(tx: Db): FriendsRepository {
    return new FriendsRepository(tx);
  }

  async findUser(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async setProfileImage(id: number, url: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ profileImageUrl: url, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async setLanguage(id: number, language: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ language, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async findFriendship(id: number): Promise<FriendshipRow | undefined> {
    const [row] = await this.db.select().from(friendships).where(eq(friendships.id, id)).limit(1);
    return row;
  }

  async findBetween(a: number, b: number): Promise<FriendshipRow | undefined> {
    const [row] = await this.db
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
          and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
        ),
      )
      .limit(1);
    return row;
  }

  /** The new pending request, or undefined when the pair already has one (a concurrent request won). */
  async insertRequest(requesterId: number, addresseeId: number): Promise<FriendshipRow | undefined> {
    try {
      const [row] = await this.db
        .insert(friendships)
        .values({ requesterId, addresseeId, status: 'pending' })
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Pending -> accepted, with both friend links, in one transaction; undefined when no longer pending. */
  async accept(id: number): Promise<FriendshipRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(friendships)
        .set({ status: 'accepted', updatedAt: new Date() })
        .where(and(eq(friendships.id, id), eq(friendships.status, 'pending')))
        .returning();
      if (!row) return undefined;
      await tx.insert(friendLinks).values([
        { userId: row.requesterId, friendId: row.addresseeId, friendshipId: row.id },
        { userId: row.addresseeId, friendId: row.requesterId, friendshipId: row.id },
      ]);
      return row;
    });
  }

  /** Deletes the friendship if it still has this status; its friend links go with it (cascade). */
  async deleteWithStatus(id: number, status: FriendshipRow['status']): Promise<FriendshipRow | undefined> {
    const [row] = await this.db
      .delete(friendships)
      .where(and(eq(friendships.id, id), eq(friendships.status, status)))
      .returning();
    return row;
  }

  async areFriends(a: number, b: number): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(friendLinks)
      .where(and(eq(friendLinks.userId, a), eq(friendLinks.friendId, b)))
      .limit(1);
    return row !== undefined;
  }

  async friends(userId: number): Promise<FriendRow[]> {
    const rows = await this.db
      .select({ user: users, friendshipId: friendLinks.friendshipId, since: friendLinks.since })
      .from(friendLinks)
      .innerJoin(users, eq(users.id, friendLinks.friendId))
      .where(eq(friendLinks.userId, userId))
      .orderBy(sql`lower(${users.displayName})`, users.id);
    return rows;
  }

  async friendIds(userId: number): Promise<number[]> {
    return (await this.friendIdsOfMany([userId])).get(userId) ?? [];
  }

  /** Accepted friends of each of these people (everyone asked for is in the map). */
  async friendIdsOfMany(userIds: readonly number[]): Promise<Map<number, number[]>> {
    const friends = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return friends;
    const rows = await this.db
      .select({ userId: friendLinks.userId, friendId: friendLinks.friendId })
      .from(friendLinks)
      .where(inArray(friendLinks.userId, [...userIds]));
    for (const row of rows) friends.get(row.userId)?.push(row.friendId);
    return friends;
  }

  async countFriends(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(friendLinks)
      .where(eq(friendLinks.userId, userId));
    return row?.n ?? 0;
  }

  async countPendingReceived(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(friendships)
      .where(and(eq(friendships.addresseeId, userId), eq(friendships.status, 'pending')));
    return row?.n ?? 0;
  }

  /** Requests received and sent, newest first, each with the other person. */
  async pending(userId: number): Promise<PendingRow[]> {
    return this.db
      .select({ friendship: friendships, other: users })
      .from(friendships)
      .innerJoin(
        users,
        sql`${users.id} = CASE WHEN ${friendships.requesterId} = ${userId} THEN ${friendships.addresseeId} ELSE ${friendships.requesterId} END`,
      )
      .where(
        and(
          eq(friendships.status, 'pending'),
          or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)),
        ),
      )
      .orderBy(sql`${friendships.createdAt} DESC`, sql`${friendships.id} DESC`);
  }

  async suggestions(userId: number, limit: number): Promise<SuggestionRow[]> {
    return rowsOf<SuggestionRow>(await this.db.execute(suggestionsQuery(userId, limit)));
  }

  async dismiss(userId: number, dismissedId: number): Promise<void> {
    await this.db.insert(suggestionDismissals).values({ userId, dismissedId }).onConflictDoNothing();
  }

  /** Display name containing the query, or email starting with it; case-insensitive; never the caller. */
  async search(callerId: number, query: string, limit: number): Promise<UserRow[]> {
    const literal = likeLiteral(query.toLowerCase());
    const byEmail = sql<boolean>`lower(${users.email}) LIKE ${`${literal}%`}`;
    return this.db
      .select()
      .from(users)
      .where(
        and(
          sql`${users.id} <> ${callerId}`,
          or(sql`lower(${users.displayName}) LIKE ${`%${literal}%`}`, byEmail),
        ),
      )
      .orderBy(
        sql`CASE WHEN lower(${users.displayName}) LIKE ${`${literal}%`} THEN 0 ELSE 1 END`,
        sql`lower(${users.displayName})`,
        users.id,
      )
      .limit(limit);
  }

  /** The friendships (any status) between `userId` and each of `others`, keyed by the other's id. */
  async friendshipsWith(userId: number, others: number[]): Promise<Map<number, FriendshipRow>> {
    if (others.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.requesterId, userId), inArray(friendships.addresseeId, others)),
          and(eq(friendships.addresseeId, userId), inArray(friendships.requesterId, others)),
        ),
      );
    return new Map(rows.map((row) => [row.requesterId === userId ? row.addresseeId : row.requesterId, row]));
  }
}
