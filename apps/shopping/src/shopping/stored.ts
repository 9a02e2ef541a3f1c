import type { MergedAmount } from '@mise/recipe-text';
import type { CustomItem, PantryItem, ShoppingIngredient, ShoppingRecipe } from '@mise/contracts';

/**
 * What the jsonb columns hold: the read model plus `rev`, the list version at which an entry was
 * added, and for a recipe line `raw`, the recipe's own line it is rescaled from (null once renamed).
 */
export type StoredIngredient = ShoppingIngredient & { raw: string | null; rev: number };
export type StoredRecipe = Omit<ShoppingRecipe, 'ingredientsRaw'> & {
  ingredientsRaw: StoredIngredient[];
  rev: number;
};
/**
 * A custom item; one the meal plan added also keeps its food (`planKey`) and its amounts, so a
 * later plan adds to them instead of reading its own text back.
 */
export type StoredCustom = CustomItem & { rev: number; planKey?: string; planAmounts?: MergedAmount[] };
export interface StoredList {
  recipes: StoredRecipe[];
  customItems: StoredCustom[];
}
export type StoredPantryItem = PantryItem & { rev: number };
export interface StoredPantry {
  items: StoredPantryItem[];
}
