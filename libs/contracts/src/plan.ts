import { z } from 'zod';
import { storeInt } from './input-limits';
import { Ingredient, RecipeCard } from './recipes';
import { ShoppingActor } from './shopping';

/** The meals of a day, in the order a day shows them and the plan sorts them. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const Meal = z.enum(MEALS, { message: `meal must be one of ${MEALS.join(', ')}` });
export type Meal = z.infer<typeof Meal>;

/** Most days one `GET /plan` may span. */
export const PLAN_RANGE_MAX_DAYS = 62;
/** How far ahead the calendar feed reaches. */
export const CALENDAR_WEEKS = 8;

const DAY_MS = 86_400_000;

/** A calendar day, `YYYY-MM-DD`, that exists (no 31 February). */
export const PlanDate = z
  .string({ message: 'date must be YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine((s) => {
    const day = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
  }, 'date must be a real day (YYYY-MM-DD)');

const servings = z
  .number({ message: 'servings must be a whole number from 1 to 100' })
  .int('servings must be a whole number from 1 to 100')
  .min(1, 'servings must be a whole number from 1 to 100')
  .max(100, 'servings must be a whole number from 1 to 100');
const note = z.string().trim().max(500, 'note is at most 500 characters');

/** One planned meal: a recipe, or a note-only entry ("Leftovers"). */
export const PlanEntry = z.object({
  id: z.string(),
  date: z.string(),
  meal: Meal,
  recipeId: storeInt().nullable(),
  title: z.string(),
  servings: storeInt().nullable(),
  note: z.string(),
  addedBy: z.object({ id: storeInt(), displayName: z.string().nullable() }),
  createdAt: z.string(),
});
export type PlanEntry = z.infer<typeof PlanEntry>;

export const PlanReply = z.object({ entries: z.array(PlanEntry) });
export type PlanReply = z.infer<typeof PlanReply>;

/** Days between two `YYYY-MM-DD` dates (to - from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const rangeFields = { from: PlanDate, to: PlanDate };
/** Both ends included, at most 62 days. */
const checkRange = <S extends z.ZodType<{ from: string; to: string }>>(schema: S) =>
  schema
    .refine((r) => daysBetween(r.from, r.to) >= 0, { message: 'to must not be before from' })
    .refine((r) => daysBetween(r.from, r.to) < PLAN_RANGE_MAX_DAYS, {
      message: `A plan range is at most ${PLAN_RANGE_MAX_DAYS} days`,
    });

/** `GET /plan?from&to`. */
export const PlanRange = checkRange(z.object(rangeFields));
export type PlanRange = z.infer<typeof PlanRange>;

/** `POST /plan/shopping {from, to}`; `preview: true` answers what it would do and changes nothing. */
export const PlanShoppingBody = checkRange(z.object({ ...rangeFields, preview: z.boolean().optional() }));
export type PlanShoppingBody = z.infer<typeof PlanShoppingBody>;

/** `POST /plan/entries`: a recipe (its title comes from it) or a title of one's own. */
export const PlanEntryCreate = z
  .object({
    /** A client-chosen id makes a resend from an offline queue add nothing twice. */
    id: z
      .string()
      .regex(/^[\w-]{8,64}$/, 'id must be 8 to 64 letters, digits, - or _')
      .optional(),
    date: PlanDate,
    meal: Meal,
    recipeId: storeInt().positive().nullable().optional(),
    title: z.string().trim().max(200, 'title is at most 200 characters').optional(),
    servings: servings.nullable().optional(),
    note: note.optional(),
  })
  .refine((b) => b.recipeId != null || (b.title ?? '') !== '', {
    message: 'A title is required for an entry without a recipe',
  });
export type PlanEntryCreate = z.infer<typeof PlanEntryCreate>;

/** `PATCH /plan/entries/{id}`: move it, change its servings or note. */
export const PlanEntryChange = z
  .object({
    date: PlanDate.optional(),
    meal: Meal.optional(),
    servings: servings.nullable().optional(),
    note: note.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Send date, meal, servings or note',
  });
export type PlanEntryChange = z.infer<typeof PlanEntryChange>;

/** `POST /plan/shopping`: how many lines were added, how many existing ones grew, what the pantry has. */
export const PlanShoppingReply = z.object({
  added: storeInt(),
  merged: storeInt(),
  inPantry: z.array(z.string()),
  /** With `preview`: the lines as they would read on the list. */
  lines: z.array(z.string()).optional(),
});
export type PlanShoppingReply = z.infer<typeof PlanShoppingReply>;

export const CalendarLinkReply = z.object({ url: z.string() });
export type CalendarLinkReply = z.infer<typeof CalendarLinkReply>;

/** `GET /recipes/cookable?limit=N`. */
export const CookableQuery = z.object({
  limit: storeInt.coerce().min(1).max(100).default(20),
});
export type CookableQuery = z.infer<typeof CookableQuery>;

/** One recipe the pantry goes some way towards: `have` of `total` lines, and the lines missing. */
export const CookableRecipe = z.object({
  recipe: RecipeCard,
  have: storeInt(),
  total: storeInt(),
  missing: z.array(z.string()),
});
export type CookableRecipe = z.infer<typeof CookableRecipe>;
export const CookableReply = z.array(CookableRecipe);
export type CookableReply = z.infer<typeof CookableReply>;

// ---- bus messages -------------------------------------------------------------------------------

export const PlanListMessage = ShoppingActor.extend({ range: PlanRange });
export type PlanListMessage = z.infer<typeof PlanListMessage>;
export const PlanAddMessage = ShoppingActor.extend({ body: PlanEntryCreate });
export type PlanAddMessage = z.infer<typeof PlanAddMessage>;
export const PlanChangeMessage = ShoppingActor.extend({ id: z.string(), body: PlanEntryChange });
export type PlanChangeMessage = z.infer<typeof PlanChangeMessage>;
export const PlanRemoveMessage = ShoppingActor.extend({ id: z.string() });
export type PlanRemoveMessage = z.infer<typeof PlanRemoveMessage>;
export const PlanRemoveReply = z.object({ removed: z.boolean() });
export const PlanShoppingMessage = ShoppingActor.extend({ range: PlanShoppingBody });
export type PlanShoppingMessage = z.infer<typeof PlanShoppingMessage>;
/** A new secret for the person's plan's calendar feed (the old one stops working). */
export const CalendarLinkMessage = ShoppingActor;
export const CalendarLinkSecret = z.object({ secret: z.string() });
/** The feed of a secret: `today` (YYYY-MM-DD) starts the 8 weeks. */
export const CalendarFeedMessage = z.object({ secret: z.string().max(200), today: PlanDate });
export type CalendarFeedMessage = z.infer<typeof CalendarFeedMessage>;
export const CalendarFeedReply = z.object({ name: z.string(), entries: z.array(PlanEntry) });
export type CalendarFeedReply = z.infer<typeof CalendarFeedReply>;

/** The recipes a plan names, as the person may see them (those they may not are left out). */
export const PlanRecipesMessage = z.object({
  userId: storeInt(),
  ids: z.array(storeInt()).max(500),
});
export type PlanRecipesMessage = z.infer<typeof PlanRecipesMessage>;
export const PlanRecipe = z.object({
  id: storeInt(),
  title: z.string(),
  servings: z.number().nullable(),
  ingredients: z.array(Ingredient),
});
export type PlanRecipe = z.infer<typeof PlanRecipe>;
export const PlanRecipesReply = z.array(PlanRecipe);

export const CookableMessage = ShoppingActor.extend({ limit: storeInt().min(1).max(100) });
export type CookableMessage = z.infer<typeof CookableMessage>;
