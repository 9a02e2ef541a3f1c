import { z } from 'zod';
import { storeInt } from './input-limits';

/**
 * People and groups (spec sections 3 and 7, 'Users and friends' and 'Household'): HTTP bodies and
 * replies, and the bus messages between the gateway and the social service. User ids are social's
 * numeric ids; every message names the acting user (`userId`) first.
 */

const Id = storeInt().positive();

/** The languages the interface is translated into (BCP 47 tags); the first is the fallback. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'pl'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/** The household a profile belongs to, as another member or a friend may see it. */
export const HouseholdInfo = z.object({ id: Id, name: z.string() });
export type HouseholdInfo = z.infer<typeof HouseholdInfo>;

export const FriendshipState = z.enum(['friends', 'pending', 'none']);
export type FriendshipState = z.infer<typeof FriendshipState>;

/** GET /users/friendship-status/{userId}. `request_type` says who asked while pending. */
export const FriendshipStatus = z.object({
  status: FriendshipState,
  friendshipId: Id.nullable(),
  request_type: z.enum(['received', 'sent']).nullable(),
});
export type FriendshipStatus = z.infer<typeof FriendshipStatus>;

/** GET /users/stats/{userId}. recipesCount counts only the recipes the viewer may see. */
export const UserStats = z.object({
  recipesCount: storeInt().nonnegative(),
  friendsCount: storeInt().nonnegative(),
});
export type UserStats = z.infer<typeof UserStats>;

/** GET /users/friends/stats[/{userId}]; pendingRequestsCount is 0 for anyone but oneself. */
export const FriendStats = z.object({
  friendsCount: storeInt().nonnegative(),
  pendingRequestsCount: storeInt().nonnegative(),
});
export type FriendStats = z.infer<typeof FriendStats>;

/**
 * GET /users/profile/{userId}. `email` is shown to oneself, to friends and
 * to household members only; a stranger's profile carries null.
 */
export const ProfileView = z.object({
  id: Id,
  display_name: z.string(),
  email: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  created_at: z.string(),
  isOwnProfile: z.boolean(),
  isInSameHousehold: z.boolean(),
  householdInfo: HouseholdInfo.nullable(),
  friendship: FriendshipStatus,
  /** recipesCount comes from GET /users/stats/{userId}: the recipes service counts what the viewer may see. */
  stats: z.object({
    friendsCount: storeInt().nonnegative(),
    /** Own profile only; null on anyone else's. */
    pendingRequestsCount: storeInt().nonnegative().nullable(),
  }),
  /** Own profile only: the interface language the person chose (null: none yet, or anyone else's). */
  language: Language.nullable().default(null),
});
export type ProfileView = z.infer<typeof ProfileView>;

/** GET /users/profile: the signed-in user's record (id used everywhere) with their own view. */
export const CurrentProfile = ProfileView.extend({ firebase_uid: z.string(), email: z.string() });
export type CurrentProfile = z.infer<typeof CurrentProfile>;

/** PATCH /users/profile: the person's own settings kept on their profile. */
export const ProfileUpdateBody = z.object({ language: Language });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

/** POST /users/profile/image reply. */
export const ProfileImageReply = z.object({ imageUrl: z.string(), thumbnailUrl: z.string() });
export type ProfileImageReply = z.infer<typeof ProfileImageReply>;

/** A row of a friends list (own or another's). */
export const FriendListItem = z.object({
  id: Id,
  user_id: Id,
  display_name: z.string(),
  email: z.string(),
  profile_image_url: z.string().nullable(),
  friendship_id: Id,
  since: z.string(),
});
export type FriendListItem = z.infer<typeof FriendListItem>;

/** GET /users/{userId}/friends: only for the user themself and their accepted friends. */
export const OtherFriendsReply = z.object({
  friends: z.array(FriendListItem),
  userInfo: z.object({ id: Id, display_name: z.string() }),
});
export type OtherFriendsReply = z.infer<typeof OtherFriendsReply>;

/** GET /users/friends?status=pending: requests received and sent. */
export const PendingRequest = z.object({
  friendship_id: Id,
  request_type: z.enum(['received', 'sent']),
  id: Id,
  user_id: Id,
  display_name: z.string(),
  profile_image_url: z.string().nullable(),
  created_at: z.string(),
});
export type PendingRequest = z.infer<typeof PendingRequest>;

/** GET /users/friends/suggestions: friends of friends, most mutual friends first. */
export const Suggestion = z.object({
  id: Id,
  display_name: z.string(),
  email: z.string(),
  profile_image_url: z.string().nullable(),
  mutual_friends_count: storeInt().positive(),
  /** '1 mutual friend', '3 mutual friends'. */
  suggestion_reason: z.string(),
});
export type Suggestion = z.infer<typeof Suggestion>;

/**
 * GET /users/search?q=. A stranger's email is returned only when the query matched it by prefix
 * (the searcher typed its start); otherwise null.
 */
export const UserSearchResult = z.object({
  id: Id,
  display_name: z.string(),
  email: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  friendship: FriendshipStatus,
});
export type UserSearchResult = z.infer<typeof UserSearchResult>;

/** A friendship record as the state machine keeps it (reply of request, PUT and DELETE). */
export const Friendship = z.object({
  id: Id,
  requester_id: Id,
  addressee_id: Id,
  status: z.enum(['pending', 'accepted', 'rejected', 'cancelled', 'removed']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Friendship = z.infer<typeof Friendship>;

export const USER_SEARCH_MIN_LENGTH = 2;

// HTTP bodies and queries

export const FriendRequestBody = z.object({
  addresseeId: z.coerce
    .number({ error: 'addresseeId must be a user id' })
    .int({ error: 'addresseeId must be a user id' })
    .positive({ error: 'addresseeId must be a user id' }),
});
export type FriendRequestBody = z.infer<typeof FriendRequestBody>;

export const FriendshipUpdateBody = z.object({
  status: z.enum(['accepted', 'rejected', 'cancelled'], {
    error: 'status must be accepted, rejected or cancelled',
  }),
});
export type FriendshipUpdateBody = z.infer<typeof FriendshipUpdateBody>;

export const FriendsListQuery = z.object({
  status: z
    .enum(['accepted', 'pending'], { error: 'status must be accepted or pending' })
    .default('accepted'),
});
export type FriendsListQuery = z.infer<typeof FriendsListQuery>;

export const UserSearchQuery = z.object({
  q: z
    .string({ error: `Search needs at least ${USER_SEARCH_MIN_LENGTH} characters` })
    .trim()
    .min(USER_SEARCH_MIN_LENGTH, { error: `Search needs at least ${USER_SEARCH_MIN_LENGTH} characters` })
    .max(100, { error: 'Search is too long' }),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

// Household

export const HouseholdMember = z.object({
  id: Id,
  first_name: z.string(),
  display_name: z.string(),
  profile_image_url: z.string().nullable(),
  joined_at: z.string(),
});
export type HouseholdMember = z.infer<typeof HouseholdMember>;

/** GET /household/mine (404 when the user has none). */
export const Household = z.object({
  id: Id,
  name: z.string(),
  created_at: z.string(),
  members: z.array(HouseholdMember),
});
export type Household = z.infer<typeof Household>;

/** GET /household/available-friends: accepted friends who are not in a household. */
export const AvailableFriend = z.object({ id: Id, first_name: z.string(), display_name: z.string() });
export type AvailableFriend = z.infer<typeof AvailableFriend>;

/** GET /household/invitations/pending: invitations waiting for the user's answer. */
export const ReceivedInvitation = z.object({
  id: Id,
  household_name: z.string(),
  inviter_name: z.string(),
  created_at: z.string(),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;

/** GET /household/invitations/sent: one row per invitation round with answers still pending. */
export const SentInvitation = z.object({
  id: Id,
  household_name: z.string(),
  pending_count: storeInt().positive(),
  created_at: z.string(),
});
export type SentInvitation = z.infer<typeof SentInvitation>;

export const HOUSEHOLD_NAME_MAX_LENGTH = 100;

/** POST /household/invitations/send, with the spec's section 5 texts. */
export const HouseholdInvitationsSendBody = z.object({
  name: z
    .string({ error: 'Please enter a household name' })
    .trim()
    .min(1, { error: 'Please enter a household name' })
    .max(HOUSEHOLD_NAME_MAX_LENGTH, {
      error: `Household name must be at most ${HOUSEHOLD_NAME_MAX_LENGTH} characters`,
    }),
  friendIds: z
    .array(storeInt.coerce().positive(), { error: 'Please select at least one friend' })
    .min(1, { error: 'Please select at least one friend' })
    .max(100, { error: 'Too many friends selected' }),
});
export type HouseholdInvitationsSendBody = z.infer<typeof HouseholdInvitationsSendBody>;

export const HouseholdInvitationsSendReply = z.object({
  id: Id,
  household_name: z.string(),
  invited: z.array(Id),
});
export type HouseholdInvitationsSendReply = z.infer<typeof HouseholdInvitationsSendReply>;

/** Reply of accept, decline, cancel and leave. */
export const HouseholdActionReply = z.object({ ok: z.literal(true), household: Household.nullable() });
export type HouseholdActionReply = z.infer<typeof HouseholdActionReply>;

// Bus messages (gateway -> social)

export const SocialUserMessage = z.object({ userId: Id });
export type SocialUserMessage = z.infer<typeof SocialUserMessage>;
export const SocialTargetMessage = z.object({ userId: Id, targetId: Id });
export type SocialTargetMessage = z.infer<typeof SocialTargetMessage>;
export const ProfileImageSetMessage = z.object({ userId: Id, imageUrl: z.string().min(1) });
export type ProfileImageSetMessage = z.infer<typeof ProfileImageSetMessage>;
export const ProfileUpdateMessage = ProfileUpdateBody.extend({ userId: Id });
export type ProfileUpdateMessage = z.infer<typeof ProfileUpdateMessage>;
export const FriendRequestMessage = z.object({ userId: Id, addresseeId: Id });
export type FriendRequestMessage = z.infer<typeof FriendRequestMessage>;
export const FriendshipUpdateMessage = z.object({
  userId: Id,
  friendshipId: Id,
  status: FriendshipUpdateBody.shape.status,
});
export type FriendshipUpdateMessage = z.infer<typeof FriendshipUpdateMessage>;
export const FriendshipDeleteMessage = z.object({ userId: Id, friendshipId: Id });
export type FriendshipDeleteMessage = z.infer<typeof FriendshipDeleteMessage>;
export const FriendsListMessage = z.object({ userId: Id, status: FriendsListQuery.shape.status });
export type FriendsListMessage = z.infer<typeof FriendsListMessage>;
export const UserSearchMessage = z.object({ userId: Id, q: UserSearchQuery.shape.q });
export type UserSearchMessage = z.infer<typeof UserSearchMessage>;
export const HouseholdSendMessage = z.object({ userId: Id, body: HouseholdInvitationsSendBody });
export type HouseholdSendMessage = z.infer<typeof HouseholdSendMessage>;
export const HouseholdInvitationMessage = z.object({ userId: Id, invitationId: Id });
export type HouseholdInvitationMessage = z.infer<typeof HouseholdInvitationMessage>;
