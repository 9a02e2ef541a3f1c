/**
 * Serving scaling and display (spec section 9), plus whole-recipe conversion between metric
 * and US customary units, with densities for the common dry ingredients.
 */
import { decimal, formatAmount } from './quantity';
import { convertUnit, unitInfo } from './units';
import { countedName, pluralForm } from './plural';
import type { ParsedIngredient } from './ingredient-parser';

/** factor = target / original servings; the original defaults to 1, the target is at least 1. */
export function scalingFactor(originalServings?: number | null, targetServings?: number | null): number {
  const original =
    typeof originalServings === 'number' && Number.isFinite(originalServings) && originalServings > 0
      ? originalServings
      : 1;
  const wanted =
    typeof targetServings === 'number' && Number.isFinite(targetServings) ? targetServings : original;
  const factor = Math.max(1, wanted) / original;
  // A vanishingly small original (or an enormous target) would overflow; keep the recipe as written.
  return Number.isFinite(factor) ? factor : 1;
}

export interface Measure {
  readonly quantity: number | null;
  readonly unit: string | null;
}

/**
 * Rounds an amount the way section 9 says: metric to whole numbers (kg and l keep up to two
 * decimals, being whole grams or millilitres), anything else to the nearest 0.5. An amount
 * below 0.5 is kept to the nearest eighth rather than rounded away to nothing.
 */
export function roundAmount(value: number, unit: string | null): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = roundFinite(value, unit);
  // Near the limits of a double, doubling to round can overflow: the value is already as exact as it gets.
  return Number.isFinite(rounded) ? rounded : value;
}

function roundFinite(value: number, unit: string | null): number {
  const info = unitInfo(unit);
  if (info?.system === 'metric') {
    if (info.unit === 'kg' || info.unit === 'l') return Math.round(value * 100) / 100;
    const whole = Math.round(value);
    return whole === 0 && value > 0 ? Math.round(value * 10) / 10 : whole;
  }
  if (value > 0 && value < 0.5) return Math.max(1 / 8, Math.round(value * 8) / 8);
  return Math.round(value * 2) / 2;
}

/** g >= 1000 -> kg, ml >= 1000 -> l, kg < 1 -> g, l < 0.1 -> ml. */
export function normaliseMetric(measure: Measure): Measure {
  const { quantity, unit } = measure;
  if (quantity === null || !Number.isFinite(quantity)) return measure;
  if (unit === 'g' && quantity >= 1000) return { quantity: quantity / 1000, unit: 'kg' };
  if (unit === 'ml' && quantity >= 1000) return { quantity: quantity / 1000, unit: 'l' };
  if (unit === 'kg' && quantity < 1) return { quantity: quantity * 1000, unit: 'g' };
  if (unit === 'l' && quantity < 0.1) return { quantity: quantity * 1000, unit: 'ml' };
  return measure;
}

/** Scales one amount by a factor, then rounds and re-expresses metric units. */
export function scaleMeasure(measure: Measure, factor: number): Measure {
  const safeFactor = Number.isFinite(factor) && factor > 0 ? factor : 1;
  if (measure.quantity === null || !Number.isFinite(measure.quantity))
    return { quantity: null, unit: measure.unit };
  const scaled = normaliseMetric({ quantity: measure.quantity * safeFactor, unit: measure.unit });
  return { quantity: roundAmount(scaled.quantity ?? 0, scaled.unit), unit: scaled.unit };
}

/** Scales a parsed ingredient (headings and lines without an amount are returned unchanged). */
export function scaleIngredient(ingredient: ParsedIngredient, factor: number): ParsedIngredient {
  if (ingredient.isHeading || ingredient.quantity === null) return ingredient;
  const low = scaleMeasure({ quantity: ingredient.quantity, unit: ingredient.unit }, factor);
  let quantity2: number | null = null;
  if (ingredient.quantity2 !== null) {
    const high = convertUnit(
      ingredient.quantity2 * (Number.isFinite(factor) && factor > 0 ? factor : 1),
      ingredient.unit ?? '',
      low.unit ?? '',
    );
    quantity2 = roundAmount(high ?? ingredient.quantity2 * factor, low.unit);
    if (!Number.isFinite(quantity2)) quantity2 = null;
  }
  const unitChanged = low.unit !== ingredient.unit;
  return {
    ...ingredient,
    quantity: low.quantity,
    quantity2,
    unit: low.unit,
    unitText: unitChanged ? low.unit : ingredient.unitText,
  };
}

const NO_PLURAL = new Set([
  'tsp',
  'tbsp',
  'g',
  'kg',
  'mg',
  'μg',
  'ml',
  'l',
  'cl',
  'dl',
  'oz',
  'fl oz',
  'lb',
  'pt',
  'qt',
  'gal',
]);

/** The unit as a cook reads it next to an amount: "cups" for 1½, "cup" for 1, "tbsp" always. */
export function displayUnit(unit: string | null, quantity: number | null): string {
  if (!unit) return '';
  if (NO_PLURAL.has(unit) || quantity === null || quantity <= 1) return unit;
  return pluralForm(unit);
}

/**
 * "1½ cups flour, sifted"; ranges as "2–3 tbsp"; "2 lemons", "1 egg"; headings as their text.
 * With a decimal comma (`decimalMark` ','), where cooks write "1,5 kg" rather than "1½ kg", a
 * metric amount is written as a decimal, and any decimal takes the comma.
 */
export function formatIngredient(ingredient: ParsedIngredient, decimalMark = '.'): string {
  if (ingredient.isHeading) return ingredient.name;
  const parts: string[] = [];
  if (ingredient.quantity !== null) {
    const asDecimal = decimalMark !== '.' && unitInfo(ingredient.unit)?.system === 'metric';
    const write = (value: number) =>
      asDecimal ? decimal(value, decimalMark) : formatAmount(value, decimalMark);
    const amount = write(ingredient.quantity);
    parts.push(ingredient.quantity2 !== null ? `${amount}–${write(ingredient.quantity2)}` : amount);
  }
  const unit = displayUnit(ingredient.unit, ingredient.quantity2 ?? ingredient.quantity);
  if (unit) parts.push(unit);
  // Without a unit the name is what is counted: "2 lemons", "1 egg".
  const name = unit
    ? ingredient.name
    : countedName(ingredient.name, ingredient.quantity2 ?? ingredient.quantity);
  if (name) parts.push(name);
  const main = parts.join(' ');
  return ingredient.note ? `${main}, ${ingredient.note}` : main;
}

/** Grams per US cup of common dry or solid ingredients (liquids convert by volume). */
const DENSITY_TABLE: ReadonlyArray<readonly [string, number]> = [
  ['all-purpose flour', 120],
  ['bread flour', 127],
  ['whole wheat flour', 113],
  ['whole-wheat flour', 113],
  ['almond flour', 96],
  ['cake flour', 114],
  ['flour', 120],
  ['brown sugar', 213],
  ['powdered sugar', 120],
  ['confectioners sugar', 120],
  ["confectioners' sugar", 120],
  ['icing sugar', 120],
  ['sugar', 200],
  ['butter', 227],
  ['rice', 185],
  ['rolled oats', 90],
  ['oats', 90],
  ['cocoa', 85],
  ['cornstarch', 128],
  ['cornmeal', 138],
  ['semolina', 167],
  ['breadcrumbs', 108],
  ['bread crumbs', 108],
  ['chocolate chips', 170],
  ['honey', 340],
  ['maple syrup', 315],
  ['peanut butter', 258],
  ['salt', 288],
  ['baking powder', 192],
  ['baking soda', 220],
  ['raisins', 150],
  ['quinoa', 170],
  ['lentils', 192],
  ['parmesan', 100],
  ['grated cheese', 100],
  ['walnuts', 120],
  ['almonds', 143],
  ['pecans', 110],
  ['coconut', 85],
];
const DENSITIES = [...DENSITY_TABLE].sort((a, b) => b[0].length - a[0].length);

/** Grams per US cup for an ingredient name, or null when it is not a known dry ingredient. */
export function gramsPerCup(name: string): number | null {
  const lower = name.toLowerCase();
  for (const [key, grams] of DENSITIES) if (lower.includes(key)) return grams;
  return null;
}

export type MeasurementSystem = 'metric' | 'us';

const US_VOLUME_STEPS: ReadonlyArray<readonly [string, number]> = [
  ['cup', 236.588 / 4],
  ['tbsp', 14.787],
  ['tsp', 0],
];

/**
 * Re-expresses one ingredient in the other measurement system: cups of flour become grams,
 * ounces become grams, grams of sugar become cups, millilitres become cups or spoons.
 * Counted units (cloves, cans) and unknown units are left as they are.
 */
export function convertIngredient(ingredient: ParsedIngredient, system: MeasurementSystem): ParsedIngredient {
  const info = unitInfo(ingredient.unit);
  if (
    ingredient.isHeading ||
    ingredient.quantity === null ||
    !info ||
    info.kind === 'count' ||
    info.system === (system === 'metric' ? 'metric' : 'us')
  ) {
    return ingredient;
  }
  const density = gramsPerCup(ingredient.name);
  const perMl = density === null ? null : density / 236.588;
  const to = (value: number | null): Measure => {
    if (value === null) return { quantity: null, unit: null };
    const base = value * info.base; // ml for volume, g for mass
    if (system === 'metric') {
      const measure =
        info.kind === 'volume' && perMl !== null
          ? { quantity: base * perMl, unit: 'g' }
          : { quantity: base, unit: info.kind === 'volume' ? 'ml' : 'g' };
      const normal = normaliseMetric(measure);
      return { quantity: roundAmount(normal.quantity ?? 0, normal.unit), unit: normal.unit };
    }
    if (info.kind === 'mass' && perMl === null) {
      const oz = base / 28.3495;
      return oz >= 16
        ? { quantity: roundAmount(oz / 16, 'lb'), unit: 'lb' }
        : { quantity: roundAmount(oz, 'oz'), unit: 'oz' };
    }
    const ml = info.kind === 'mass' && perMl !== null ? base / perMl : base;
    const step = US_VOLUME_STEPS.find(([, min]) => ml >= min) ?? US_VOLUME_STEPS[US_VOLUME_STEPS.length - 1];
    const value2 = convertUnit(ml, 'ml', step[0]) ?? 0;
    return { quantity: roundQuarter(value2), unit: step[0] };
  };
  const low = to(ingredient.quantity);
  const high = ingredient.quantity2 === null ? null : to(ingredient.quantity2);
  return {
    ...ingredient,
    quantity: low.quantity,
    quantity2: high && high.unit === low.unit ? high.quantity : null,
    unit: low.unit,
    unitText: low.unit,
  };
}

function roundQuarter(value: number): number {
  return value > 0 && value < 0.25 ? Math.round(value * 8) / 8 : Math.round(value * 4) / 4;
}

/** Converts every ingredient of a recipe (see convertIngredient). */
export function convertIngredients(
  ingredients: readonly ParsedIngredient[],
  system: MeasurementSystem,
): ParsedIngredient[] {
  return ingredients.map((i) => convertIngredient(i, system));
}

/** Section 9: 'N mins' below an hour, '1 hour 5 mins', '2 hours'; 'N/A' when missing. */
export function formatDuration(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return 'N/A';
  const total = Math.round(minutes);
  if (total < 60) return `${total} mins`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest === 0 ? h : `${h} ${rest} ${rest === 1 ? 'min' : 'mins'}`;
}
