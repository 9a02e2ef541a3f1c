import { z } from 'zod';
import { storeInt } from './input-limits';

export const RecipeStatus = z.enum(['to-make', 'made']);
export const RecipePrivacy = z.enum(['public', 'friends_only', 'private']);
export const RecipeView = z.enum(['mine', 'friends', 'all']);

/** An ingredient is a plain line or an object (spec section 3). */
export const Ingredient = z.union([
  z.string(),
  z
    .object({
      amount: z.union([z.string(), z.number()]).optional(),
      item: z.string().optional(),
      name: z.string().optional(),
      note: z.string().optional(),
      emoji: z.string().optional(),
    })
    .passthrough(),
]);
export type Ingredient = z.infer<typeof Ingredient>;

export const RecipeTags = z
  .object({
    'Meal Type': z.array(z.string()).optional(),
    Cuisine: z.array(z.string()).optional(),
    Time: z.string().optional(),
    Dietary: z.array(z.string()).optional(),
    Characteristics: z.array(z.string()).optional(),
    General: z.array(z.string()).optional(),
  })
  .passthrough();
export type RecipeTags = z.infer<typeof RecipeTags>;

export const Nutrition = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
});

const minutes = storeInt.coerce().min(0).max(100000);

export const RATING_MESSAGE = 'Rating must be between 0 and 5 in half steps';
/** Spec section 9: 0 to 5 in half steps. */
const rating = z
  .number({ error: RATING_MESSAGE })
  .min(0, RATING_MESSAGE)
  .max(5, RATING_MESSAGE)
  .multipleOf(0.5, RATING_MESSAGE);

export const IMAGE_URL_MESSAGE = 'Image must be a web address (http or https) or an uploaded image';
/** An image is none (''), a web address, or one the gateway stored (a path under /api/images/). */
const imageUrl = z
  .string()
  .max(2000)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/api\/images\/[\w./-]+$/.test(value),
    {
      error: IMAGE_URL_MESSAGE,
    },
  );

/** Recipe as read from the server (spec section 3). */
export const Recipe = z.object({
  id: storeInt(),
  _id: storeInt(),
  user_id: storeInt(),
  original_owner_user_id: storeInt().nullable(),
  original_recipe_id: storeInt().nullable(),
  original_rating: z.number().nullable(),
  original_owner_display_name: z.string().nullable(),
  user_display_name: z.string().nullable(),
  user: z.string().nullable(),
  owner: z.string().nullable(),
  source: z.string(),
  title: z.string(),
  description: z.string(),
  prep_time_minutes: z.number(),
  cook_time_minutes: z.number(),
  servings: z.number(),
  ingredients: z.array(Ingredient),
  method: z.array(z.string()),
  notes: z.string(),
  image: z.string(),
  tags: RecipeTags,
  status: RecipeStatus,
  archived_flag: z.boolean(),
  privacy: RecipePrivacy,
  your_rating: z.number().nullable(),
  duration_minutes: z.number(),
  nutrition: Nutrition,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recipe = z.infer<typeof Recipe>;

/** The writable fields, without defaults: shared by create (defaults filled) and update (as given). */
const recipeFields = {
  title: z.string().trim().min(1, 'Recipe title is required').max(300),
  description: z.string().max(20000),
  prep_time_minutes: minutes,
  cook_time_minutes: minutes,
  servings: storeInt.coerce().min(0).max(10000),
  notes: z.string().max(50000),
  source: z.string().max(500),
  ingredients: z.array(Ingredient).max(500),
  method: z.array(z.string().max(20000)).max(500),
  tags: RecipeTags,
  image: imageUrl,
  status: RecipeStatus,
  privacy: RecipePrivacy,
  your_rating: rating.nullable(),
  nutrition_per_serving: z.record(z.string(), z.unknown()),
  owner: z.string().max(200),
  original_recipe_id: storeInt.coerce(),
  original_rating: rating,
  original_owner_display_name: z.string().max(200),
};

/** Body of POST /recipes (JSON or the multipart form's fields after parsing). */
export const RecipeCreate = z.object({
  ...recipeFields,
  description: recipeFields.description.default(''),
  prep_time_minutes: recipeFields.prep_time_minutes.default(0),
  cook_time_minutes: recipeFields.cook_time_minutes.default(0),
  servings: recipeFields.servings.default(0),
  notes: recipeFields.notes.default(''),
  source: recipeFields.source.default(''),
  ingredients: recipeFields.ingredients.default([]),
  method: recipeFields.method.default([]),
  tags: recipeFields.tags.default({}),
  image: recipeFields.image.default(''),
  status: recipeFields.status.default('to-make'),
  privacy: recipeFields.privacy.default('friends_only'),
  your_rating: recipeFields.your_rating.default(null),
  nutrition_per_serving: recipeFields.nutrition_per_serving.optional(),
  owner: recipeFields.owner.optional(),
  original_recipe_id: recipeFields.original_recipe_id.optional(),
  original_rating: recipeFields.original_rating.optional(),
  original_owner_display_name: recipeFields.original_owner_display_name.optional(),
});
export type RecipeCreate = z.infer<typeof RecipeCreate>;
export type RecipeCreateInput = z.input<typeof RecipeCreate>;

/**
 * Body of PATCH /recipes/{id}: any subset of the writable fields. Built from the default-free
 * fields on purpose: a field the client did not send must stay as it is, never be reset.
 */
export const RecipeUpdate = z.object(recipeFields).partial().strict();
export type RecipeUpdate = z.infer<typeof RecipeUpdate>;

/** The filter sheet's selections: category label of filter.json (emoji and all) -> chosen options. */
export const RecipeFilters = z.record(z.string().max(100), z.array(z.string().max(100)).max(50));
export type RecipeFilters = z.infer<typeof RecipeFilters>;

/** Most cards one page may hold; a list asked for without `limit` answers at most RECIPE_LIST_MAX. */
export const RECIPE_PAGE_MAX = 100;
export const RECIPE_LIST_MAX = 2000;

export const RecipeListQuery = z.object({
  view: RecipeView.default('mine'),
  random: z.coerce.boolean().optional(),
  /** To Make / Made: that status, archived recipes left out (spec section 4). */
  status: RecipeStatus.optional(),
  /** Search words: substring of title, description, ingredients, owner names or source, or a full-text match. */
  q: z.string().trim().max(200).optional(),
  filters: RecipeFilters.optional(),
  limit: storeInt.coerce().min(1).max(RECIPE_PAGE_MAX).optional(),
  /** Opaque: the X-Next-Cursor of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type RecipeListQuery = z.infer<typeof RecipeListQuery>;

/** A list item: only what the list screens show or filter on (the detail call stays whole). */
export const RecipeCard = Recipe.pick({
  id: true,
  _id: true,
  user_id: true,
  original_owner_user_id: true,
  original_recipe_id: true,
  original_rating: true,
  original_owner_display_name: true,
  user_display_name: true,
  user: true,
  owner: true,
  source: true,
  title: true,
  image: true,
  tags: true,
  status: true,
  archived_flag: true,
  privacy: true,
  your_rating: true,
  duration_minutes: true,
  created_at: true,
});
export type RecipeCard = z.infer<typeof RecipeCard>;

/**
 * Reply of recipes.list and recipes.list-for-user. `body` is the JSON text of `RecipeCard[]`, built
 * by the store and written to the HTTP response as is (no object tree is built, copied or
 * re-serialised on the way); `nextCursor` is null on the last page. `tag` is the answer's ETag (null
 * when it has none, as for a shuffled list): a caller that sends the ETag of the answer it holds as
 * `cached` (as If-None-Match does) gets `{ unchanged: true }` instead of the same body again.
 */
export const RecipeListReply = z.union([
  z.object({ body: z.string(), nextCursor: z.string().nullable(), tag: z.string().nullable() }),
  z.object({ unchanged: z.literal(true) }),
]);
export type RecipeListReply = z.infer<typeof RecipeListReply>;
/** A list reply with its body (not `unchanged`). */
export type RecipeListPage = Extract<RecipeListReply, { body: string }>;

/** GET /recipes/search-image: picture addresses for a title, and a note when there are none to offer. */
export const ImageSearchResult = z.object({ imageUrls: z.array(z.string()), message: z.string().optional() });
export type ImageSearchResult = z.infer<typeof ImageSearchResult>;

export const RecipeList = z.array(Recipe);
export type RecipeList = z.infer<typeof RecipeList>;

/** Messages on the bus: the acting user is always named by the gateway, never by the client. */
export const RecipesListMessage = z.object({
  userId: storeInt(),
  query: RecipeListQuery,
  /** The ETag of the answer the caller already holds for this query. */
  cached: z.string().max(100).optional(),
});
export const RecipeGetMessage = z.object({ userId: storeInt(), id: storeInt() });
export const RecipeCreateMessage = z.object({
  userId: storeInt(),
  displayName: z.string().nullable(),
  body: RecipeCreate,
});
export const RecipeUpdateMessage = z.object({
  userId: storeInt(),
  id: storeInt(),
  body: RecipeUpdate,
});
export const RecipeDeleteMessage = z.object({ userId: storeInt(), id: storeInt() });
/**
 * Replies of update and delete: `releasedImages` are the stored images (URLs under /api/images/)
 * the change left unnamed by any recipe, for the gateway to delete from object storage.
 */
export const RecipeUpdateReply = z.object({ recipe: Recipe, releasedImages: z.array(z.string()) });
export type RecipeUpdateReply = z.infer<typeof RecipeUpdateReply>;
export const RecipeDeleteReply = z.object({ deleted: z.literal(true), releasedImages: z.array(z.string()) });
export type RecipeDeleteReply = z.infer<typeof RecipeDeleteReply>;
/** An owner's recipes as the viewer may see them (GET /recipes/user/{userId}). */
export const RecipesForUserMessage = z.object({
  viewerId: storeInt(),
  ownerId: storeInt(),
  query: RecipeListQuery.optional(),
  cached: z.string().max(100).optional(),
});
export type RecipesForUserMessage = z.infer<typeof RecipesForUserMessage>;
/** How many of `ownerId`'s recipes `viewerId` may see under the privacy rules (spec section 6). */
export const RecipeCountVisibleMessage = z.object({ viewerId: storeInt(), ownerId: storeInt() });
export type RecipeCountVisibleMessage = z.infer<typeof RecipeCountVisibleMessage>;
export const RecipeCountVisibleReply = z.object({ count: storeInt().nonnegative() });
export type RecipeCountVisibleReply = z.infer<typeof RecipeCountVisibleReply>;
export type RecipesListMessage = z.infer<typeof RecipesListMessage>;
export type RecipeGetMessage = z.infer<typeof RecipeGetMessage>;
export type RecipeCreateMessage = z.infer<typeof RecipeCreateMessage>;
export type RecipeUpdateMessage = z.infer<typeof RecipeUpdateMessage>;
export type RecipeDeleteMessage = z.infer<typeof RecipeDeleteMessage>;

/** A list reply's page; one that says `unchanged` (only to a caller that sent an ETag) has none. */
export function pageOf(reply: RecipeListReply): RecipeListPage {
  if (!('body' in reply)) throw new Error('This list reply says unchanged: it carries no page');
  return reply;
}

/** The cards of a list reply's page. */
export function cardsOf(reply: RecipeListReply): RecipeCard[] {
  return z.array(RecipeCard).parse(JSON.parse(pageOf(reply).body));
}

/** Reply of recipes.may-change: the caller may change the recipe (else the reply is NotFound or Forbidden). */
export const RecipeMayChangeReply = z.object({ ok: z.literal(true) });
export type RecipeMayChangeReply = z.infer<typeof RecipeMayChangeReply>;

/** A line of a shared recipe's ingredients or method: a section heading, or a line under one. */
export const SharedLine = z.object({ text: z.string(), heading: z.boolean() });
export type SharedLine = z.infer<typeof SharedLine>;

/**
 * What the public share page (GET /share/{id}) shows of a public recipe: only what anyone may read
 * (no ratings, status, privacy or ids of people), its lines ready to print.
 */
export const SharedRecipe = z.object({
  id: storeInt(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  prep_time_minutes: z.number(),
  cook_time_minutes: z.number(),
  servings: z.number(),
  ingredients: z.array(SharedLine),
  method: z.array(SharedLine),
  notes: z.string(),
  source: z.string(),
  /** The owner's first name, empty when the recipe has no owner name. */
  owner_first_name: z.string(),
  tags: RecipeTags,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SharedRecipe = z.infer<typeof SharedRecipe>;

/** Asks for a recipe as anyone may see it: answered only for a public one, else NotFound. */
export const SharedRecipeMessage = z.object({ id: storeInt() });
export type SharedRecipeMessage = z.infer<typeof SharedRecipeMessage>;
