/**
 * "Does this line look like an ingredient", for the video and page-text readers. What the line
 * says is the recipe-text parser's call (`readIngredientLine`: a measure before the name, or after
 * it as in "Onion - 2 nos"); what is weighed here is its layout: a numbered step, a long sentence or
 * an instruction is no ingredient, and a short line counts without a measure when it is bulleted
 * or sits under an ingredient header.
 */
import { readIngredientLine } from '@mise/recipe-text';
import { numberedStep, startsWithCookingVerb, stripBullet } from './line-shape';

export interface IngredientContext {
  /** The line sits under an ingredient header, so short unquantified lines count too. */
  inIngredientBlock?: boolean;
}

const SENTENCE_END_RE = /[.!?]$/;

export function looksLikeIngredient(line: string, context: IngredientContext = {}): boolean {
  const { text, bulleted } = stripBullet(line);
  if (!text || text.length > 120 || !/\p{L}/u.test(text)) return false;
  const words = text.split(/\s+/).length;
  const { measure } = readIngredientLine(text);
  if (measure === 'leading') {
    // A measure followed by a long sentence is a step.
    return words <= 24 && !(SENTENCE_END_RE.test(text) && words > 10);
  }
  if (numberedStep(text) !== null) return false;
  if (startsWithCookingVerb(text, true) && words > 4) return false;
  if (measure === 'trailing') return true;
  const short = words <= 7 && text.length <= 60 && !SENTENCE_END_RE.test(text);
  if (bulleted && short) return true;
  // Under a header a longer unquantified line still reads as an item ("Salt and black pepper, to taste").
  return !!context.inIngredientBlock && words <= 10 && text.length <= 80 && !SENTENCE_END_RE.test(text);
}

// The web page readers' own amount test (libs/recipe-import/src/web). The text readers above ask
// recipe-text's `opensWithMeasure` instead; these stay until the web readers switch too.

/** The first character of an amount: a digit or a unicode fraction ('2 eggs', '½ cup', '250g'). */
export const AMOUNT_FIRST = /^[\d¼½¾⅓⅔⅛⅜⅝⅞]/;

const QTY_CORE = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[¼½¾⅓⅔⅛⅜⅝⅞])?|\d+\/\d+|[¼½¾⅓⅔⅛⅜⅝⅞])`;
/** A leading amount: number, fraction, mixed number, unicode fraction, or a dash range of those. */
const QUANTITY = String.raw`${QTY_CORE}(?:\s*(?:-|–|to|bis|à|a)\s*${QTY_CORE})?`;

const QUANTITY_START_RE = new RegExp(
  String.raw`^(?:ca\.?\s*|about\s+|approx\.?\s+)?${QUANTITY}\s*(?:x\s*)?`,
  'i',
);
const TIME_UNIT_RE =
  /^(?:min(?:ute)?s?\b|mins?\b|hrs?\b|hours?\b|h\b|sec(?:ond)?s?\b|stunden?\b|minuten?\b|°|degrees?\b|days?\b|weeks?\b|servings?\b|people\b|portions?\b|personen\b)/i;

/** True when the text opens with an amount that is not a step number or a duration. */
export function startsWithQuantity(text: string): boolean {
  const m = QUANTITY_START_RE.exec(text);
  if (!m) return false;
  const after = text.slice(m[0].length);
  if (/^[.)]\s/.test(after) && !/[.,]\d/.test(m[0])) return false; // "1. Mix" is a marker
  if (/^:\d/.test(after)) return false; // 0:45 timestamp
  if (TIME_UNIT_RE.test(after.trim())) return false;
  return /\p{L}/u.test(after);
}
