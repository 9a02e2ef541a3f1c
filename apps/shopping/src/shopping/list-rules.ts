import {
  CustomItemInput,
  IngredientInput,
  notFound,
  OTHER_ITEMS,
  PantryItemChange,
  PantryItemInput,
  PantryOp,
  ShoppingOp,
  ShoppingRecipeInput,
} from '@mise/contracts';
import {
  formatIngredient,
  normaliseIngredient,
  parseIngredient,
  scaleIngredient,
  scalingFactor,
} from '@mise/recipe-text';
import type {
  StoredCustom,
  StoredIngredient,
  StoredList,
  StoredPantry,
  StoredPantryItem,
  StoredRecipe,
} from './stored';

export interface Categoriser {
  (text: string): { category: string; emoji: string };
}

/** What a change needs besides the list: who makes it, the version it will become, ids, categories. */
export interface ChangeContext {
  userId: number;
  displayName: string | null;
  /** The version the change commits as; entries added now carry it as `rev`. */
  rev: number;
  newId(): string;
  categorize: Categoriser;
  now(): Date;
}

const sameText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A recipe's line (or ingredient object) scaled to the target servings; null for a heading or empty line. */
function scaledLine(
  input: string | Record<string, unknown>,
  factor: number,
): { raw: string; name: string } | null {
  const parsed =
    typeof input === 'string'
      ? parseIngredient(input)
      : normaliseIngredient(input as Parameters<typeof normaliseIngredient>[0]);
  if (parsed.isHeading || !parsed.name.trim()) return null;
  const raw = typeof input === 'string' ? input.trim() : formatIngredient(parsed);
  const name = factor === 1 ? raw : formatIngredient(scaleIngredient(parsed, factor));
  return { raw, name };
}

/** An object already on a list (it has an id or a checked state), as opposed to a recipe's ingredient object. */
function isListItem(input: IngredientInput): input is Exclude<IngredientInput, string> {
  return (
    typeof input !== 'string' &&
    (input.id !== undefined || input.checked !== undefined || input.isChecked !== undefined)
  );
}

function findIngredient(recipe: StoredRecipe, input: IngredientInput): StoredIngredient | undefined {
  if (typeof input !== 'string' && input.id !== undefined) {
    const byId = recipe.ingredientsRaw.find((item) => item.id === input.id);
    if (byId) return byId;
  }
  const text = typeof input === 'string' ? input : (input.name ?? input.item ?? '');
  const wanted = sameText(text);
  if (!wanted) return undefined;
  return recipe.ingredientsRaw.find(
    (item) => sameText(item.name) === wanted || (item.raw !== null && sameText(item.raw) === wanted),
  );
}

function rescale(recipe: StoredRecipe): void {
  const factor = scalingFactor(recipe.originalServings, recipe.targetServings);
  for (const item of recipe.ingredientsRaw) {
    if (item.raw === null) continue;
    item.name = scaledLine(item.raw, factor)?.name ?? item.name;
  }
}

/** Adds a body's ingredient to a recipe entry or updates the one it names; returns the entry's id. */
function mergeIngredient(recipe: StoredRecipe, input: IngredientInput, ctx: ChangeContext): string | null {
  const existing = findIngredient(recipe, input);
  if (existing) {
    if (isListItem(input)) {
      const checked = input.checked ?? input.isChecked;
      if (checked !== undefined) existing.checked = checked;
    }
    return existing.id;
  }
  let line: { raw: string | null; name: string } | null;
  if (isListItem(input)) {
    // An item already on a list keeps its recipe line when it brings it (an imported list does).
    const name = (input.name ?? input.item ?? '').trim();
    const raw = typeof input.raw === 'string' && input.raw.trim() ? input.raw.trim().slice(0, 1000) : null;
    line = name ? { raw, name } : null;
  } else {
    line = scaledLine(input, scalingFactor(recipe.originalServings, recipe.targetServings));
  }
  if (!line) return null;
  const { category, emoji } = ctx.categorize(line.raw ?? line.name);
  const id = typeof input !== 'string' && input.id && !hasItem(recipe, input.id) ? input.id : ctx.newId();
  const checked = typeof input === 'string' ? false : (input.checked ?? input.isChecked ?? false);
  recipe.ingredientsRaw.push({ id, name: line.name, checked, raw: line.raw, category, emoji, rev: ctx.rev });
  return id;
}

const hasItem = (recipe: StoredRecipe, id: string) => recipe.ingredientsRaw.some((item) => item.id === id);

/**
 * Spec section 4: a recipe already on the list (same recipeId) gets only the names it lacks and the
 * new targetServings; otherwise it is added. Returns the entry and the ids the body named.
 */
function mergeRecipe(list: StoredList, input: ShoppingRecipeInput, ctx: ChangeContext) {
  let recipe = list.recipes.find((entry) => entry.recipeId === input.recipeId);
  const named = new Set<string>();
  if (!recipe) {
    recipe = {
      recipeId: input.recipeId,
      recipeTitle: input.recipeTitle,
      originalServings: input.originalServings || 1,
      targetServings: input.targetServings || input.originalServings || 1,
      ingredientsRaw: [],
      addedBy: ctx.displayName,
      addedById: ctx.userId,
      rev: ctx.rev,
    };
    for (const ingredient of input.ingredientsRaw) {
      const id = mergeIngredient(recipe, ingredient, ctx);
      if (id) named.add(id);
    }
    if (recipe.ingredientsRaw.length > 0) list.recipes.push(recipe);
    return { recipe, named };
  }
  if (input.recipeTitle) recipe.recipeTitle = input.recipeTitle;
  const target = input.targetServings || recipe.targetServings;
  if (target !== recipe.targetServings) {
    recipe.targetServings = target;
    rescale(recipe);
  }
  for (const ingredient of input.ingredientsRaw) {
    const id = mergeIngredient(recipe, ingredient, ctx);
    if (id) named.add(id);
  }
  return { recipe, named };
}

function allIds(list: StoredList): Set<string> {
  return new Set([
    ...list.customItems.map((c) => c.id),
    ...list.recipes.flatMap((r) => r.ingredientsRaw.map((i) => i.id)),
  ]);
}

function mergeCustom(list: StoredList, input: CustomItemInput, ctx: ChangeContext): string {
  const existing = list.customItems.find(
    (item) =>
      (input.id !== undefined && item.id === input.id) ||
      (!!input.custom_item_original_uuid &&
        item.custom_item_original_uuid === input.custom_item_original_uuid),
  );
  const checked = input.checked ?? input.isChecked;
  if (existing) {
    existing.name = input.name;
    if (checked !== undefined) existing.checked = existing.isChecked = checked;
    if (input.category) existing.category = input.category;
    return existing.id;
  }
  const id = input.id && !allIds(list).has(input.id) ? input.id : ctx.newId();
  const category = input.category || OTHER_ITEMS;
  list.customItems.push({
    id,
    name: input.name,
    checked: checked ?? false,
    isChecked: checked ?? false,
    isCustom: true,
    category,
    emoji: ctx.categorize(input.name).emoji,
    addedBy: ctx.displayName,
    addedById: ctx.userId,
    custom_item_original_uuid: input.custom_item_original_uuid ?? null,
    rev: ctx.rev,
  });
  return id;
}

/** An item the client may have seen (added at or before its base): only such an item can be removed by omission. */
const seenBy = (baseVersion: number | undefined) => (entry: { rev: number }) =>
  baseVersion === undefined || entry.rev <= baseVersion;

type Located =
  | { kind: 'custom'; item: StoredCustom }
  | { kind: 'ingredient'; item: StoredIngredient; recipe: StoredRecipe };

/** An item by its id, or by the UI ids of spec section 3 (custom_{id}, recipe_{recipeId}_{index}). */
export function locate(list: StoredList, id: string): Located | null {
  for (const item of list.customItems)
    if (item.id === id || `custom_${item.id}` === id) return { kind: 'custom', item };
  for (const recipe of list.recipes)
    for (const item of recipe.ingredientsRaw) if (item.id === id) return { kind: 'ingredient', item, recipe };
  const ui = /^recipe_(\d+)_(\d+)$/.exec(id);
  if (ui) {
    const recipe = list.recipes.find((entry) => entry.recipeId === Number(ui[1]));
    const item = recipe?.ingredientsRaw[Number(ui[2])];
    if (recipe && item) return { kind: 'ingredient', item, recipe };
  }
  return null;
}

function setChecked(found: Located, checked: boolean): void {
  found.item.checked = checked;
  if (found.kind === 'custom') found.item.isChecked = checked;
}

/** Applies one change to a list in place. Item operations touch only their item, so concurrent changes all survive. */
export function applyShoppingOp(list: StoredList, change: ShoppingOp, ctx: ChangeContext): void {
  switch (change.op) {
    case 'post':
      for (const recipe of change.body.recipes) mergeRecipe(list, recipe, ctx);
      for (const item of change.body.customItems) mergeCustom(list, item, ctx);
      return;
    case 'patch': {
      const { checkedItems, customItems, recipes, baseVersion } = change.body;
      const seen = seenBy(baseVersion);
      if (recipes) {
        const keptRecipes = new Set<number>();
        for (const input of recipes) {
          const { recipe, named } = mergeRecipe(list, input, ctx);
          keptRecipes.add(recipe.recipeId);
          recipe.ingredientsRaw = recipe.ingredientsRaw.filter((item) => named.has(item.id) || !seen(item));
        }
        list.recipes = list.recipes.filter(
          (recipe) => recipe.ingredientsRaw.length > 0 && (keptRecipes.has(recipe.recipeId) || !seen(recipe)),
        );
      }
      if (customItems) {
        const kept = new Set(customItems.map((item) => mergeCustom(list, item, ctx)));
        list.customItems = list.customItems.filter((item) => kept.has(item.id) || !seen(item));
      }
      for (const [id, checked] of Object.entries(checkedItems ?? {})) {
        const found = locate(list, id);
        if (found) setChecked(found, checked);
      }
      return;
    }
    case 'clear-checked':
      list.customItems = list.customItems.filter((item) => !item.checked);
      for (const recipe of list.recipes)
        recipe.ingredientsRaw = recipe.ingredientsRaw.filter((item) => !item.checked);
      list.recipes = list.recipes.filter((recipe) => recipe.ingredientsRaw.length > 0);
      return;
    case 'clear-all':
      list.recipes = [];
      list.customItems = [];
      return;
    case 'add-item':
      if (change.body.id !== undefined && locate(list, change.body.id)) return; // a retried add
      mergeCustom(list, { ...change.body, id: change.body.id }, ctx);
      return;
    case 'change-item': {
      const found = locate(list, change.id);
      if (!found) throw notFound('Item not found');
      const { checked, name, category } = change.body;
      if (checked !== undefined) setChecked(found, checked);
      if (name !== undefined) {
        found.item.name = name;
        if (found.kind === 'ingredient') found.item.raw = null;
      }
      if (category !== undefined) found.item.category = category || OTHER_ITEMS;
      return;
    }
    case 'remove-item': {
      const found = locate(list, change.id);
      if (!found) return; // already gone: removing twice is not an error
      if (found.kind === 'custom') list.customItems = list.customItems.filter((item) => item !== found.item);
      else {
        found.recipe.ingredientsRaw = found.recipe.ingredientsRaw.filter((item) => item !== found.item);
        if (found.recipe.ingredientsRaw.length === 0)
          list.recipes = list.recipes.filter((r) => r !== found.recipe);
      }
      return;
    }
    case 'remove-recipe':
      list.recipes = list.recipes.filter((recipe) => recipe.recipeId !== change.recipeId);
      return;
  }
}

// ---- pantry -------------------------------------------------------------------------------------

function pantryFields(input: PantryItemChange): Partial<StoredPantryItem> {
  const fields: Partial<StoredPantryItem> = {};
  if (input.name !== undefined) fields.name = input.name;
  if (input.category !== undefined) fields.category = input.category || OTHER_ITEMS;
  if (input.quantity !== undefined) fields.quantity = input.quantity.trim();
  if (input.unit !== undefined) fields.unit = input.unit;
  if (input.expiryDate !== undefined) fields.expiryDate = input.expiryDate || null;
  return fields;
}

function mergePantryItem(pantry: StoredPantry, input: PantryItemInput, ctx: ChangeContext): string {
  const existing = input.id === undefined ? undefined : pantry.items.find((item) => item.id === input.id);
  if (existing) {
    Object.assign(existing, pantryFields(input));
    return existing.id;
  }
  const item: StoredPantryItem = {
    id: input.id ?? ctx.newId(),
    name: input.name,
    category: OTHER_ITEMS,
    quantity: '',
    unit: '',
    expiryDate: null,
    addedDate:
      input.addedDate && !Number.isNaN(Date.parse(input.addedDate))
        ? input.addedDate
        : ctx.now().toISOString(),
    addedBy: ctx.displayName,
    rev: ctx.rev,
    ...pantryFields(input),
  };
  pantry.items.push(item);
  return item.id;
}

export function applyPantryOp(pantry: StoredPantry, change: PantryOp, ctx: ChangeContext): void {
  switch (change.op) {
    case 'post': {
      const seen = seenBy(change.body.baseVersion);
      const kept = new Set(change.body.items.map((item) => mergePantryItem(pantry, item, ctx)));
      pantry.items = pantry.items.filter((item) => kept.has(item.id) || !seen(item));
      return;
    }
    case 'add-item':
      if (change.body.id !== undefined && pantry.items.some((item) => item.id === change.body.id)) return;
      mergePantryItem(pantry, change.body, ctx);
      return;
    case 'change-item': {
      const item = pantry.items.find((entry) => entry.id === change.id);
      if (!item) throw notFound('Pantry item not found');
      Object.assign(item, pantryFields(change.body));
      return;
    }
    case 'remove-item':
      pantry.items = pantry.items.filter((item) => item.id !== change.id);
      return;
  }
}
