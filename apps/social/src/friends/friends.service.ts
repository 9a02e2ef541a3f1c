import { Injectable } from '@nestjs/common';
import {
  conflict,
  BusEvents,
  forbidden,
  FriendListItem,
  Friendship,
  FriendshipChangedEvent,
  FriendshipStatus,
  FriendshipUpdateMessage,
  friendsDigest,
  FriendStats,
  invalid,
  notFound,
  OtherFriendsReply,
  PendingRequest,
  Suggestion,
} from '@mise/contracts';
import { Outbox, type RecordEvent } from '@mise/platform-db';
import { FriendshipRow } from '../db/schema';
import { FriendRow, FriendsRepository } from './friends.repository';

/** How many suggestions one call returns; the screen shows 3 and counts the rest. */
export const SUGGESTIONS_LIMIT = 50;

export const FriendErrors = {
  self: 'You cannot send a friend request to yourself',
  userNotFound: 'User not found',
  alreadyFriends: 'You are already friends',
  alreadySent: 'Friend request already sent',
  theyAsked: (name: string) =>
    `${name} has already sent you a friend request. Accept their request instead of sending a new one.`,
  requestNotFound: 'Friend request not found',
  friendshipNotFound: 'Friendship not found',
  receiverOnly: (action: 'accept' | 'reject') =>
    `Only the person who received this friend request can ${action} it`,
  senderOnly: 'Only the person who sent this friend request can cancel it',
  notPending: 'This friend request is no longer pending',
  friendsOnlyList: "Only friends can see this user's friends",
} as const;

export function toFriendshipStatus(row: FriendshipRow | undefined, viewerId: number): FriendshipStatus {
  if (!row) return { status: 'none', friendshipId: null, request_type: null };
  if (row.status === 'accepted') return { status: 'friends', friendshipId: row.id, request_type: null };
  return {
    status: 'pending',
    friendshipId: row.id,
    request_type: row.requesterId === viewerId ? 'sent' : 'received',
  };
}

/** A row as stored, or as it ended (`status` given: rejected, cancelled or removed just now). */
function toFriendship(row: FriendshipRow, ended?: 'rejected' | 'cancelled' | 'removed'): Friendship {
  return {
    id: row.id,
    requester_id: row.requesterId,
    addressee_id: row.addresseeId,
    status: ended ?? row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: (ended ? new Date() : row.updatedAt).toISOString(),
  };
}

function toFriendItem(row: FriendRow): FriendListItem {
  return {
    id: row.user.id,
    user_id: row.user.id,
    display_name: row.user.displayName,
    email: row.user.email,
    profile_image_url: row.user.profileImageUrl,
    friendship_id: row.friendshipId,
    since: row.since.toISOString(),
  };
}

export const mutualReason = (n: number) => `${n} mutual friend${n === 1 ? '' : 's'}`;

/**
 * The friendship state machine (spec section 4): none -> pending (sender) -> accepted or rejected
 * (receiver) or cancelled (sender); accepted -> removed (either). Rejected, cancelled and removed
 * pairs are deleted, so they may start again. Every method names the acting user first.
 */
@Injectable()
export class FriendsService {
  constructor(
    private readonly repository: FriendsRepository,
    private readonly outbox: Outbox,
  ) {}

  async request(userId: number, addresseeId: number): Promise<Friendship> {
    if (userId === addresseeId) throw invalid(FriendErrors.self);
    const addressee = await this.repository.findUser(addresseeId);
    if (!addressee) throw notFound(FriendErrors.userNotFound);
    for (let attempt = 0; attempt < 2; attempt++) {
      const existing = await this.repository.findBetween(userId, addresseeId);
      if (existing?.status === 'accepted') throw conflict(FriendErrors.alreadyFriends);
      if (existing && existing.requesterId === userId) throw conflict(FriendErrors.alreadySent);
      if (existing) throw conflict(FriendErrors.theyAsked(addressee.displayName));
      const created = await this.repository.insertRequest(userId, addresseeId);
      if (created) return toFriendship(created);
      // Both asked at the same moment: the other request won; report it on the next pass.
    }
    throw conflict(FriendErrors.alreadySent);
  }

  async update(userId: number, friendshipId: number, status: FriendshipUpdateMessage['status']) {
    if (status === 'cancelled') return this.cancel(userId, friendshipId);
    const row = await this.requireParty(userId, friendshipId, FriendErrors.requestNotFound);
    if (row.addresseeId !== userId)
      throw forbidden(FriendErrors.receiverOnly(status === 'accepted' ? 'accept' : 'reject'));
    if (row.status !== 'pending') throw conflict(FriendErrors.notPending);
    if (status === 'rejected') {
      const gone = await this.repository.deleteWithStatus(friendshipId, 'pending');
      if (!gone) throw conflict(FriendErrors.notPending);
      return toFriendship(gone, 'rejected');
    }
    const accepted = await this.outbox.transaction(async (tx, record) => {
      const repository = this.repository.in(tx);
      const row = await repository.accept(friendshipId);
      if (row) await announce(record, repository, row, 'accepted');
      return row;
    });
    if (!accepted) throw conflict(FriendErrors.notPending);
    return toFriendship(accepted);
  }

  /** DELETE /users/friends/{id}: the sender cancels a pending request, or either friend removes. */
  async delete(userId: number, friendshipId: number): Promise<Friendship> {
    const row = await this.requireParty(userId, friendshipId, FriendErrors.friendshipNotFound);
    if (row.status === 'pending') return this.cancel(userId, friendshipId);
    const removed = await this.outbox.transaction(async (tx, record) => {
      const repository = this.repository.in(tx);
      const row = await repository.deleteWithStatus(friendshipId, 'accepted');
      if (row) await announce(record, repository, row, 'removed');
      return row;
    });
    if (!removed) throw notFound(FriendErrors.friendshipNotFound);
    return toFriendship(removed, 'removed');
  }

  async status(userId: number, targetId: number): Promise<FriendshipStatus> {
    if (userId === targetId) return toFriendshipStatus(undefined, userId);
    return toFriendshipStatus(await this.repository.findBetween(userId, targetId), userId);
  }

  async stats(userId: number, targetId: number): Promise<FriendStats> {
    if (!(await this.repository.findUser(targetId))) throw notFound(FriendErrors.userNotFound);
    return {
      friendsCount: await this.repository.countFriends(targetId),
      pendingRequestsCount: userId === targetId ? await this.repository.countPendingReceived(userId) : 0,
    };
  }

  async friends(userId: number): Promise<FriendListItem[]> {
    return (await this.repository.friends(userId)).map(toFriendItem);
  }

  async pending(userId: number): Promise<PendingRequest[]> {
    return (await this.repository.pending(userId)).map(({ friendship, other }) => ({
      friendship_id: friendship.id,
      request_type: friendship.requesterId === userId ? 'sent' : 'received',
      id: other.id,
      user_id: other.id,
      display_name: other.displayName,
      profile_image_url: other.profileImageUrl,
      created_at: friendship.createdAt.toISOString(),
    }));
  }

  /** Another user's friends: only for that user and their accepted friends. */
  async friendsOf(userId: number, targetId: number): Promise<OtherFriendsReply> {
    const target = await this.repository.findUser(targetId);
    if (!target) throw notFound(FriendErrors.userNotFound);
    if (userId !== targetId && !(await this.repository.areFriends(userId, targetId)))
      throw forbidden(FriendErrors.friendsOnlyList);
    return {
      friends: (await this.repository.friends(targetId)).map(toFriendItem),
      userInfo: { id: target.id, display_name: target.displayName },
    };
  }

  async friendIds(userId: number): Promise<number[]> {
    return this.repository.friendIds(userId);
  }

  /** Each person's `friendsDigest`, keyed by id. */
  async friendsDigests(userIds: readonly number[]): Promise<Record<string, string>> {
    const digests: Record<string, string> = {};
    for (const [id, friends] of await this.repository.friendIdsOfMany(userIds))
      digests[String(id)] = friendsDigest(friends);
    return digests;
  }

  async suggestions(userId: number): Promise<Suggestion[]> {
    const rows = await this.repository.suggestions(userId, SUGGESTIONS_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      display_name: row.display_name,
      email: row.email,
      profile_image_url: row.profile_image_url,
      mutual_friends_count: row.mutual,
      suggestion_reason: mutualReason(row.mutual),
    }));
  }

  /** Kept for good: the person never comes back as a suggestion. Unknown people answer 404. */
  async dismiss(userId: number, targetId: number): Promise<{ dismissed: true }> {
    if (userId === targetId || !(await this.repository.findUser(targetId)))
      throw notFound(FriendErrors.userNotFound);
    await this.repository.dismiss(userId, targetId);
    return { dismissed: true };
  }

  private async cancel(userId: number, friendshipId: number): Promise<Friendship> {
    const row = await this.requireParty(userId, friendshipId, FriendErrors.requestNotFound);
    if (row.status !== 'pending') throw conflict(FriendErrors.notPending);
    if (row.requesterId !== userId) throw forbidden(FriendErrors.senderOnly);
    const gone = await this.repository.deleteWithStatus(friendshipId, 'pending');
    if (!gone) throw notFound(FriendErrors.requestNotFound);
    return toFriendship(gone, 'cancelled');
  }

  /** A friendship the user is not part of does not exist for them. */
  private async requireParty(userId: number, friendshipId: number, missing: string): Promise<FriendshipRow> {
    const row = await this.repository.findFriendship(friendshipId);
    if (!row || (row.requesterId !== userId && row.addresseeId !== userId)) throw notFound(missing);
    return row;
  }
}

/**
 * Recipes keeps a copy of friend pairs (friends-only recipes): told in the change's own
 * transaction, with both people's friends after the change so a consumer can tell it missed an event.
 */
async function announce(
  record: RecordEvent,
  repository: FriendsRepository,
  row: FriendshipRow,
  status: FriendshipChangedEvent['status'],
): Promise<void> {
  const event: FriendshipChangedEvent = {
    user_id: row.requesterId,
    friend_id: row.addresseeId,
    status,
    user_friends_digest: friendsDigest(await repository.friendIds(row.requesterId)),
    friend_friends_digest: friendsDigest(await repository.friendIds(row.addresseeId)),
  };
  record(BusEvents.friendshipChanged, event);
}
