import { index, integer, jsonb, pgSchema, serial, timestamp } from 'drizzle-orm/pg-core';

export const shoppingSchema = pgSchema('shopping');

/** One list per household, else per user; its recipes and custom items live in `data`. */
export const shoppingLists = shoppingSchema.table(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').notNull(),
    householdId: integer('household_id'),
    data: jsonb('data')
      .$type<{ recipes: unknown[]; customItems: unknown[] }>()
      .notNull()
      .default({ recipes: [], customItems: [] }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_lists_owner_idx').on(t.ownerUserId),
    index('shopping_lists_household_idx').on(t.householdId),
  ],
);
