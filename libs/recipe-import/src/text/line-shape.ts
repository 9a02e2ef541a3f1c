/**
 * The shape of a line of recipe text, apart from what it says: list bullets and emoji, step numbers,
 * and the cooking verbs that open a method step.
 */
import { opensWithMeasure } from '@mise/recipe-text';

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
  if (!rest || opensWithMeasure(rest)) return null;
  if (!/\p{L}/u.test(rest)) return null;
  return rest;
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
