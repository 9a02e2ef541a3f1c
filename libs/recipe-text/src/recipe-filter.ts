/**
 * The client filtering and search rules of spec section 5, as pure predicates over the few
 * recipe fields they read, so the web app and the recipes service share one implementation.
 */
import { stripEmoji } from './line-cleanup';

/** The recipe fields the filter and search read (names as in spec section 3). */
export interface FilterableRecipe {
  readonly title?: string | null;
  readonly your_rating?: number | null;
  readonly duration_minutes?: number | null;
  readonly tags?: Readonly<Record<string, unknown>> | null;
  readonly owner?: string | null;
  readonly user?: string | null;
  readonly user_display_name?: string | null;
  readonly original_owner_display_name?: string | null;
  readonly source?: string | null;
}

/** Selected options per category label; labels may carry an emoji ("⭐ Rating"). */
export type FilterSelection = Readonly<Record<string, readonly string[] | undefined>>;

function categoryName(label: string): string {
  return stripEmoji(label).trim().toLowerCase();
}

function tagValues(tags: FilterableRecipe['tags'], category: string): string[] {
  if (!tags) return [];
  let value: unknown = tags[category];
  if (value === undefined) {
    const key = Object.keys(tags).find((k) => categoryName(k) === category.toLowerCase());
    value = key === undefined ? undefined : tags[key];
  }
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim().toLowerCase());
}

const eitherContains = (a: string, b: string) => a.includes(b) || b.includes(a);

function matchesSubstring(
  values: readonly string[],
  options: readonly string[],
  stripOptionEmoji: boolean,
): boolean {
  if (values.length === 0) return false;
  return options.some((raw) => {
    const option = (stripOptionEmoji ? stripEmoji(raw) : raw).trim().toLowerCase();
    return option !== '' && values.some((v) => eitherContains(v, option));
  });
}

const NUMBER_RE = /\d+(?:[.,]\d+)?/;

function matchesRating(rating: number | null | undefined, options: readonly string[]): boolean {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return false;
  return options.some((option) => {
    const m = NUMBER_RE.exec(option);
    return m !== null && rating >= Number(m[0].replace(',', '.'));
  });
}

/** Section 5 time buckets; null when the option is not one of them. */
function timeBucket(option: string, minutes: number): boolean | null {
  const o = stripEmoji(option).toLowerCase();
  if (o.includes('weekend')) return minutes >= 60;
  if (/under\s+1\s*h(ou)?r|under\s+(an|one)\s+hour|under\s+60\b/.test(o)) return minutes < 60;
  if (/under\s+30\b/.test(o)) return minutes < 30;
  if (/under\s+15\b/.test(o)) return minutes < 15;
  return null;
}

function matchesTime(recipe: FilterableRecipe, options: readonly string[]): boolean {
  const minutes = recipe.duration_minutes;
  if (typeof minutes === 'number' && Number.isFinite(minutes)) {
    return options.some(
      (option) =>
        timeBucket(option, minutes) ?? matchesSubstring(tagValues(recipe.tags, 'Time'), [option], true),
    );
  }
  return matchesSubstring(tagValues(recipe.tags, 'Time'), options, true);
}

/**
 * True when the recipe passes every category with selections (categories ANDed, options
 * ORed); a recipe without data for a selected category fails it.
 */
export function matchesFilters(
  recipe: FilterableRecipe,
  selection: FilterSelection | null | undefined,
): boolean {
  if (!selection) return true;
  for (const [label, selected] of Object.entries(selection)) {
    const options = (selected ?? []).filter((o) => typeof o === 'string' && o.trim() !== '');
    if (options.length === 0) continue;
    const category = categoryName(label);
    let pass: boolean;
    if (category === 'rating') pass = matchesRating(recipe.your_rating, options);
    else if (category === 'time') pass = matchesTime(recipe, options);
    else if (category === 'cuisine')
      pass = matchesSubstring(tagValues(recipe.tags, 'Cuisine'), options, true);
    else {
      const key = category === 'meal type' ? 'Meal Type' : stripEmoji(label).trim();
      pass = matchesSubstring(tagValues(recipe.tags, key), options, false);
    }
    if (!pass) return false;
  }
  return true;
}

/** The owner name shown on a card: original owner, else the user display name, else the user. */
export function ownerDisplayName(recipe: FilterableRecipe): string {
  return (
    recipe.original_owner_display_name ||
    recipe.user_display_name ||
    recipe.user ||
    recipe.owner ||
    ''
  ).trim();
}

/** Section 5 search: case-insensitive substring of the title, the owner display name or the source. */
export function matchesSearch(recipe: FilterableRecipe, query: string | null | undefined): boolean {
  const q = (query ?? '').trim().toLowerCase();
  if (q === '') return true;
  const fields = [recipe.title, ownerDisplayName(recipe), recipe.owner, recipe.source];
  return fields.some((f) => typeof f === 'string' && f.toLowerCase().includes(q));
}

/** Both predicates at once, as the list screen applies them. */
export function filterRecipes<T extends FilterableRecipe>(
  recipes: readonly T[],
  selection: FilterSelection | null | undefined,
  query?: string | null,
): T[] {
  return recipes.filter((r) => matchesSearch(r, query) && matchesFilters(r, selection));
}
