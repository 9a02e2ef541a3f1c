import { z } from 'zod';

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

const minutes = z.coerce.number().int().min(0).max(100000);

/** Recipe as read from the server (spec section 3). */
export const Recipe = z.object({
  id: z.number().int(),
  _id: z.number().int(),
  user_id: z.number().int(),
  original_owner_user_id: z.number().int().nullable(),
  original_recipe_id: z.number().int().nullable(),
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
  servings: z.coerce.number().int().min(0).max(10000),
  notes: z.string().max(50000),
  source: z.string().max(500),
  ingredients: z.array(Ingredient).max(500),
  method: z.array(z.string().max(20000)).max(500),
  tags: RecipeTags,
  image: z.string().max(2000),
  status: RecipeStatus,
  privacy: RecipePrivacy,
  your_rating: z.number().min(0).max(5).multipleOf(0.5).nullable(),
  nutrition_per_serving: z.record(z.string(), z.unknown()),
  owner: z.string().max(200),
  original_recipe_id: z.coerce.number().int(),
  original_rating: z.number().min(0).max(5),
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

export const RecipeListQuery = z.object({
  view: RecipeView.default('mine'),
  random: z.coerce.boolean().optional(),
});
export type RecipeListQuery = z.infer<typeof RecipeListQuery>;

export const RecipeList = z.array(Recipe);
export type RecipeList = z.infer<typeof RecipeList>;

/** Messages on the bus: the acting user is always named by the gateway, never by the client. */
export const RecipesListMessage = z.object({ userId: z.number().int(), query: RecipeListQuery });
export const RecipeGetMessage = z.object({ userId: z.number().int(), id: z.number().int() });
export const RecipeCreateMessage = z.object({
  userId: z.number().int(),
  displayName: z.string().nullable(),
  body: RecipeCreate,
});
export const RecipeUpdateMessage = z.object({
  userId: z.number().int(),
  id: z.number().int(),
  body: RecipeUpdate,
});
export const RecipeDeleteMessage = z.object({ userId: z.number().int(), id: z.number().int() });
/** How many of `ownerId`'s recipes `viewerId` may see under the privacy rules (spec section 6). */
export const RecipeCountVisibleMessage = z.object({ viewerId: z.number().int(), ownerId: z.number().int() });
export type RecipeCountVisibleMessage = z.infer<typeof RecipeCountVisibleMessage>;
export const RecipeCountVisibleReply = z.object({ count: z.number().int().nonnegative() });
export type RecipeCountVisibleReply = z.infer<typeof RecipeCountVisibleReply>;
export type RecipesListMessage = z.infer<typeof RecipesListMessage>;
export type RecipeGetMessage = z.infer<typeof RecipeGetMessage>;
export type RecipeCreateMessage = z.infer<typeof RecipeCreateMessage>;
export type RecipeUpdateMessage = z.infer<typeof RecipeUpdateMessage>;
export type RecipeDeleteMessage = z.infer<typeof RecipeDeleteMessage>;
