import { sql } from 'drizzle-orm';
import {
  AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredList, StoredPantry } from '../shopping/stored';

export const shoppingSchema = pgSchema('shopping');

/** Owner columns shared by the list, the pantry and the photos: a household's, else a user's. */
const owned = () => ({
  id: serial('id').primaryKey(),
  ownerUserId: integer('owner_user_id').notNull(),
  householdId: integer('household_id'),
});

/** One row per household, else one per user without a household. */
function ownerKeys(table: string, t: { householdId: AnyPgColumn; ownerUserId: AnyPgColumn }) {
  return [
    uniqueIndex(`${table}_household_key`)
      .on(t.householdId)
      .where(sql`${t.householdId} is not null`),
    uniqueIndex(`${table}_personal_key`)
      .on(t.ownerUserId)
      .where(sql`${t.householdId} is null`),
  ];
}

/**
 * One list per household (`household_id` set), else per user (`owner_user_id`, no household). Its
 * recipes and custom items live in `data`; `version` counts committed changes (a client's base).
 */
export const shoppingLists = shoppingSchema.table(
  'shopping_lists',
  {
    ...owned(),
    data: jsonb('data').$type<StoredList>().notNull().default({ recipes: [], customItems: [] }),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_lists_owner_idx').on(t.ownerUserId),
    index('shopping_lists_household_idx').on(t.householdId),
    ...ownerKeys('shopping_lists', t),
  ],
);

/** The pantry, owned like the list. */
export const pantries = shoppingSchema.table(
  'pantries',
  {
    ...owned(),
    data: jsonb('data').$type<StoredPantry>().notNull().default({ items: [] }),
    version: integer('version').notNull().default(0),
    lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'date' }),
  },
  (t) => [...ownerKeys('pantries', t)],
);

/** Pantry photos, owned like the list; the image itself is in the gateway's object storage. */
export const pantryImages = shoppingSchema.table(
  'pantry_images',
  {
    ...owned(),
    imageUrl: text('image_url').notNull(),
    name: text('name').notNull().default(''),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('pantry_images_owner_idx').on(t.ownerUserId, t.householdId)],
);

/** This service's copy of household memberships, kept from social's `householdChanged` events. */
export const householdMembers = shoppingSchema.table(
  'household_members',
  {
    userId: integer('user_id').primaryKey(),
    householdId: integer('household_id').notNull(),
    householdName: text('household_name').notNull(),
  },
  (t) => [index('household_members_household_idx').on(t.householdId)],
);

/**
 * The meal plan, one row per entry, owned like the list: the household's entries, else the
 * user's own. `shopped_servings` is what `POST /plan/shopping` last put on the list for the entry
 * (null: not yet), so a second call adds nothing new.
 */
export const planEntries = shoppingSchema.table(
  'plan_entries',
  {
    id: text('id').primaryKey(),
    ownerUserId: integer('owner_user_id').notNull(),
    householdId: integer('household_id'),
    day: date('day', { mode: 'string' }).notNull(),
    meal: text('meal').notNull(),
    /** 0 breakfast .. 3 snack: the order of a day. */
    mealOrder: integer('meal_order').notNull(),
    recipeId: integer('recipe_id'),
    title: text('title').notNull(),
    servings: integer('servings'),
    note: text('note').notNull().default(''),
    addedById: integer('added_by_id').notNull(),
    addedByName: text('added_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    shoppedServings: integer('shopped_servings'),
  },
  (t) => [
    index('plan_entries_household_day_idx').on(t.householdId, t.day),
    index('plan_entries_owner_day_idx').on(t.ownerUserId, t.day),
  ],
);

/**
 * A person's calendar feed secret (its SHA-256, never the secret itself): one per person, showing
 * the plan that is theirs when it is read (the household's once they join one).
 */
export const planCalendars = shoppingSchema.table(
  'plan_calendars',
  {
    userId: integer('user_id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
  },
  (t) => [uniqueIndex('plan_calendars_secret_key').on(t.secretHash)],
);

export type ListRow = typeof shoppingLists.$inferSelect;
export type PlanEntryRow = typeof planEntries.$inferSelect;
export type PantryRow = typeof pantries.$inferSelect;
export type PantryImageRow = typeof pantryImages.$inferSelect;
