import type { Ingredient } from '@mise/contracts';
import { foodKey, normaliseIngredient, pantryHolds } from '@mise/recipe-text';

/** A recipe's ingredient lines as the ranking reads them: the food of each, and the line as written. */
export interface FoodLine {
  readonly key: string;
  readonly text: string;
}

/** The lines of a recipe that count: headings and lines naming no food are left out. */
export function foodLines(ingredients: readonly Ingredient[]): FoodLine[] {
  const lines: FoodLine[] = [];
  for (const ingredient of ingredients) {
    const parsed = normaliseIngredient(ingredient);
    if (parsed.isHeading) continue;
    const key = foodKey(parsed.name);
    if (key) lines.push({ key, text: parsed.original.trim() || parsed.name });
  }
  return lines;
}

/** A recipe's food lines, and the `updated_at` (ms) they were read at. */
export interface FoodLines {
  readonly at: number;
  readonly lines: readonly FoodLine[];
}

export interface Ranked {
  readonly id: number;
  readonly have: number;
  readonly total: number;
  readonly missing: string[];
}

/**
 * The recipes the pantry goes furthest towards: by the share of lines it holds, then by fewer
 * missing lines, then newest (highest id) first. Recipes with no lines, or none held, are left out.
 */
export function rankCookable(
  recipes: readonly { id: number; lines: readonly FoodLine[] }[],
  pantryNames: readonly string[],
  limit: number,
): Ranked[] {
  const holds = pantryHolds(pantryNames);
  const ranked: Ranked[] = [];
  for (const { id, lines } of recipes) {
    if (lines.length === 0) continue;
    const missing = lines.filter((line) => !holds(line.key)).map((line) => line.text);
    const have = lines.length - missing.length;
    if (have > 0) ranked.push({ id, have, total: lines.length, missing });
  }
  ranked.sort(
    (a, b) => b.have / b.total - a.have / a.total || a.missing.length - b.missing.length || b.id - a.id,
  );
  return ranked.slice(0, limit);
}
