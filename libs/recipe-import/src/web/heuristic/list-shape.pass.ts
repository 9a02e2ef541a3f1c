// Page kind: no structured data and no 'Ingredients'/'Method' headings: the recipe is found by the shape of its lists.
import { toHeading } from '../../shared/text';
import { startsWithQuantity } from '../../text/ingredient-line';
import { type Block, isSentence } from './lines';
import { stepsAfter } from './steps-after-ingredients.pass';

/** A bullet typed as text ('• 2 eggs', '- 1 cup milk') instead of drawn by a list. */
const TYPED_BULLET = /^[•·▪◦‣*–-]\s+(?=\S)/u;
/** A line longer than this is prose, not a food. */
const FOOD_LINE_MAX = 120;
/** A group's name between two lists ('Produce', 'For the sauce'): short, no amount, no sentence. */
const LABEL_MAX = 40;
/** 'Recipe: Lemon Bars' as a heading of its own names the recipe. */
const RECIPE_TITLE =
  /^(?:recipe|rezept|recette|ricetta|receta|receita|recept|opskrift|oppskrift)\s*[:–—-]\s*(.+)$/iu;

interface Run {
  start: number;
  end: number;
  lines: string[];
}

export interface ShapedRecipe {
  title: string;
  ingredients: string[];
  method: string[];
}

const bulletOf = (b: Block): boolean => b.kind === 'para' && TYPED_BULLET.test(b.text);

/** Consecutive items of one list, or consecutive paragraphs that start with a typed bullet. */
function runs(blocks: Block[]): Run[] {
  const out: Run[] = [];
  let i = 0;
  while (i < blocks.length) {
    const first = blocks[i];
    const typed = bulletOf(first);
    if (first.kind !== 'item' && !typed) {
      i += 1;
      continue;
    }
    const same = (b: Block): boolean =>
      typed ? bulletOf(b) : b.kind === 'item' && b.el?.parent === first.el?.parent;
    const lines: string[] = [];
    let j = i;
    for (; j < blocks.length && same(blocks[j]); j += 1)
      lines.push(typed ? blocks[j].text.replace(TYPED_BULLET, '') : blocks[j].text);
    out.push({ start: i, end: j - 1, lines });
    i = j;
  }
  return out;
}

/** Mostly amounts, short lines, hardly a sentence: a list of food. */
function isFood(lines: string[], least: number): boolean {
  return (
    lines.length >= least &&
    lines.filter((l) => startsWithQuantity(l)).length >= 0.5 * lines.length &&
    lines.every((l) => l.length <= FOOD_LINE_MAX) &&
    lines.filter((l) => /[.!?]$/.test(l)).length <= 0.2 * lines.length
  );
}

const isLabel = (b: Block | undefined): b is Block =>
  !!b &&
  b.text.length <= LABEL_MAX &&
  !/\d|[.!?]$/.test(b.text) &&
  (b.kind === 'heading' || b.kind === 'para');

/**
 * The food list: the list with the most amounts, joined with the food lists right before and after
 * it that are set apart by one short label each (shop-aisle groups: 'Produce', 'Dairy').
 */
function foodGroups(blocks: Block[], all: Run[]): { lines: string[]; end: number; start: number } | null {
  const food = all.filter((r) => isFood(r.lines, 2));
  const amounts = (r: Run): number => r.lines.filter((l) => startsWithQuantity(l)).length;
  const best = [...food].sort((a, b) => amounts(b) - amounts(a))[0];
  if (!best) return null;
  let at = food.indexOf(best);
  let first = at;
  const joined = (a: Run, b: Run): boolean =>
    b.start === a.end + 1 || (b.start === a.end + 2 && isLabel(blocks[a.end + 1]));
  while (first > 0 && joined(food[first - 1], food[first])) first -= 1;
  while (at + 1 < food.length && joined(food[at], food[at + 1])) at += 1;
  const groups = food.slice(first, at + 1);
  // A pair of lines alone is a teaser's facts more often than a recipe.
  if (groups.reduce((n, g) => n + g.lines.length, 0) < 3) return null;
  const lines: string[] = [];
  for (const g of groups) {
    const label = blocks[g.start - 1];
    if (groups.length > 1 && isLabel(label)) lines.push(toHeading(label.text.replace(/:\s*$/, '')));
    lines.push(...g.lines);
  }
  return { lines, start: groups[0].start, end: groups[groups.length - 1].end };
}

/**
 * A page with neither structured data nor section headings: the ingredients are the list shaped
 * like food (with its neighbouring groups), the method the list of sentences after it, or the
 * sentences right after it; a 'Recipe: X' heading before the list names the recipe.
 */
export function recipeByListShape(blocks: Block[]): ShapedRecipe | null {
  const all = runs(blocks);
  const food = foodGroups(blocks, all);
  if (!food) return null;
  const steps = all.find(
    (r) =>
      r.start > food.end && r.lines.length >= 2 && r.lines.filter(isSentence).length >= 0.6 * r.lines.length,
  );
  const between = steps ? blocks.slice(food.end + 1, steps.start) : [];
  // The steps' list counts when no other text stands between it and the food; else the sentences after the food.
  const method =
    steps && between.every((b) => b.kind === 'heading' || isLabel(b))
      ? steps.lines
      : stepsAfter(blocks, food.end);
  let title = '';
  for (let i = food.start - 1; i >= 0 && !title; i -= 1) {
    const named = blocks[i].kind === 'heading' ? RECIPE_TITLE.exec(blocks[i].text) : null;
    if (named) title = named[1].trim();
  }
  return { title, ingredients: food.lines, method };
}
