import { z } from 'zod';
import { storeInt } from './input-limits';

/** User profile (spec section 3). */
export const UserProfile = z.object({
  id: storeInt(),
  firebase_uid: z.string(),
  display_name: z.string(),
  email: z.string(),
  profile_image_url: z.string().nullable(),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** The verified identity the gateway derived from a bearer token. */
export const Identity = z.object({
  uid: z.string().min(1),
  email: z.string().default(''),
  name: z.string().nullable().default(null),
  picture: z.string().nullable().default(null),
});
export type Identity = z.infer<typeof Identity>;

export const UserEnsureMessage = z.object({ identity: Identity });
export type UserEnsureMessage = z.infer<typeof UserEnsureMessage>;

/** Event published when a user record is created or renamed. */
export const UserChangedEvent = z.object({ id: storeInt(), display_name: z.string() });
export type UserChangedEvent = z.infer<typeof UserChangedEvent>;

/**
 * A short fingerprint of a set of friend ids (count and an FNV-1a hash of the sorted ids). Social
 * stamps each friendship event with both people's fingerprints after the change; a consumer whose
 * copy gives another fingerprint has missed an event and rebuilds that person with `friendIds`.
 */
export function friendsDigest(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  let hash = 0x811c9dc5;
  for (const id of sorted) {
    for (const ch of `${id},`) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `${sorted.length}:${hash.toString(16)}`;
}

/**
 * Published by social when a friendship is accepted or an accepted one ends. User ids are the
 * social service's numeric ids; the pair is unordered. Consumers keep their own copy of accepted
 * pairs (recipes: friends_only privacy and the Friends view) and rebuild it with `friendIds` on
 * start and whenever the digests (each person's `friendsDigest` after the change) disagree with it.
 */
export const FriendshipChangedEvent = z.object({
  user_id: storeInt(),
  friend_id: storeInt(),
  status: z.enum(['accepted', 'removed']),
  user_friends_digest: z.string().optional(),
  friend_friends_digest: z.string().optional(),
});
export type FriendshipChangedEvent = z.infer<typeof FriendshipChangedEvent>;

export const FriendIdsRequest = z.object({ user_id: storeInt() });
export type FriendIdsRequest = z.infer<typeof FriendIdsRequest>;
export const FriendIdsReply = z.object({ friend_ids: z.array(storeInt()) });
export type FriendIdsReply = z.infer<typeof FriendIdsReply>;

/** At most this many people in one `friendsDigests` request. */
export const FRIENDS_DIGESTS_MAX = 500;
/** Many people's `friendsDigest` at once, so a consumer can check its whole copy in a few calls. */
export const FriendsDigestsRequest = z.object({
  user_ids: z.array(storeInt()).max(FRIENDS_DIGESTS_MAX),
});
export type FriendsDigestsRequest = z.infer<typeof FriendsDigestsRequest>;
/** Each requested person's digest, keyed by their id (a person with no friends has the empty set's). */
export const FriendsDigestsReply = z.object({ digests: z.record(z.string(), z.string()) });
export type FriendsDigestsReply = z.infer<typeof FriendsDigestsReply>;

/**
 * Published by social when a household is formed, a member joins, or it is dissolved (any member
 * leaving dissolves it). `member_ids` is the membership after the change (empty when dissolved).
 */
export const HouseholdChangedEvent = z.object({
  household_id: storeInt(),
  name: z.string(),
  member_ids: z.array(storeInt()),
  dissolved: z.boolean(),
  /** Members before the change: on dissolution, who keeps a personal copy of the shared list. */
  former_member_ids: z.array(storeInt()).default([]),
});
export type HouseholdChangedEvent = z.infer<typeof HouseholdChangedEvent>;
