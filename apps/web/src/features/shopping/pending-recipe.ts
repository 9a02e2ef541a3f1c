import type { ShoppingHandoff } from '@mise/contracts';

/** Where the recipe detail's Shop button leaves a recipe for the shopping page (spec section 7). */
export const PENDING_RECIPE_KEY = 'pendingShoppingRecipe';
/** A local-storage backup counts only while younger than this (spec section 9). */
export const PENDING_RECIPE_MAX_AGE_MS = 300000;

export type PendingRecipe = Omit<ShoppingHandoff, 'ingredientsRaw'> & { ingredientsRaw: string[] };

/** Hands a recipe to the shopping page: session storage, plus a timestamped local backup. */
export function storePendingRecipe(recipe: PendingRecipe, now = Date.now()): void {
  const text = JSON.stringify(recipe);
  try {
    sessionStorage.setItem(PENDING_RECIPE_KEY, text);
  } catch {
    // storage full or blocked: the local backup below may still work
  }
  try {
    localStorage.setItem(PENDING_RECIPE_KEY, JSON.stringify({ recipe, timestamp: now }));
  } catch {
    // nothing more to do
  }
}

function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isRecipe = (value: unknown): value is PendingRecipe =>
  !!value &&
  typeof value === 'object' &&
  'recipeId' in value &&
  'ingredientsRaw' in value &&
  Array.isArray((value as PendingRecipe).ingredientsRaw);

/** Forgets the handed-over recipe once it is confirmed or dismissed. */
export function clearPendingRecipe(): void {
  sessionStorage.removeItem(PENDING_RECIPE_KEY);
  localStorage.removeItem(PENDING_RECIPE_KEY);
}

/** The recipe waiting for confirmation, if any (reading does not remove it: see clearPendingRecipe). */
export function readPendingRecipe(now = Date.now()): PendingRecipe | null {
  const fromSession = parse(sessionStorage.getItem(PENDING_RECIPE_KEY));
  const backup = parse(localStorage.getItem(PENDING_RECIPE_KEY)) as {
    recipe?: unknown;
    timestamp?: number;
  } | null;
  if (isRecipe(fromSession)) return fromSession;
  if (backup && isRecipe(backup.recipe) && typeof backup.timestamp === 'number')
    if (now - backup.timestamp < PENDING_RECIPE_MAX_AGE_MS) return backup.recipe;
  return null;
}
