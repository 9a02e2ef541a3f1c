import type { ApiView, RecipeListArgs } from './api/recipes-api';

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

/** To Make and Made ask the server for that status (it leaves archived recipes out); Friends and All for any. */
export function statusForView(view: RecipeViewName): RecipeListArgs['status'] {
  if (view === 'To Make') return 'to-make';
  if (view === 'Made') return 'made';
  return undefined;
}
