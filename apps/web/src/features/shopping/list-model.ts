import type { CustomItem, PantryItem, ShoppingIngredient, ShoppingList } from '@mise/contracts';
// The zod-free file of names, so that the schemas (and zod) stay out of the page's download.
import {
  CHECKED_ITEMS,
  OTHER_ITEMS,
  SHOPPING_CATEGORIES,
} from '../../../../../libs/contracts/src/shopping-names';

/** A change made on this phone, kept until the server has it (offline too). */
export type LocalOp =
  | { op: 'check'; id: string; checked: boolean }
  | { op: 'add'; id: string; name: string; addedBy: string | null }
  | { op: 'remove'; id: string }
  | { op: 'remove-recipe'; recipeId: number }
  | { op: 'clear-checked' }
  | { op: 'clear-all' };

export interface Row {
  id: string;
  name: string;
  checked: boolean;
  category: string;
  emoji: string;
  addedBy: string | null;
  recipeId: number | null;
  /** The planned recipes a line the meal plan added is for. */
  forRecipes: string[];
  pending: boolean;
}

export interface Group {
  key: string;
  title: string;
  emoji?: string;
  /** A recipe group's title links to the recipe. */
  recipeId?: number;
  addedBy?: string | null;
  rows: Row[];
}

export const emptyList = (): ShoppingList => ({
  recipes: [],
  customItems: [],
  version: 0,
  owner: { household_id: null, household_name: null },
});

function setChecked(list: ShoppingList, id: string, checked: boolean): void {
  for (const item of list.customItems)
    if (item.id === id) Object.assign(item, { checked, isChecked: checked });
  for (const recipe of list.recipes)
    for (const item of recipe.ingredientsRaw) if (item.id === id) item.checked = checked;
}

/** The server's list with this phone's unsent changes on top: what the person sees. */
export function applyLocal(server: ShoppingList, ops: LocalOp[]): ShoppingList {
  const list = JSON.parse(JSON.stringify(server)) as ShoppingList;
  for (const op of ops) {
    switch (op.op) {
      case 'check':
        setChecked(list, op.id, op.checked);
        break;
      case 'add':
        if (!list.customItems.some((item) => item.id === op.id))
          list.customItems.push({
            id: op.id,
            name: op.name,
            checked: false,
            isChecked: false,
            isCustom: true,
            category: OTHER_ITEMS,
            emoji: '📦',
            addedBy: op.addedBy,
            addedById: null,
            custom_item_original_uuid: null,
          });
        break;
      case 'remove':
        list.customItems = list.customItems.filter((item) => item.id !== op.id);
        for (const recipe of list.recipes)
          recipe.ingredientsRaw = recipe.ingredientsRaw.filter((item) => item.id !== op.id);
        list.recipes = list.recipes.filter((recipe) => recipe.ingredientsRaw.length > 0);
        break;
      case 'remove-recipe':
        list.recipes = list.recipes.filter((recipe) => recipe.recipeId !== op.recipeId);
        break;
      case 'clear-checked':
        list.customItems = list.customItems.filter((item) => !item.checked);
        for (const recipe of list.recipes)
          recipe.ingredientsRaw = recipe.ingredientsRaw.filter((item) => !item.checked);
        list.recipes = list.recipes.filter((recipe) => recipe.ingredientsRaw.length > 0);
        break;
      case 'clear-all':
        list.recipes = [];
        list.customItems = [];
        break;
    }
  }
  return list;
}

/** Ids an unsent change touches: shown as pending. */
export function pendingIds(ops: LocalOp[]): Set<string> {
  return new Set(ops.flatMap((op) => ('id' in op ? [op.id] : [])));
}

const fromIngredient = (
  item: ShoppingIngredient,
  recipeId: number,
  addedBy: string | null,
  pending: Set<string>,
): Row => ({
  id: item.id,
  name: item.name,
  checked: item.checked,
  category: item.category || OTHER_ITEMS,
  emoji: item.emoji,
  addedBy,
  recipeId,
  forRecipes: [],
  pending: pending.has(item.id),
});

const fromCustom = (item: CustomItem, pending: Set<string>): Row => ({
  id: item.id,
  name: item.name,
  checked: item.checked,
  category: item.category || OTHER_ITEMS,
  emoji: item.emoji,
  addedBy: item.addedBy,
  recipeId: null,
  forRecipes: (item.fromRecipes ?? []).map((source) => source.recipeTitle),
  pending: pending.has(item.id),
});

export function allRows(list: ShoppingList, pending: Set<string> = new Set()): Row[] {
  return [
    ...list.recipes.flatMap((recipe) =>
      recipe.ingredientsRaw.map((item) => fromIngredient(item, recipe.recipeId, recipe.addedBy, pending)),
    ),
    ...list.customItems.map((item) => fromCustom(item, pending)),
  ];
}

/** Category view: unchecked items by category (server's categories when it gave some), then Checked Items. */
export function groupByCategory(
  list: ShoppingList,
  pending: Set<string>,
  categories: { name: string; emoji: string }[] = [],
): Group[] {
  const order = categories.length > 0 ? categories : SHOPPING_CATEGORIES.map((name) => ({ name, emoji: '' }));
  const rows = allRows(list, pending);
  const groups: Group[] = order.map(({ name, emoji }) => ({
    key: name,
    title: name,
    emoji,
    rows: rows.filter((row) => !row.checked && row.category === name),
  }));
  const known = new Set(order.map((c) => c.name));
  const other = groups.find((g) => g.key === OTHER_ITEMS);
  const strays = rows.filter((row) => !row.checked && !known.has(row.category));
  if (other) other.rows.push(...strays);
  else if (strays.length) groups.push({ key: OTHER_ITEMS, title: OTHER_ITEMS, rows: strays });
  groups.push({ key: CHECKED_ITEMS, title: CHECKED_ITEMS, rows: rows.filter((row) => row.checked) });
  return groups.filter((group) => group.rows.length > 0);
}

/** Recipe view: one group per recipe (title links to it), custom items, then Checked Items. */
export function groupByRecipe(list: ShoppingList, pending: Set<string>): Group[] {
  const groups: Group[] = list.recipes.map((recipe) => ({
    key: `recipe_${recipe.recipeId}`,
    title: recipe.recipeTitle || 'Recipe',
    recipeId: recipe.recipeId,
    addedBy: recipe.addedBy,
    rows: recipe.ingredientsRaw
      .filter((item) => !item.checked)
      .map((item) => fromIngredient(item, recipe.recipeId, recipe.addedBy, pending)),
  }));
  groups.push({
    key: 'custom',
    title: 'Custom Items',
    rows: list.customItems.filter((item) => !item.checked).map((item) => fromCustom(item, pending)),
  });
  groups.push({
    key: CHECKED_ITEMS,
    title: CHECKED_ITEMS,
    rows: allRows(list, pending).filter((row) => row.checked),
  });
  return groups.filter((group) => group.rows.length > 0);
}

/** Spec section 4: case-insensitive, digits removed, a partial match either way (plurals as singulars). */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/\d+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b([a-z]{2,}[^s\W])s\b/g, '$1');

/** Unchecked shopping items that the pantry already holds. */
export function pantryDuplicates(list: ShoppingList, pantry: PantryItem[]): Row[] {
  const names = pantry.map((item) => comparable(item.name)).filter(Boolean);
  return allRows(list).filter((row) => {
    if (row.checked) return false;
    const name = comparable(row.name);
    return !!name && names.some((pantryName) => name.includes(pantryName) || pantryName.includes(name));
  });
}
