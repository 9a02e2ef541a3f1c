import { z } from 'zod';
import { storeInt } from './input-limits';
import { PANTRY_UNITS, SHOPPING_CATEGORIES } from './shopping-names';

export { CHECKED_ITEMS, OTHER_ITEMS, PANTRY_UNITS, SHOPPING_CATEGORIES } from './shopping-names';

export const ShoppingCategory = z.enum(SHOPPING_CATEGORIES);
export type ShoppingCategory = z.infer<typeof ShoppingCategory>;

const itemName = (message: string) => z.string().trim().min(1, message).max(300);
const itemId = z.union([z.string().trim().min(1).max(100), z.number()]).transform(String);
const category = z.string().trim().max(60);

/** One ingredient line of a recipe on the list (the service keeps the recipe's own line, for rescaling, to itself). */
export const ShoppingIngredient = z.object({
  id: z.string(),
  name: z.string(),
  checked: z.boolean(),
  category: z.string(),
  emoji: z.string(),
});
export type ShoppingIngredient = z.infer<typeof ShoppingIngredient>;

export const ShoppingRecipe = z.object({
  recipeId: storeInt(),
  recipeTitle: z.string(),
  originalServings: z.number(),
  targetServings: z.number(),
  ingredientsRaw: z.array(ShoppingIngredient),
  /** Display name of who added it ('added by'). */
  addedBy: z.string().nullable(),
  addedById: storeInt().nullable(),
});
export type ShoppingRecipe = z.infer<typeof ShoppingRecipe>;

/** A recipe a list line came from (a line the meal plan added may come from several). */
export const LineSource = z.object({ recipeId: storeInt(), recipeTitle: z.string() });
export type LineSource = z.infer<typeof LineSource>;

export const CustomItem = z.object({
  id: z.string(),
  name: z.string(),
  /** The planned recipes this line was added for (`POST /plan/shopping`); absent for one typed in. */
  fromRecipes: z.array(LineSource).optional(),
  checked: z.boolean(),
  /** The same value as `checked`, under the other name the spec allows. */
  isChecked: z.boolean(),
  isCustom: z.literal(true),
  category: z.string(),
  emoji: z.string(),
  addedBy: z.string().nullable(),
  addedById: storeInt().nullable(),
  custom_item_original_uuid: z.string().nullable(),
});
export type CustomItem = z.infer<typeof CustomItem>;

/** Whose list or pantry it is: the household's when the user has one. */
export const ListOwner = z.object({
  household_id: storeInt().nullable(),
  household_name: z.string().nullable(),
});
export type ListOwner = z.infer<typeof ListOwner>;

/** GET /shopping (spec section 3) plus `version`, the base a client sends back with a whole-list body. */
export const ShoppingList = z.object({
  recipes: z.array(ShoppingRecipe),
  customItems: z.array(CustomItem),
  version: storeInt(),
  owner: ListOwner,
});
export type ShoppingList = z.infer<typeof ShoppingList>;

// ---- bodies -------------------------------------------------------------------------------------

const servings = z.coerce.number().finite().min(0).max(10000);

/** An ingredient in a body: a recipe line (scaled on the server) or an item already on a list. */
export const IngredientInput = z.union([
  z.string().max(1000),
  z
    .object({
      id: itemId.optional(),
      name: z.string().max(1000).optional(),
      item: z.string().max(1000).optional(),
      amount: z.union([z.string(), z.number()]).optional(),
      checked: z.boolean().optional(),
      isChecked: z.boolean().optional(),
    })
    .passthrough(),
]);
export type IngredientInput = z.infer<typeof IngredientInput>;

/** A recipe in a body; also the shopping hand-off of the recipe detail's Shop button. */
export const ShoppingRecipeInput = z.object({
  recipeId: storeInt.coerce().positive('recipeId is required'),
  recipeTitle: z.string().trim().max(300).default(''),
  originalServings: servings.default(1),
  targetServings: servings.optional(),
  ingredientsRaw: z.array(IngredientInput).max(500).default([]),
});
export type ShoppingRecipeInput = z.infer<typeof ShoppingRecipeInput>;
export const ShoppingHandoff = ShoppingRecipeInput;
export type ShoppingHandoff = ShoppingRecipeInput;

export const CustomItemInput = z.object({
  id: itemId.optional(),
  name: itemName('Item name is required'),
  checked: z.boolean().optional(),
  isChecked: z.boolean().optional(),
  category: category.optional(),
  custom_item_original_uuid: z.string().max(100).nullable().optional(),
});
export type CustomItemInput = z.infer<typeof CustomItemInput>;

const baseVersion = storeInt().min(0).optional();

/** POST /shopping: merged by item id (and recipeId); nothing absent from the body is removed. */
export const ShoppingPostBody = z.object({
  recipes: z.array(ShoppingRecipeInput).max(200).default([]),
  customItems: z.array(CustomItemInput).max(2000).default([]),
});
export type ShoppingPostBody = z.infer<typeof ShoppingPostBody>;

/**
 * PATCH /shopping: `checkedItems` (UI item id or item id -> checked), or a section as the client
 * now sees it. A section replaces the stored one, merged by id; an item it lacks is removed only
 * if the client could have seen it (added at or before `baseVersion`; every item without one).
 */
export const ShoppingPatchBody = z
  .object({
    checkedItems: z.record(z.string(), z.boolean()).optional(),
    customItems: z.array(CustomItemInput).max(2000).optional(),
    recipes: z.array(ShoppingRecipeInput).max(200).optional(),
    baseVersion,
  })
  .refine((b) => b.checkedItems || b.customItems || b.recipes, {
    message: 'Send checkedItems, customItems or recipes',
  });
export type ShoppingPatchBody = z.infer<typeof ShoppingPatchBody>;

/** POST /shopping/items: one custom item. */
export const ShoppingItemAdd = z.object({
  name: itemName('Item name is required'),
  category: category.optional(),
  id: itemId.optional(),
});
export type ShoppingItemAdd = z.infer<typeof ShoppingItemAdd>;

/** PATCH /shopping/items/{id}: check or rename one item. */
export const ShoppingItemChange = z
  .object({
    checked: z.boolean().optional(),
    name: itemName('Item name is required').optional(),
    category: category.optional(),
  })
  .refine((b) => b.checked !== undefined || b.name !== undefined || b.category !== undefined, {
    message: 'Send checked, name or category',
  });
export type ShoppingItemChange = z.infer<typeof ShoppingItemChange>;

// ---- pantry -------------------------------------------------------------------------------------

export const PantryItem = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  quantity: z.string(),
  unit: z.string(),
  expiryDate: z.string().nullable(),
  addedDate: z.string(),
  addedBy: z.string().nullable(),
});
export type PantryItem = z.infer<typeof PantryItem>;

export const Pantry = z.object({
  items: z.array(PantryItem),
  lastUpdated: z.string().nullable(),
  version: storeInt(),
  owner: ListOwner,
});
export type Pantry = z.infer<typeof Pantry>;

const isoDate = z
  .string()
  .trim()
  .max(40)
  .refine((s) => s === '' || !Number.isNaN(Date.parse(s)), 'expiryDate must be a date');

export const PantryItemInput = z.object({
  id: itemId.optional(),
  name: itemName('Pantry item name is required'),
  category: category.optional(),
  quantity: z
    .union([z.string().max(100), z.number()])
    .transform(String)
    .optional(),
  unit: z
    .string()
    .trim()
    .refine((u) => u === '' || (PANTRY_UNITS as readonly string[]).includes(u), {
      message: `unit must be one of ${PANTRY_UNITS.join(', ')}`,
    })
    .optional(),
  expiryDate: isoDate.nullable().optional(),
  addedDate: z.string().max(40).optional(),
});
export type PantryItemInput = z.infer<typeof PantryItemInput>;

/** POST /pantry: the pantry as the client sees it, merged by id (see ShoppingPatchBody for removal). */
export const PantryPostBody = z.object({
  items: z.array(PantryItemInput).max(2000),
  lastUpdated: z.string().max(40).nullable().optional(),
  baseVersion,
});
export type PantryPostBody = z.infer<typeof PantryPostBody>;

export const PantryItemChange = PantryItemInput.partial();
export type PantryItemChange = z.infer<typeof PantryItemChange>;

export const PantryImage = z.object({
  id: storeInt(),
  image_url: z.string(),
  url: z.string(),
  name: z.string(),
  uploaded_at: z.string(),
  timestamp: z.number(),
});
export type PantryImage = z.infer<typeof PantryImage>;

/** POST /pantry/images as JSON: a data URL (the web reads the photo as one) or an already stored image. */
export const PantryImageBody = z.object({ imageUrl: z.string().min(1, 'imageUrl is required') });

// ---- food ---------------------------------------------------------------------------------------

export const FoodCategoryEntry = z.object({ category: z.string(), emoji: z.string() });
export type FoodCategoryEntry = z.infer<typeof FoodCategoryEntry>;
export const FoodItem = z.object({ name: z.string(), category: z.string(), emoji: z.string() });
export type FoodItem = z.infer<typeof FoodItem>;
export const FoodList = z.object({
  items: z.array(FoodItem),
  categories: z.array(z.object({ name: z.string(), emoji: z.string() })),
});
export type FoodList = z.infer<typeof FoodList>;

// ---- bus messages -------------------------------------------------------------------------------

export const ShoppingActor = z.object({ userId: storeInt(), displayName: z.string().nullable() });
export type ShoppingActor = z.infer<typeof ShoppingActor>;

export const ShoppingOp = z.discriminatedUnion('op', [
  z.object({ op: z.literal('post'), body: ShoppingPostBody }),
  z.object({ op: z.literal('patch'), body: ShoppingPatchBody }),
  z.object({ op: z.literal('clear-checked') }),
  z.object({ op: z.literal('clear-all') }),
  z.object({ op: z.literal('add-item'), body: ShoppingItemAdd }),
  z.object({ op: z.literal('change-item'), id: z.string(), body: ShoppingItemChange }),
  z.object({ op: z.literal('remove-item'), id: z.string() }),
  z.object({ op: z.literal('remove-recipe'), recipeId: storeInt() }),
]);
export type ShoppingOp = z.infer<typeof ShoppingOp>;

export const PantryOp = z.discriminatedUnion('op', [
  z.object({ op: z.literal('post'), body: PantryPostBody }),
  z.object({ op: z.literal('add-item'), body: PantryItemInput }),
  z.object({ op: z.literal('change-item'), id: z.string(), body: PantryItemChange }),
  z.object({ op: z.literal('remove-item'), id: z.string() }),
]);
export type PantryOp = z.infer<typeof PantryOp>;

export const ShoppingGetMessage = ShoppingActor;
export type ShoppingGetMessage = ShoppingActor;
export const ShoppingChangeMessage = ShoppingActor.extend({ change: ShoppingOp });
export type ShoppingChangeMessage = z.infer<typeof ShoppingChangeMessage>;
export const PantryChangeMessage = ShoppingActor.extend({ change: PantryOp });
export type PantryChangeMessage = z.infer<typeof PantryChangeMessage>;
export const PantryImageAddMessage = ShoppingActor.extend({ imageUrl: z.string(), name: z.string() });
export type PantryImageAddMessage = z.infer<typeof PantryImageAddMessage>;
export const PantryImageDeleteMessage = ShoppingActor.extend({ id: storeInt() });
export type PantryImageDeleteMessage = z.infer<typeof PantryImageDeleteMessage>;
/** The removed image's URL, and whether another record still names it (then its file stays). */
export const PantryImageDeleteReply = z.object({ image_url: z.string(), still_used: z.boolean() });
export type PantryImageDeleteReply = z.infer<typeof PantryImageDeleteReply>;
export const FoodCategorizeMessage = z.object({ ingredient: z.string().max(1000) });
export type FoodCategorizeMessage = z.infer<typeof FoodCategorizeMessage>;

/**
 * `Events.shoppingChanged`: a list, pantry or the pantry photos changed. `user_ids` are the members
 * who may see it (the gateways push it to their signed-in streams); the new state travels along.
 */
export const ShoppingChangedEvent = z.object({
  user_ids: z.array(storeInt()),
  actor_id: storeInt(),
  /** `plan`: the meal plan changed; the members read the weeks they show again. */
  kind: z.enum(['list', 'pantry', 'images', 'plan']),
  list: ShoppingList.optional(),
  pantry: Pantry.optional(),
  images: z.array(PantryImage).optional(),
});
export type ShoppingChangedEvent = z.infer<typeof ShoppingChangedEvent>;

/** One frame of `GET /api/shopping/events` (its event name is `kind`): the change without its audience. */
export const ShoppingStreamFrame = ShoppingChangedEvent.omit({ user_ids: true });
export type ShoppingStreamFrame = z.infer<typeof ShoppingStreamFrame>;
