import { Injectable } from '@nestjs/common';
import {
  AvailableFriend,
  conflict,
  BusEvents,
  forbidden,
  Household,
  HouseholdActionReply,
  HouseholdChangedEvent,
  HouseholdInvitationsSendBody,
  HouseholdInvitationsSendReply,
  invalid,
  notFound,
  ReceivedInvitation,
  SentInvitation,
} from '@mise/contracts';
import { Outbox, type RecordEvent } from '@mise/platform-db';
import { HouseholdRow } from '../db/schema';
import { FriendsRepository } from '../friends/friends.repository';
import { AlreadyInHouseholdError, HouseholdsRepository } from './households.repository';

export const HouseholdErrors = {
  none: 'You are not in a household',
  alreadyMember: 'You are already in a household',
  alreadyMemberToJoin: 'You are already in a household. Leave it before joining another one.',
  openRound: 'You already have pending household invitations. Cancel them before sending new ones.',
  inviteSelf: 'You cannot invite yourself',
  friendsOnly: 'You can only invite your friends to a household',
  friendInHousehold: (name: string) => `${name} is already in a household`,
  invitationNotFound: 'Invitation not found',
  notPending: 'This invitation is no longer pending',
  inviterElsewhere: 'The person who invited you has joined another household',
  nothingToCancel: 'There are no pending invitations to cancel',
} as const;

export const firstName = (displayName: string) => displayName.trim().split(/\s+/)[0] || displayName;

/**
 * Households (spec section 4): invitations are sent in rounds under a name; the first acceptance
 * creates the household with the inviter as first member; the inviter can cancel a round; any
 * member leaving dissolves it for everyone. A person belongs to at most one household.
 */
@Injectable()
export class HouseholdsService {
  constructor(
    private readonly repository: HouseholdsRepository,
    private readonly friends: FriendsRepository,
    private readonly outbox: Outbox,
  ) {}

  async mine(userId: number): Promise<Household> {
    const household = await this.repository.householdOf(userId);
    if (!household) throw notFound(HouseholdErrors.none);
    return this.view(household);
  }

  async availableFriends(userId: number): Promise<AvailableFriend[]> {
    return (await this.repository.availableFriends(userId)).map((user) => ({
      id: user.id,
      first_name: firstName(user.displayName),
      display_name: user.displayName,
    }));
  }

  async received(userId: number): Promise<ReceivedInvitation[]> {
    return (await this.repository.received(userId)).map(({ invitation, round, inviter }) => ({
      id: invitation.id,
      household_name: round.name,
      inviter_name: inviter.displayName,
      created_at: invitation.createdAt.toISOString(),
    }));
  }

  async sent(userId: number): Promise<SentInvitation[]> {
    return (await this.repository.sent(userId)).map(({ round, pending }) => ({
      id: round.id,
      household_name: round.name,
      pending_count: pending,
      created_at: round.createdAt.toISOString(),
    }));
  }

  async send(userId: number, body: HouseholdInvitationsSendBody): Promise<HouseholdInvitationsSendReply> {
    const inviteeIds = [...new Set(body.friendIds)];
    if (inviteeIds.includes(userId)) throw invalid(HouseholdErrors.inviteSelf);
    if (await this.repository.householdOf(userId)) throw conflict(HouseholdErrors.alreadyMember);
    if (await this.repository.openRoundOf(userId)) throw conflict(HouseholdErrors.openRound);
    const friendIds = new Set(await this.friends.friendIds(userId));
    if (inviteeIds.some((id) => !friendIds.has(id))) throw forbidden(HouseholdErrors.friendsOnly);
    const taken = await this.repository.inAnyHousehold(inviteeIds);
    if (taken.size > 0) {
      const [first] = [...taken];
      const user = await this.friends.findUser(first);
      throw conflict(HouseholdErrors.friendInHousehold(user?.displayName ?? 'A friend'));
    }
    const round = await this.repository.createRound(userId, body.name, inviteeIds);
    return { id: round.id, household_name: round.name, invited: inviteeIds };
  }

  async accept(userId: number, invitationId: number): Promise<HouseholdActionReply> {
    const found = await this.requireInvitation(userId, invitationId);
    if (found.invitation.status !== 'pending') throw conflict(HouseholdErrors.notPending);
    if (await this.repository.householdOf(userId)) throw conflict(HouseholdErrors.alreadyMemberToJoin);
    const before = found.round.householdId
      ? (await this.repository.members(found.round.householdId)).map((m) => m.user.id)
      : [];
    if (found.round.householdId === null && (await this.repository.householdOf(found.round.inviterId)))
      throw conflict(HouseholdErrors.inviterElsewhere);
    let joined: { household: HouseholdRow; view: Household } | undefined;
    try {
      joined = await this.outbox.transaction(async (tx, record) => {
        const repository = this.repository.in(tx);
        const household = await repository.accept(invitationId);
        if (!household) return undefined;
        const view = await this.view(household, repository);
        announce(record, {
          household_id: household.id,
          name: household.name,
          member_ids: view.members.map((m) => m.id),
          dissolved: false,
          former_member_ids: before,
        });
        return { household, view };
      });
    } catch (error) {
      if (!(error instanceof AlreadyInHouseholdError)) throw error;
      throw conflict(
        (await this.repository.householdOf(userId))
          ? HouseholdErrors.alreadyMemberToJoin
          : HouseholdErrors.inviterElsewhere,
      );
    }
    if (!joined) throw conflict(HouseholdErrors.notPending);
    return { ok: true, household: joined.view };
  }

  async decline(userId: number, invitationId: number): Promise<HouseholdActionReply> {
    await this.requireInvitation(userId, invitationId);
    if (!(await this.repository.setInvitationStatus(invitationId, 'declined')))
      throw conflict(HouseholdErrors.notPending);
    return { ok: true, household: null };
  }

  /** The inviter cancels every unanswered invitation of one round (the id of a sent invitation row). */
  async cancel(userId: number, roundId: number): Promise<HouseholdActionReply> {
    const round = await this.repository.findRound(roundId);
    if (!round || round.inviterId !== userId) throw notFound(HouseholdErrors.invitationNotFound);
    if ((await this.repository.cancelRound(roundId)) === 0) throw notFound(HouseholdErrors.nothingToCancel);
    return { ok: true, household: null };
  }

  /** Any member leaving dissolves the household for everyone. */
  async leave(userId: number): Promise<HouseholdActionReply> {
    const household = await this.repository.householdOf(userId);
    if (!household) throw notFound(HouseholdErrors.none);
    const former = await this.outbox.transaction(async (tx, record) => {
      const ids = await this.repository.in(tx).dissolve(household.id);
      if (ids.length > 0)
        announce(record, {
          household_id: household.id,
          name: household.name,
          member_ids: [],
          dissolved: true,
          former_member_ids: ids,
        });
      return ids;
    });
    if (former.length === 0) throw notFound(HouseholdErrors.none);
    return { ok: true, household: null };
  }

  /** An invitation addressed to someone else does not exist for this user. */
  private async requireInvitation(userId: number, invitationId: number) {
    const found = await this.repository.findInvitation(invitationId);
    if (!found || found.invitation.inviteeId !== userId) throw notFound(HouseholdErrors.invitationNotFound);
    return found;
  }

  private async view(household: HouseholdRow, repository = this.repository): Promise<Household> {
    const members = await repository.members(household.id);
    return {
      id: household.id,
      name: household.name,
      created_at: household.createdAt.toISOString(),
      members: members.map(({ user, joinedAt }) => ({
        id: user.id,
        first_name: firstName(user.displayName),
        display_name: user.displayName,
        profile_image_url: user.profileImageUrl,
        joined_at: joinedAt.toISOString(),
      })),
    };
  }
}

/** Shopping keeps who shares a list: told in the change's own transaction. */
function announce(record: RecordEvent, event: HouseholdChangedEvent): void {
  record(BusEvents.householdChanged, event);
}
