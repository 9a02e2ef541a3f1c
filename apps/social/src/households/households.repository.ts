import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, SQL, sql } from 'drizzle-orm';
import { DB, Db } from '@mise/platform-db';
import {
  friendLinks,
  householdMembers,
  HouseholdRow,
  households,
  InvitationRoundRow,
  InvitationRow,
  invitationRounds,
  invitations,
  UserRow,
  users,
} from '../db/schema';
import { isUniqueViolation } from '../db/sql';

export interface MemberRow {
  user: UserRow;
  joinedAt: Date;
}

export interface ReceivedRow {
  invitation: InvitationRow;
  round: InvitationRoundRow;
  inviter: UserRow;
}

export interface SentRow {
  round: InvitationRoundRow;
  pending: number;
}

/** Cancels the unanswered invitations of the rounds matching `rounds`. */
async function cancelPendingOfRounds(tx: Db, rounds: SQL | undefined): Promise<void> {
  const roundIds = tx.select({ id: invitationRounds.id }).from(invitationRounds).where(rounds);
  await tx
    .update(invitations)
    .set({ status: 'cancelled', respondedAt: new Date() })
    .where(and(eq(invitations.status, 'pending'), inArray(invitations.roundId, roundIds)));
}

/** Someone joined a household first (the one-household-per-person index refused the write). */
export class AlreadyInHouseholdError extends Error {}

/** Drizzle queries for households, members and invitations. No rules here. */
@Injectable()
export class HouseholdsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The same queries inside a transaction (an outbox transaction's `tx`). */
  in(tx: Db): HouseholdsRepository {
    return new HouseholdsRepository(tx);
  }

  async householdOf(userId: number): Promise<HouseholdRow | undefined> {
    const [row] = await this.db
      .select({ household: households })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .where(eq(householdMembers.userId, userId))
      .limit(1);
    return row?.household;
  }

  async findHousehold(id: number): Promise<HouseholdRow | undefined> {
    const [row] = await this.db.select().from(households).where(eq(households.id, id)).limit(1);
    return row;
  }

  async members(householdId: number): Promise<MemberRow[]> {
    return this.db
      .select({ user: users, joinedAt: householdMembers.joinedAt })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(asc(householdMembers.joinedAt), asc(users.id));
  }

  /** Of `ids`, those who belong to a household. */
  async inAnyHousehold(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: householdMembers.userId })
      .from(householdMembers)
      .where(inArray(householdMembers.userId, ids));
    return new Set(rows.map((row) => row.id));
  }

  /** Accepted friends of the user who belong to no household. */
  async availableFriends(userId: number): Promise<UserRow[]> {
    return this.db
      .select({ user: users })
      .from(friendLinks)
      .innerJoin(users, eq(users.id, friendLinks.friendId))
      .leftJoin(householdMembers, eq(householdMembers.userId, friendLinks.friendId))
      .where(and(eq(friendLinks.userId, userId), isNull(householdMembers.userId)))
      .orderBy(sql`lower(${users.displayName})`, users.id)
      .then((rows) => rows.map((row) => row.user));
  }

  /** A round of the inviter's that still has unanswered invitations and formed no household yet. */
  async openRoundOf(inviterId: number): Promise<InvitationRoundRow | undefined> {
    const [row] = await this.db
      .select({ round: invitationRounds })
      .from(invitationRounds)
      .where(
        and(
          eq(invitationRounds.inviterId, inviterId),
          isNull(invitationRounds.householdId),
          sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.roundId} = ${invitationRounds.id} AND ${invitations.status} = 'pending')`,
        ),
      )
      .limit(1);
    return row?.round;
  }

  async createRound(inviterId: number, name: string, inviteeIds: number[]): Promise<InvitationRoundRow> {
    return this.db.transaction(async (tx) => {
      const [round] = await tx.insert(invitationRounds).values({ inviterId, name }).returning();
      await tx.insert(invitations).values(inviteeIds.map((inviteeId) => ({ roundId: round.id, inviteeId })));
      return round;
    });
  }

  async received(userId: number): Promise<ReceivedRow[]> {
    return this.db
      .select({ invitation: invitations, round: invitationRounds, inviter: users })
      .from(invitations)
      .innerJoin(invitationRounds, eq(invitationRounds.id, invitations.roundId))
      .innerJoin(users, eq(users.id, invitationRounds.inviterId))
      .where(and(eq(invitations.inviteeId, userId), eq(invitations.status, 'pending')))
      .orderBy(desc(invitations.createdAt), desc(invitations.id));
  }

  async sent(userId: number): Promise<SentRow[]> {
    const pending = sql<number>`count(${invitations.id})::int`;
    return this.db
      .select({ round: invitationRounds, pending })
      .from(invitationRounds)
      .innerJoin(
        invitations,
        and(eq(invitations.roundId, invitationRounds.id), eq(invitations.status, 'pending')),
      )
      .where(eq(invitationRounds.inviterId, userId))
      .groupBy(invitationRounds.id)
      .orderBy(desc(invitationRounds.createdAt), desc(invitationRounds.id));
  }

  async findInvitation(
    id: number,
  ): Promise<{ invitation: InvitationRow; round: InvitationRoundRow } | undefined> {
    const [row] = await this.db
      .select({ invitation: invitations, round: invitationRounds })
      .from(invitations)
      .innerJoin(invitationRounds, eq(invitationRounds.id, invitations.roundId))
      .where(eq(invitations.id, id))
      .limit(1);
    return row;
  }

  async findRound(id: number): Promise<InvitationRoundRow | undefined> {
    const [row] = await this.db.select().from(invitationRounds).where(eq(invitationRounds.id, id)).limit(1);
    return row;
  }

  /**
   * Accepts a pending invitation in one transaction: the round's first acceptance creates the
   * household with the inviter as first member, later ones join it. Returns the household, or
   * undefined when the invitation stopped being pending; throws AlreadyInHouseholdError when the
   * invitee or the founding inviter joined a household meanwhile.
   */
  async accept(invitationId: number): Promise<HouseholdRow | undefined> {
    try {
      return await this.db.transaction(async (tx) => {
        const [invitation] = await tx
          .update(invitations)
          .set({ status: 'accepted', respondedAt: new Date() })
          .where(and(eq(invitations.id, invitationId), eq(invitations.status, 'pending')))
          .returning();
        if (!invitation) return undefined;
        const [round] = await tx
          .select()
          .from(invitationRounds)
          .where(eq(invitationRounds.id, invitation.roundId));
        let household: HouseholdRow | undefined;
        if (round.householdId === null) {
          [household] = await tx.insert(households).values({ name: round.name }).returning();
          await tx.insert(householdMembers).values({ householdId: household.id, userId: round.inviterId });
          await tx
            .update(invitationRounds)
            .set({ householdId: household.id })
            .where(eq(invitationRounds.id, round.id));
        } else {
          [household] = await tx.select().from(households).where(eq(households.id, round.householdId));
        }
        // A member's joined_at must come after the founder's, even within one transaction's now().
        await tx.insert(householdMembers).values({
          householdId: household.id,
          userId: invitation.inviteeId,
          joinedAt: sql`now() + interval '1 millisecond'`,
        });
        // Now a member, the invitee can no longer found a household with invitations of their own.
        await cancelPendingOfRounds(
          tx,
          and(eq(invitationRounds.inviterId, invitation.inviteeId), isNull(invitationRounds.householdId)),
        );
        return household;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyInHouseholdError();
      throw error;
    }
  }

  async setInvitationStatus(
    id: number,
    status: 'declined' | 'cancelled',
  ): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .update(invitations)
      .set({ status, respondedAt: new Date() })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
      .returning();
    return row;
  }

  /** Cancels every unanswered invitation of a round; returns how many. */
  async cancelRound(roundId: number): Promise<number> {
    const rows = await this.db
      .update(invitations)
      .set({ status: 'cancelled', respondedAt: new Date() })
      .where(and(eq(invitations.roundId, roundId), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id });
    return rows.length;
  }

  /**
   * Dissolves a household for everyone: members removed, marked dissolved, its rounds' unanswered
   * invitations cancelled. Returns the former members' ids (empty if it was already dissolved).
   */
  async dissolve(householdId: number): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const former = await tx
        .delete(householdMembers)
        .where(eq(householdMembers.householdId, householdId))
        .returning({ id: householdMembers.userId });
      if (former.length === 0) return [];
      await tx.update(households).set({ dissolvedAt: new Date() }).where(eq(households.id, householdId));
      await cancelPendingOfRounds(tx, eq(invitationRounds.householdId, householdId));
      return former.map((row) => row.id);
    });
  }
}
