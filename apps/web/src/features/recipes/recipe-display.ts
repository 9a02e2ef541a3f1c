import type { Ingredient, Recipe } from '@mise/contracts';
import {
  formatIngredient,
  ingredientLine,
  normaliseIngredient,
  ownerDisplayName,
  scaleIngredient,
  type IngredientInput,
} from '@mise/recipe-text';

type OwnerFields = Pick<Recipe, 'original_owner_display_name' | 'user_display_name' | 'user' | 'source'> & {
  owner?: string | null;
};

const STORED_DISPLAY_IMAGE = /^(\/api\/images\/recipes\/[\w-]+)-display\.(webp|jpg)$/;

/**
 * The card size (600x400) of a recipe photo the app stored: the gateway stores each upload as
 * `{hash}-display.{ext}` beside `{hash}-thumb.{ext}` under /api/images/recipes/. Any other image
 * (a web address) is used as it is.
 */
export function cardImageUrl(image: string): string {
  const stored = STORED_DISPLAY_IMAGE.exec(image);
  return stored ? `${stored[1]}-thumb.${stored[2]}` : image;
}

/** First name plus the initial of the second word: 'Jane Mary Doe' -> 'Jane M.'. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0];
  return `${words[0]} ${words[1][0].toUpperCase()}.`;
}

export function ownerName(recipe: OwnerFields): string {
  return ownerDisplayName(recipe);
}

/** The card's owner line (spec section 2): short owner name, then ', ' and the source when there is one. */
export function ownerLine(recipe: OwnerFields): string {
  const name = shortName(ownerName(recipe));
  const source = recipe.source?.trim();
  if (name && source) return `${name}, ${source}`;
  return name || source || '';
}

/** One editable line for an ingredient that may be a string or an object. */
export function ingredientText(ingredient: Ingredient): string {
  return ingredientLine(ingredient as IngredientInput);
}

/**
 * The line shown for an ingredient at a scaling factor: unchanged at 1, otherwise parsed, scaled
 * and formatted by @mise/recipe-text (metric to whole numbers, g to kg, others to the nearest half),
 * with the interface language's decimal mark (a line as written keeps its own).
 */
export function scaledIngredientText(ingredient: Ingredient, factor: number, decimalMark = '.'): string {
  const text = ingredientText(ingredient);
  if (factor === 1) return text;
  const parsed = normaliseIngredient(ingredient as IngredientInput);
  if (parsed.isHeading || parsed.quantity === null) return text;
  const scaled = formatIngredient(scaleIngredient(parsed, factor), decimalMark);
  return parsed.emoji ? `${parsed.emoji} ${scaled}` : scaled;
}
