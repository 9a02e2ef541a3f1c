import type { Recipe } from '@mise/contracts';
import type { ApiView } from './api/recipes-api';

export type RecipeViewName = 'To Make' | 'Made' | 'Friends' | 'All';
export const RECIPE_VIEWS: RecipeViewName[] = ['To Make', 'Made', 'Friends', 'All'];
export const VIEW_STORAGE_KEY = 'selectedViewFilter';

export function readStoredView(): RecipeViewName {
  try {
    const stored = sessionStorage.getItem(VIEW_STORAGE_KEY);
    return RECIPE_VIEWS.includes(stored as RecipeViewName) ? (stored as RecipeViewName) : 'To Make';
  } catch {
    return 'To Make';
  }
}

export function storeView(view: RecipeViewName): void {
  try {
    sessionStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Private windows may refuse storage; the choice then lasts only for this page.
  }
}

export function apiViewFor(view: RecipeViewName): ApiView {
  if (view === 'Friends') return 'friends';
  if (view === 'All') return 'all';
  return 'mine';
}

/** Spec section 4: To Make and Made filter by status and hide archived; Friends and All do not. */
export function recipesForView(recipes: Recipe[], view: RecipeViewName): Recipe[] {
  if (view === 'To Make') return recipes.filter((r) => r.status === 'to-make' && !r.archived_flag);
  if (view === 'Made') return recipes.filter((r) => r.status === 'made' && !r.archived_flag);
  return recipes;
}
