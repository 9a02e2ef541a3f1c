import type { Recipe, RecipeCreate, RecipeUpdate, SharedLine, SharedRecipe } from '@mise/contracts';
import { ingredientLine, isSectionHeading, sectionHeadingName } from '@mise/recipe-text';
import type { NewRecipeRow, RecipeRow, StoredNutrition } from '../db/schema';

function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The form sends nutrition_per_serving with *_g keys; the read model says protein, carbs, fat. */
export function toNutrition(perServing: Record<string, unknown> | undefined): StoredNutrition {
  const source = perServing ?? {};
  return {
    calories: numberOrNull(source.calories),
    protein: numberOrNull(source.protein_g ?? source.protein),
    carbs: numberOrNull(source.carbs_g ?? source.carbs),
    fat: numberOrNull(source.fat_g ?? source.fat),
  };
}

export function toColumns(body: RecipeUpdate | RecipeCreate): Partial<NewRecipeRow> {
  const columns: Partial<NewRecipeRow> = {};
  const set = <K extends keyof NewRecipeRow>(key: K, value: NewRecipeRow[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('title', body.title);
  set('description', body.description);
  set('prepTimeMinutes', body.prep_time_minutes);
  set('cookTimeMinutes', body.cook_time_minutes);
  set('servings', body.servings);
  set('notes', body.notes);
  set('source', body.source);
  set('ingredients', body.ingredients);
  set('method', body.method);
  set('tags', body.tags);
  set('image', body.image);
  set('status', body.status);
  set('privacy', body.privacy);
  set('yourRating', body.your_rating);
  set('owner', body.owner);
  set('originalRecipeId', body.original_recipe_id);
  set('originalRating', body.original_rating);
  set('originalOwnerDisplayName', body.original_owner_display_name);
  if (body.nutrition_per_serving !== undefined) columns.nutrition = toNutrition(body.nutrition_per_serving);
  return columns;
}

export function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    _id: row.id,
    user_id: row.userId,
    original_owner_user_id: row.originalOwnerUserId,
    original_recipe_id: row.originalRecipeId,
    original_rating: row.originalRating,
    original_owner_display_name: row.originalOwnerDisplayName,
    user_display_name: row.userDisplayName,
    user: row.userDisplayName,
    owner: row.owner,
    source: row.source,
    title: row.title,
    description: row.description,
    prep_time_minutes: row.prepTimeMinutes,
    cook_time_minutes: row.cookTimeMinutes,
    servings: row.servings,
    ingredients: row.ingredients,
    method: row.method,
    notes: row.notes,
    image: row.image,
    tags: row.tags,
    status: row.status,
    archived_flag: row.archivedFlag,
    privacy: row.privacy,
    your_rating: row.yourRating,
    duration_minutes: row.prepTimeMinutes + row.cookTimeMinutes,
    nutrition: row.nutrition,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A stored line as the share page prints it: a `*Heading*` line becomes a heading; blank lines go. */
function sharedLines(lines: string[]): SharedLine[] {
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) =>
      isSectionHeading(line)
        ? { text: sectionHeadingName(line), heading: true }
        : { text: line, heading: false },
    );
}

/** A public recipe as anyone may read it: no ratings, status, privacy or ids of people. */
export function toSharedRecipe(row: RecipeRow): SharedRecipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    prep_time_minutes: row.prepTimeMinutes,
    cook_time_minutes: row.cookTimeMinutes,
    servings: row.servings,
    ingredients: sharedLines(row.ingredients.map(ingredientLine)),
    method: sharedLines(row.method),
    notes: row.notes,
    source: row.source,
    owner_first_name: (row.userDisplayName ?? '').trim().split(/\s+/)[0] ?? '',
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
