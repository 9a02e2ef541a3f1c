import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const socialSchema = pgSchema('social');

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = socialSchema.table('users', {
  id: serial('id').primaryKey(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  displayName: text('display_name').notNull(),
  email: text('email').notNull().default(''),
  profileImageUrl: text('profile_image_url'),
  /** The interface language the person chose (a locale such as 'de' or 'pt-BR'); null: the browser's. */
  language: text('language'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

/**
 * One row per pair of people while a request is pending or the friendship stands. Rejected,
 * cancelled and removed friendships are deleted, so the pair may start again; the unordered-pair
 * index makes a second request between the same two people impossible, even when both ask at once.
 */
export const friendships = socialSchema.table(
  'friendships',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('friendships_pair_unique').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_addressee_idx').on(t.addresseeId, t.status),
    index('friendships_requester_idx').on(t.requesterId, t.status),
    check('friendships_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

export type FriendshipRow = typeof friendships.$inferSelect;

/**
 * Accepted friendships in both directions (two rows per pair), written in the same transaction as
 * the acceptance: friends lists, counts and friends-of-friends become single index walks.
 */
export const friendLinks = socialSchema.table(
  'friend_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendshipId: integer('friendship_id')
      .notNull()
      .references(() => friendships.id, { onDelete: 'cascade' }),
    since: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);

/** People a user dismissed from their suggestions; kept, so they stay dismissed. */
export const suggestionDismissals = socialSchema.table(
  'suggestion_dismissals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedId: integer('dismissed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dismissedId] })],
);

/** A household; kept after dissolution (dissolved_at set, members removed) so ids are never reused. */
export const households = socialSchema.table('households', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  dissolvedAt: timestamp('dissolved_at', { withTimezone: true, mode: 'date' }),
});

export type HouseholdRow = typeof households.$inferSelect;

/** Current members only; the unique user id is the rule that a person belongs to at most one household. */
export const householdMembers = socialSchema.table(
  'household_members',
  {
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('household_members_household_idx').on(t.householdId)],
);

/**
 * One round of invitations sent together under a household name. The household itself is created
 * by the first acceptance (household_id set then); later acceptances of the round join it.
 */
export const invitationRounds = socialSchema.table(
  'household_invitation_rounds',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    householdId: integer('household_id').references(() => households.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('household_rounds_inviter_idx').on(t.inviterId)],
);

export type InvitationRoundRow = typeof invitationRounds.$inferSelect;

export const invitations = socialSchema.table(
  'household_invitations',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => invitationRounds.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('household_invitations_round_invitee_unique').on(t.roundId, t.inviteeId),
    index('household_invitations_invitee_idx').on(t.inviteeId, t.status),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
