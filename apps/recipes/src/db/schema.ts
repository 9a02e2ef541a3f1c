import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  customType,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Ingredient, RecipeTags } from '@mise/contracts';

export const recipesSchema = pgSchema('recipes');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface StoredNutrition {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

export const recipes = recipesSchema.table(
  'recipes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    // A copy of the owner's name from social's user events, so lists need no cross-service call.
    userDisplayName: text('user_display_name'),
    originalOwnerUserId: integer('original_owner_user_id'),
    originalRecipeId: integer('original_recipe_id'),
    originalRating: real('original_rating'),
    originalOwnerDisplayName: text('original_owner_display_name'),
    owner: text('owner'),
    source: text('source').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    prepTimeMinutes: integer('prep_time_minutes').notNull().default(0),
    cookTimeMinutes: integer('cook_time_minutes').notNull().default(0),
    servings: integer('servings').notNull().default(0),
    ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull().default([]),
    method: jsonb('method').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    image: text('image').notNull().default(''),
    tags: jsonb('tags').$type<RecipeTags>().notNull().default({}),
    status: text('status').$type<'to-make' | 'made'>().notNull().default('to-make'),
    archivedFlag: boolean('archived_flag').notNull().default(false),
    privacy: text('privacy').$type<'public' | 'friends_only' | 'private'>().notNull().default('friends_only'),
    yourRating: real('your_rating'),
    nutrition: jsonb('nutrition')
      .$type<StoredNutrition>()
      .notNull()
      .default({ calories: null, protein: null, carbs: null, fat: null }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * What search reads, kept by PostgreSQL itself: title, description, ingredients, owner names
     * and source, lower-cased, for substring search (trigram index) and full-text search.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || ' ' || description || ' ' || ingredients::text || ' ' || coalesce(user_display_name, '') || ' ' || coalesce(original_owner_display_name, '') || ' ' || coalesce(owner, '') || ' ' || source)`,
      ),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english'::regconfig, title || ' ' || description || ' ' || ingredients::text || ' ' || coalesce(user_display_name, '') || ' ' || coalesce(original_owner_display_name, '') || ' ' || coalesce(owner, '') || ' ' || source)`,
      ),
  },
  (t) => [
    index('recipes_user_id_created_idx').on(t.userId, t.createdAt),
    index('recipes_privacy_created_idx').on(t.privacy, t.createdAt),
    // DESC NULLS FIRST is what a plain `order by ... desc` asks for: the order of every list page.
    index('recipes_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('recipes_user_created_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('recipes_image_idx').on(t.image),
    index('recipes_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('recipes_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * Recipes' own copy of the accepted friendships, kept from social's friendship events, one row per
 * direction so "is B a friend of A" is a primary-key lookup. Privacy reads it; nothing else does.
 */
export const friendships = recipesSchema.table(
  'friendships',
  {
    userId: integer('user_id').notNull(),
    friendId: integer('friend_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] }), index('friendships_friend_idx').on(t.friendId)],
);

/**
 * One row whose number goes up with every change to recipes or friendships (database triggers,
 * so no write path can forget it). List answers are cached under it: a cached page is used only
 * while the number it was made under is still current, in every process that shares the store.
 */
export const listGeneration = recipesSchema.table('list_generation', {
  id: integer('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** A recipe as read: every column but the generated search ones. */
export type RecipeRow = Omit<typeof recipes.$inferSelect, 'searchText' | 'searchVector'>;
export type NewRecipeRow = typeof recipes.$inferInsert;
