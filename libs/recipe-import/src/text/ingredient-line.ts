/**
 * "Does this line look like an ingredient", shared by the video and page-text readers: a leading
 * amount (number, fraction, unicode fraction, mixed number or range, any unit or none) that the
 * recipe-text ingredient parser also reads as an amount or unit, a "name - amount" line, or a
 * bulleted short food-ish line.
 *
 * The parser decides what an amount-first line holds. It does not replace the rest: it reads
 * "Beurre doux : 120 g" (an amount after a spaced colon) as a name with no amount, and
 * "2 minutes later, stir" as an amount of 2, so the amount-after pattern, the duration and
 * step-number checks and the sentence rules stay here. Requiring the parser's note for
 * amount-after lines too gained one pasted page and lost one bare page of the self-check
 * (scripts/eval-page-text.ts), so it was left out.
 */
import { parseIngredient } from '@mise/recipe-text';

/**
 * Foods that are commonly counted without a unit ("2 eggs", "one onion"). Used where a quantity alone
 * is weak evidence: spoken transcripts and OCR repairs of a leading "l" or "I".
 */
export const COUNTED_FOODS = [
  'eggs?',
  'egg yolks?',
  'egg whites?',
  'yolks?',
  'onions?',
  'shallots?',
  'garlic',
  'carrots?',
  'potato(?:es)?',
  'tomato(?:es)?',
  'peppers?',
  'chill(?:i|ies|is)',
  'chil(?:e|es)',
  'jalape(?:ñ|n)os?',
  'lemons?',
  'limes?',
  'oranges?',
  'apples?',
  'bananas?',
  'pears?',
  'avocados?',
  'cucumbers?',
  'zucchinis?',
  'courgettes?',
  'aubergines?',
  'eggplants?',
  'leeks?',
  'celery',
  'mushrooms?',
  'chicken',
  'chicken (?:breasts?|thighs?|legs?|wings?)',
  'breasts?',
  'thighs?',
  'drumsticks?',
  'sausages?',
  'bay leaf',
  'bay leaves',
  'tortillas?',
  'buns?',
  'rolls?',
  'bread',
  'slices?',
  'steaks?',
  'fillets?',
  'prawns?',
  'shrimps?',
  'scallions?',
  'spring onions?',
  'green onions?',
  'cloves?',
  'strawberries',
  'dates?',
  'figs?',
  'peaches?',
  'plums?',
  'mangos?|mangoes',
  'pineapples?',
  'cabbages?',
  'cauliflowers?',
  'broccoli',
  'beetroots?',
  'beets?',
  'radish(?:es)?',
  'sweet potato(?:es)?',
  'parsnips?',
  'lettuce',
  'pitas?',
  'bagels?',
];

/** The first character of an amount: a digit or a unicode fraction ('2 eggs', '½ cup', '250g'). */
export const AMOUNT_FIRST = /^[\d¼½¾⅓⅔⅛⅜⅝⅞]/;

const QTY_CORE = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[¼½¾⅓⅔⅛⅜⅝⅞])?|\d+\/\d+|[¼½¾⅓⅔⅛⅜⅝⅞])`;
/** A leading amount: number, fraction, mixed number, unicode fraction, or a dash range of those. */
export const QUANTITY = String.raw`${QTY_CORE}(?:\s*(?:-|–|to|bis|à|a)\s*${QTY_CORE})?`;

const QUANTITY_START_RE = new RegExp(
  String.raw`^(?:ca\.?\s*|about\s+|approx\.?\s+)?${QUANTITY}\s*(?:x\s*)?`,
  'i',
);
const TIME_UNIT_RE =
  /^(?:min(?:ute)?s?\b|mins?\b|hrs?\b|hours?\b|h\b|sec(?:ond)?s?\b|stunden?\b|minuten?\b|°|degrees?\b|days?\b|weeks?\b|servings?\b|people\b|portions?\b|personen\b)/i;
/** A step marker ("1.", "2)", "Step 3:") rather than an amount. */
const STEP_MARKER_RE =
  /^(?:(?:step|schritt|(?:é|e)tape|paso|passo)\s*(\d{1,2})\s*[.:)\-–—]?\s*|(\d{1,2})\s*[.)]\s+|(\d)\uFE0F?\u20E3\s*)/iu;

// Bullets and check marks used in descriptions and on printed pages; emoji are handled separately.
const BULLET_RE = /^(?:[-–—*•·▪▫◦●○■□►▶▸‣⁃→>✓✔✅☑✗✦★☆+~]\uFE0F?\s*)+/u;
const EMOJI_RE = /^(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0F\u200D]+\s*)+/u;

/** Removes leading bullets and emoji; reports whether there was one (a bullet is evidence of a list item). */
export function stripBullet(line: string): { text: string; bulleted: boolean } {
  let text = line.trim();
  let bulleted = false;
  for (let i = 0; i < 3; i += 1) {
    const before = text;
    text = text.replace(BULLET_RE, '').replace(EMOJI_RE, '').trim();
    if (text === before) break;
    bulleted = true;
  }
  return { text, bulleted };
}

/** The text of a numbered step ("1. Mix", "2) Bake", "Step 3: Serve", "1️⃣ Mix"), or null. */
export function numberedStep(line: string): string | null {
  const trimmed = line.trim();
  const m = STEP_MARKER_RE.exec(trimmed);
  if (!m) {
    // Printed pages (and OCR) often lose the dot: "2 Add the mince and brown well".
    const bare = /^(\d{1,2})\s+(?=\p{Lu}\p{Ll}+\s)/u.exec(trimmed);
    if (!bare) return null;
    const rest = trimmed.slice(bare[0].length);
    return startsWithCookingVerb(rest, true) && rest.split(/\s+/).length >= 4 ? rest : null;
  }
  const rest = trimmed.slice(m[0].length).trim();
  // "1. 200 g flour" is a numbered ingredient list, not a step.
  if (!rest || startsWithQuantity(rest)) return null;
  if (!/\p{L}/u.test(rest)) return null;
  return rest;
}

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

export interface IngredientContext {
  /** The line sits under an ingredient header, so short unquantified lines count too. */
  inIngredientBlock?: boolean;
}

const SENTENCE_END_RE = /[.!?]$/;
/** "Onion - 2 nos", "Ginger garlic paste – 1 tbsp", "Salt: to taste": the amount written after the name. */
const AMOUNT_AFTER_RE = new RegExp(
  String.raw`^[\p{L}][\p{L}'’ ,/&()-]{1,40}?(?:\s+[-–—:=]|\s*[,:])\s*(?:${QUANTITY}\s*\p{L}{0,12}\.?|to taste|as (?:needed|required|per taste)|a (?:pinch|handful|few|little)|few|some|nach geschmack|au go(?:û|u)t|al gusto|q\.?b\.?)\s*(?:\([^)]{0,40}\))?$`,
  'iu',
);

/**
 * The general detector, on the recipe-text parser's reading of the line: an amount or unit it
 * finds at the start (not a step number or a duration), or an amount written after the name
 * ('Onion - 2 nos', 'Salt: to taste'); else a bulleted short food-ish line.
 */
export function looksLikeIngredient(line: string, context: IngredientContext = {}): boolean {
  const { text, bulleted } = stripBullet(line);
  if (!text || text.length > 120 || !/\p{L}/u.test(text)) return false;
  const words = text.split(/\s+/).length;
  const parsed = parseIngredient(text);
  const amountFirst = (parsed.quantity !== null || parsed.unit !== null) && startsWithQuantity(text);
  if (numberedStep(text) !== null && !amountFirst) return false;
  if (amountFirst) {
    // A quantity followed by a long sentence is a step ("2 minutes later, ..." is filtered above).
    return words <= 24 && !(SENTENCE_END_RE.test(text) && words > 10);
  }
  if (startsWithCookingVerb(text, true) && words > 4) return false;
  if (AMOUNT_AFTER_RE.test(text)) return true;
  const short = words <= 7 && text.length <= 60 && !SENTENCE_END_RE.test(text);
  if (bulleted && short) return true;
  // Under a header a longer unquantified line still reads as an item ("Salt and black pepper, to taste").
  return !!context.inIngredientBlock && words <= 10 && text.length <= 80 && !SENTENCE_END_RE.test(text);
}

/** Verbs that open a method step (imperative), in English plus a few common ones elsewhere. */
export const COOKING_VERBS = [
  'add',
  'arrange',
  'bake',
  'baste',
  'beat',
  'blanch',
  'blend',
  'boil',
  'braise',
  'bring',
  'broil',
  'brown',
  'brush',
  'chill',
  'chop',
  'coat',
  'combine',
  'cook',
  'cool',
  'cover',
  'crack',
  'cream',
  'crush',
  'cut',
  'dice',
  'dip',
  'discard',
  'dissolve',
  'divide',
  'drain',
  'drizzle',
  'dust',
  'flip',
  'fold',
  'fry',
  'garnish',
  'grate',
  'grease',
  'grill',
  'heat',
  'knead',
  'ladle',
  'layer',
  'leave',
  'let',
  'line',
  'marinate',
  'mash',
  'measure',
  'melt',
  'mince',
  'mix',
  'pat',
  'peel',
  'place',
  'poach',
  'pour',
  'preheat',
  'prepare',
  'press',
  'pulse',
  'put',
  'reduce',
  'refrigerate',
  'remove',
  'rest',
  'return',
  'rinse',
  'roast',
  'roll',
  'rub',
  'saute',
  'sauté',
  'scoop',
  'sear',
  'season',
  'serve',
  'set',
  'shape',
  'shred',
  'sift',
  'simmer',
  'slice',
  'soak',
  'spoon',
  'spread',
  'sprinkle',
  'squeeze',
  'steam',
  'stir',
  'strain',
  'stuff',
  'taste',
  'tip',
  'top',
  'toss',
  'transfer',
  'trim',
  'turn',
  'warm',
  'wash',
  'whip',
  'whisk',
  'wrap',
  'once',
  'meanwhile',
  'in',
  'using',
  'when',
  'after',
  'while',
  'finally',
  'then',
  'first',
  // German, French, Spanish, Italian imperatives/infinitives that open steps.
  'den',
  'die',
  'das',
  'alle',
  'mischen',
  'backen',
  'faire',
  'mettre',
  'ajouter',
  'mélanger',
  'verser',
  'cuire',
  'mezclar',
  'añadir',
  'agregar',
  'hornear',
  'cocinar',
  'mescolare',
  'aggiungere',
  'cuocere',
  'versare',
];
const STRICT_VERBS = new Set(COOKING_VERBS.slice(0, COOKING_VERBS.indexOf('once')));
const VERB_SET = new Set(COOKING_VERBS);

/** Whether a line opens with a cooking verb; `strict` leaves out connectives like "once" or "in". */
export function startsWithCookingVerb(text: string, strict = false): boolean {
  const first = /^\p{L}+/u.exec(text.trim())?.[0]?.toLowerCase();
  if (!first) return false;
  return strict ? STRICT_VERBS.has(first) : VERB_SET.has(first);
}
