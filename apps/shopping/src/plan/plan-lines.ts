import type { LineSource, PlanRecipe } from '@mise/contracts';
import {
  combineLines,
  formatMergedLine,
  lineOf,
  type MergedLine,
  normaliseIngredient,
  parseIngredient,
  pantryHolds,
  scaleIngredient,
  scalingFactor,
} from '@mise/recipe-text';
import type { ChangeContext } from '../shopping/list-rules';
import type { StoredCustom, StoredList } from '../shopping/stored';

/** A line the plan wants bought: one food, its summed amounts, the recipes it is for. */
export interface PlanLine extends MergedLine {
  readonly sources: readonly LineSource[];
}

/** A recipe entry of the plan with the recipe it names. */
export interface PlannedRecipe {
  readonly servings: number | null;
  readonly recipe: PlanRecipe;
}

function withSources(line: PlanLine, sources: readonly LineSource[]): PlanLine {
  const more = sources.filter((s) => !line.sources.some((known) => known.recipeId === s.recipeId));
  return more.length === 0 ? line : { ...line, sources: [...line.sources, ...more] };
}

/**
 * Every recipe's ingredients scaled to its entry's servings (headings left out), one line per food
 * across all of them, in the order first met.
 */
export function planLines(planned: readonly PlannedRecipe[]): PlanLine[] {
  const lines = new Map<string, PlanLine>();
  for (const { servings, recipe } of planned) {
    const factor = scalingFactor(recipe.servings, servings ?? recipe.servings);
    const source = { recipeId: recipe.id, recipeTitle: recipe.title };
    for (const ingredient of recipe.ingredients) {
      const parsed = normaliseIngredient(ingredient);
      const line = lineOf(factor === 1 ? parsed : scaleIngredient(parsed, factor));
      if (!line) continue;
      const same = lines.get(line.key);
      lines.set(
        line.key,
        same
          ? withSources({ ...same, amounts: combineLines(same, line).amounts }, [source])
          : { ...line, sources: [source] },
      );
    }
  }
  return [...lines.values()];
}

/** The lines the pantry does not hold, and the names of those it does. */
export function leaveOutPantry(
  lines: readonly PlanLine[],
  pantryNames: readonly string[],
): { toBuy: PlanLine[]; inPantry: string[] } {
  const toBuy: PlanLine[] = [];
  const inPantry: string[] = [];
  const holds = pantryHolds(pantryNames);
  for (const line of lines) {
    if (holds(line.key)) inPantry.push(line.name);
    else toBuy.push(line);
  }
  return { toBuy, inPantry };
}

/** What an unchecked custom item already on the list holds of a food (its own text read when typed in). */
function heldLine(item: StoredCustom): MergedLine | null {
  if (item.planKey && item.planAmounts)
    return { key: item.planKey, name: item.name, amounts: item.planAmounts };
  return lineOf(parseIngredient(item.name));
}

/**
 * Puts plan lines on the list: a food the list already holds (unchecked) gets the amounts added
 * and the recipes remembered; any other becomes a new line in its food's category.
 */
export function addPlanLines(
  list: StoredList,
  lines: readonly PlanLine[],
  ctx: ChangeContext,
): { added: number; merged: number } {
  let added = 0;
  let merged = 0;
  for (const line of lines) {
    const existing = list.customItems.find((item) => !item.checked && heldLine(item)?.key === line.key);
    if (existing) {
      const held = heldLine(existing) as MergedLine;
      const base = existing.planKey ? { ...held, name: line.name } : held;
      const sum = combineLines(base, line);
      existing.name = formatMergedLine(sum);
      existing.planKey = line.key;
      existing.planAmounts = [...sum.amounts];
      existing.fromRecipes = withSources(
        { ...line, sources: existing.fromRecipes ?? [] },
        line.sources,
      ).sources.slice();
      merged += 1;
      continue;
    }
    const { category, emoji } = ctx.categorize(line.name);
    list.customItems.push({
      id: ctx.newId(),
      name: formatMergedLine(line),
      checked: false,
      isChecked: false,
      isCustom: true,
      category,
      emoji,
      addedBy: ctx.displayName,
      addedById: ctx.userId,
      custom_item_original_uuid: null,
      fromRecipes: [...line.sources],
      planKey: line.key,
      planAmounts: [...line.amounts],
      rev: ctx.rev,
    });
    added += 1;
  }
  return { added, merged };
}
