import type { ApiView, RecipeListArgs } from './api/recipes-api';

export type RecipeViewName = 'To Make' | 'Made' | 'Friends' | 'All';
export const RECIPE_VIEWS: RecipeViewName[] = ['To Make', 'Made', 'Friends', 'All'];
export const VIEW_STORAGE_KEY = 'selectedViewFilter';

/** Each view's name and hint on screen (the English names are also the stored values). */
export const VIEW_TEXT = {
  'To Make': { label: 'recipes.views.toMake', hint: 'recipes.views.toMakeHint' },
  Made: { label: 'recipes.views.made', hint: 'recipes.views.madeHint' },
  Friends: { label: 'recipes.views.friends', hint: 'recipes.views.friendsHint' },
  All: { label: 'recipes.views.all', hint: 'recipes.views.allHint' },
} as const satisfies Record<RecipeViewName, { label: string; hint: string }>;

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
