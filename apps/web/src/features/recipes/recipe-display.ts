import type { Ingredient, Recipe } from '@mise/contracts';

type OwnerFields = Pick<Recipe, 'original_owner_display_name' | 'user_display_name' | 'user' | 'source'>;

/** First name plus the initial of the second word: 'Jane Mary Doe' -> 'Jane M.'. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0];
  return `${words[0]} ${words[1][0].toUpperCase()}.`;
}

export function ownerName(recipe: OwnerFields): string {
  return (recipe.original_owner_display_name || recipe.user_display_name || recipe.user || '').trim();
}

/** The card's owner line (spec section 2): short owner name, then ', ' and the source when there is one. */
export function ownerLine(recipe: OwnerFields): string {
  const name = shortName(ownerName(recipe));
  const source = recipe.source?.trim();
  if (name && source) return `${name}, ${source}`;
  return name || source || '';
}

export function isHeading(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.length > 2 && trimmed.startsWith('*') && trimmed.endsWith('*');
}

export function headingText(line: string): string {
  return line.trim().replace(/^\*+|\*+$/g, '').trim();
}

/** One editable line for an ingredient that may be a string or an object. */
export function ingredientText(ingredient: Ingredient): string {
  if (typeof ingredient === 'string') return ingredient;
  const main = [ingredient.emoji, ingredient.amount, ingredient.item ?? ingredient.name]
    .filter((part) => part !== undefined && part !== null && String(part).trim() !== '')
    .join(' ');
  return ingredient.note ? `${main}, ${ingredient.note}` : main;
}

/** 'N mins' below an hour, else hours plus minutes when non-zero; 'N/A' when missing. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || Number.isNaN(minutes)) return 'N/A';
  if (minutes < 60) return `${minutes} mins`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest ? `${hourText} ${rest} ${rest === 1 ? 'min' : 'mins'}` : hourText;
}

const VULGAR: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };
const METRIC = /^(g|kg|mg|ml|l|cl|μg)\b/i;
const QUANTITY =
  /^(\d+\s+\d+\/\d+|\d+\s*[½¼¾⅓⅔⅛]|\d+\/\d+|\d+(?:[.,]\d+)?|[½¼¾⅓⅔⅛])(?:\s*[-–]\s*(\d+\/\d+|\d+(?:[.,]\d+)?))?/;

function parseQuantity(text: string): number {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const withVulgar = /^(\d+)\s*([½¼¾⅓⅔⅛])$/.exec(text);
  if (withVulgar) return Number(withVulgar[1]) + VULGAR[withVulgar[2]];
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  if (text in VULGAR) return VULGAR[text];
  return Number(text.replace(',', '.'));
}

function formatQuantity(value: number, metric: boolean): string {
  if (metric) return String(Math.max(1, Math.round(value)));
  const halves = Math.max(1, Math.round(value * 2));
  const whole = Math.floor(halves / 2);
  if (halves % 2 === 0) return String(whole);
  return whole ? `${whole}½` : '½';
}

/**
 * Scales the leading quantity of an ingredient line (simple proportional scaling: non-metric
 * amounts to the nearest half, metric to whole numbers). Lines without a quantity are unchanged.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (factor === 1) return line;
  const leading = /^(\p{Extended_Pictographic}\uFE0F?\s*)?/u.exec(line)?.[0] ?? '';
  const rest = line.slice(leading.length);
  const match = QUANTITY.exec(rest);
  if (!match) return line;
  const after = rest.slice(match[0].length);
  const metric = METRIC.test(after.trim());
  const first = formatQuantity(parseQuantity(match[1].trim()) * factor, metric);
  const second = match[2] ? `-${formatQuantity(parseQuantity(match[2]) * factor, metric)}` : '';
  return `${leading}${first}${second}${after}`;
}
