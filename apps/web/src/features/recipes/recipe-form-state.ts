import type { Recipe, RecipeCreateInput, RecipeTags } from '@mise/contracts';
import { filledRows, withOneTrailingEmpty } from './form-rows';
import { ingredientText } from './recipe-display';

export interface RecipeFormState {
  title: string;
  description: string;
  prep: string;
  cook: string;
  servings: string;
  ingredients: string[];
  /** Per ingredient row: the reader was not sure of its amount ("Check this amount" until edited). */
  checkAmounts: boolean[];
  method: string[];
  notes: string;
  source: string;
  image: string;
  tags: RecipeTags;
}

export const EMPTY_FORM: RecipeFormState = {
  title: '',
  description: '',
  prep: '',
  cook: '',
  servings: '',
  ingredients: [''],
  checkAmounts: [],
  method: [''],
  notes: '',
  source: '',
  image: '',
  tags: {},
};

const numberText = (value: unknown): string => (typeof value === 'number' && value > 0 ? String(value) : '');
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Form values from a stored recipe (edit mode). */
export function formFromRecipe(recipe: Recipe): RecipeFormState {
  return {
    title: recipe.title,
    description: recipe.description,
    prep: numberText(recipe.prep_time_minutes),
    cook: numberText(recipe.cook_time_minutes),
    servings: numberText(recipe.servings),
    ingredients: withOneTrailingEmpty(recipe.ingredients.map(ingredientText)),
    checkAmounts: [],
    method: withOneTrailingEmpty([...recipe.method]),
    notes: recipe.notes,
    source: recipe.source,
    image: recipe.image,
    tags: recipe.tags ?? {},
  };
}

/**
 * Form values from an extracted draft; accepts the alternate field names of spec section 3
 * (name, summary, prepTime, cookTime, yield, ingredientList, instructions/steps, tips, author).
 */
export function formFromDraft(raw: unknown): RecipeFormState {
  const d = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const num = (...values: unknown[]) => {
    for (const value of values) {
      const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
      if (typeof n === 'number' && Number.isFinite(n) && n > 0) return String(n);
    }
    return '';
  };
  const ingredients = list(d.ingredients ?? d.ingredientList).map((item) =>
    typeof item === 'string'
      ? item
      : item && typeof item === 'object'
        ? ingredientText(item as Record<string, string>)
        : '',
  );
  // The draft's uncertain_amounts index its ingredient list; rows keep them past the empty lines dropped.
  const uncertain = new Set(list(d.uncertain_amounts).filter((i): i is number => typeof i === 'number'));
  const kept = ingredients.map((line, i) => ({ line, check: uncertain.has(i) })).filter(({ line }) => line);
  const method = list(d.method ?? d.instructions ?? d.steps).map((step) =>
    typeof step === 'string' ? step : '',
  );
  return {
    title: text(d.title) || text(d.name),
    description: text(d.description) || text(d.summary),
    prep: num(d.prep_time_minutes, d.prepTime),
    cook: num(d.cook_time_minutes, d.cookTime),
    servings: num(d.servings, d.yield),
    ingredients: withOneTrailingEmpty(kept.map(({ line }) => line)),
    checkAmounts: kept.map(({ check }) => check),
    method: withOneTrailingEmpty(method.filter(Boolean)),
    notes: text(d.notes) || text(d.tips),
    source: text(d.source) || text(d.author),
    image: text(d.image),
    tags: d.tags && typeof d.tags === 'object' ? (d.tags as RecipeTags) : {},
  };
}

const whole = (value: string): number => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The JSON body for POST/PATCH: empty rows dropped, times and servings default to 0. */
export function payloadFromForm(form: RecipeFormState): RecipeCreateInput {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    prep_time_minutes: whole(form.prep),
    cook_time_minutes: whole(form.cook),
    servings: whole(form.servings),
    ingredients: filledRows(form.ingredients),
    method: filledRows(form.method),
    notes: form.notes.trim(),
    source: form.source.trim(),
    image: form.image.trim(),
    tags: form.tags,
  };
}

/**
 * The form's multipart body (spec section 3): text fields as they are, lists and tags as JSON, the
 * photo as `imageFile` (a picked file takes precedence over an image URL).
 */
export function formDataFromPayload(payload: RecipeCreateInput, imageFile: File): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null || key === 'image') continue;
    data.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  data.append('imageFile', imageFile);
  return data;
}
