/**
 * Shopping lines of several recipes merged into one line per food: "2 onions" and "1 large onion,
 * diced" are 3 onions; 200 g and 1 kg of flour are 1.2 kg; 1 cup and 2 tbsp of milk are 1⅛ cups;
 * amounts that do not convert (a cup of flour and 200 g of flour, 3 cloves and a head of garlic)
 * stay side by side on the same line. Also the rule of whether a pantry item covers a line.
 */
import { type IngredientInput, normaliseIngredient, type ParsedIngredient } from './ingredient-parser';
import { countedName } from './plural';
import { formatAmount } from './quantity';
import { displayUnit, type Measure, normaliseMetric, roundAmount } from './scaling';
import { unitInfo } from './units';

/**
 * Words that say how a food is bought or cut rather than which food it is. The parser moves most
 * of them to the note already; these are the ones it leaves in front of the name.
 */
const DESCRIPTORS = new Set([
  'large',
  'small',
  'medium',
  'big',
  'fresh',
  'freshly',
  'chopped',
  'diced',
  'sliced',
  'minced',
  'grated',
  'ripe',
  'whole',
  'raw',
  'organic',
]);

/**
 * The food a line names, in one spelling: lower case, singular, without size or preparation
 * words ("Large Onions" and "onion" are both "onion"). An empty string for no food.
 */
export function foodKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !DESCRIPTORS.has(word));
  if (words.length === 0) return '';
  return countedName(words.join(' '), 1);
}

/**
 * Whether a pantry item and a line name the same food: the same key, or one is the other with
 * words in front ("butter" and "unsalted butter", "olive oil" and "extra virgin olive oil"). A
 * shared first word is not enough ("olive" is not "olive oil"), since the last word names the food.
 */
export function sameFood(a: string, b: string): boolean {
  return sameKey(foodKey(a), foodKey(b));
}

function sameKey(x: string, y: string): boolean {
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return long.endsWith(` ${short}`);
}

const lastWord = (key: string) => key.slice(key.lastIndexOf(' ') + 1);

/**
 * `sameFood` against a whole pantry at once: the pantry's foods are indexed by their last word
 * (two names of one food always share it), so a recipe line is checked against a handful of them.
 * Takes a line's food key (`foodKey`), answers whether the pantry holds it.
 */
export function pantryHolds(pantryNames: readonly string[]): (key: string) => boolean {
  const byLastWord = new Map<string, string[]>();
  for (const name of pantryNames) {
    const key = foodKey(name);
    if (!key) continue;
    const keys = byLastWord.get(lastWord(key)) ?? [];
    keys.push(key);
    byLastWord.set(lastWord(key), keys);
  }
  // A pantry is asked about the same few hundred foods across thousands of recipes: answer each once.
  const answers = new Map<string, boolean>();
  return (key) => {
    let held = answers.get(key);
    if (held === undefined) {
      held = (byLastWord.get(lastWord(key)) ?? []).some((food) => sameKey(food, key));
      answers.set(key, held);
    }
    return held;
  };
}

/** One amount of a merged line: a quantity in a unit (null for "to taste"). */
export type MergedAmount = Measure;

/** One line of a merged list: one food, its amounts (one per kind that does not convert). */
export interface MergedLine {
  /** `foodKey` of the name: lines with the same key are one line. */
  readonly key: string;
  /** The name as first written (in the number its count asks for when shown). */
  readonly name: string;
  readonly amounts: readonly MergedAmount[];
}

/** How amounts add up: within one group they convert; different groups stay apart. */
function amountGroup(unit: string | null): string {
  const info = unitInfo(unit);
  if (!info) return unit === null ? 'count' : `unit:${unit}`;
  if (info.kind === 'count') return `unit:${info.unit}`;
  return info.kind;
}

/** The unit a sum of mass or volume is shown in: metric when any part was, else the largest used. */
function sumUnit(units: string[]): string {
  const infos = units.map((unit) => unitInfo(unit)).filter((info) => info !== null);
  const metric = infos.find((info) => info.system === 'metric');
  if (metric) return metric.kind === 'mass' ? 'g' : 'ml';
  return infos.reduce((big, info) => (info.base > big.base ? info : big)).unit;
}

function addAmounts(amounts: readonly MergedAmount[], next: MergedAmount): MergedAmount[] {
  if (next.quantity === null) return amounts.length === 0 ? [next] : [...amounts];
  const known = amounts.filter((amount) => amount.quantity !== null);
  const group = amountGroup(next.unit);
  const same = known.findIndex((amount) => amountGroup(amount.unit) === group);
  if (same < 0) return [...known, next];
  const current = known[same];
  const total = sum([current, next]);
  return known.map((amount, index) => (index === same ? total : amount));
}

function sum(parts: MergedAmount[]): MergedAmount {
  const first = parts[0];
  const info = unitInfo(first.unit);
  if (!info || info.kind === 'count')
    return { quantity: parts.reduce((total, part) => total + (part.quantity ?? 0), 0), unit: first.unit };
  const base = parts.reduce(
    (total, part) => total + (part.quantity ?? 0) * (unitInfo(part.unit)?.base ?? 0),
    0,
  );
  const unit = sumUnit(parts.map((part) => part.unit ?? ''));
  const quantity = base / (unitInfo(unit)?.base ?? 1);
  return unitInfo(unit)?.system === 'metric' ? normaliseMetric({ quantity, unit }) : { quantity, unit };
}

/** A merged line with one more ingredient of the same food added to it. */
export function addToLine(line: MergedLine, ingredient: ParsedIngredient): MergedLine {
  return {
    ...line,
    amounts: addAmounts(line.amounts, { quantity: ingredient.quantity, unit: ingredient.unit }),
  };
}

/** Two lines of the same food as one (the first's name kept). */
export function combineLines(line: MergedLine, other: MergedLine): MergedLine {
  return { ...line, amounts: other.amounts.reduce(addAmounts, [...line.amounts]) };
}

/** A line of its own for one ingredient; null for a heading or a line with no food. */
export function lineOf(ingredient: ParsedIngredient): MergedLine | null {
  if (ingredient.isHeading) return null;
  const key = foodKey(ingredient.name);
  if (!key) return null;
  return {
    key,
    name: ingredient.name.trim(),
    amounts: [{ quantity: ingredient.quantity, unit: ingredient.unit }],
  };
}

/** Merges ingredients (lines or objects, already scaled) into one line per food, in first-seen order. */
export function mergeIngredients(ingredients: readonly (IngredientInput | ParsedIngredient)[]): MergedLine[] {
  const lines = new Map<string, MergedLine>();
  for (const input of ingredients) {
    const parsed = isParsed(input) ? input : normaliseIngredient(input);
    const line = lineOf(parsed);
    if (!line) continue;
    const same = lines.get(line.key);
    lines.set(line.key, same ? addToLine(same, parsed) : line);
  }
  return [...lines.values()];
}

function isParsed(input: IngredientInput | ParsedIngredient): input is ParsedIngredient {
  return typeof input === 'object' && input !== null && 'isHeading' in input && 'original' in input;
}

/** A merged amount as a cook reads it: "1.2 kg", "1½ cups", "3"; empty for no amount. */
export function formatMergedAmount(amount: MergedAmount): string {
  if (amount.quantity === null) return '';
  const value = roundMerged(amount.quantity, amount.unit);
  const unit = displayUnit(amount.unit, value);
  return unit ? `${formatAmount(value)} ${unit}` : formatAmount(value);
}

/**
 * A sum keeps what its parts said: metric as section 9 rounds it, anything else to the nearest
 * eighth (1 cup and 2 tbsp is 1⅛ cups, not a rounded 1 cup that loses the spoons).
 */
function roundMerged(value: number, unit: string | null): number {
  if (unitInfo(unit)?.system === 'metric') return roundAmount(value, unit);
  return Math.max(1 / 8, Math.round(value * 24) / 24);
}

/**
 * The text of a merged line: "3 onions", "1.2 kg flour", "salt" (no amount); amounts that do not
 * convert side by side after the name: "flour (1 cup + 200 g)".
 */
export function formatMergedLine(line: MergedLine): string {
  const amounts = line.amounts.filter((amount) => amount.quantity !== null);
  if (amounts.length === 0) return line.name;
  if (amounts.length > 1) return `${line.name} (${amounts.map(formatMergedAmount).join(' + ')})`;
  const [only] = amounts;
  const name = only.unit === null ? countedName(line.name, roundMerged(only.quantity ?? 0, null)) : line.name;
  return `${formatMergedAmount(only)} ${name}`;
}
