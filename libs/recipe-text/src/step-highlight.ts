/**
 * Step highlighting (spec section 9): which spans of a method step are ingredient names or
 * cooking keywords, to be shown in bold. Returned as spans, never as HTML.
 */

export interface StepSpan {
  readonly text: string;
  readonly bold: boolean;
  /** Why the span is bold. */
  readonly kind?: 'ingredient' | 'keyword';
}

/** Cooking verbs and terms a cook scans a step for. */
export const COOKING_KEYWORDS: readonly string[] = [
  'preheat',
  'bake',
  'boil',
  'simmer',
  'stir',
  'whisk',
  'fold',
  'chop',
  'dice',
  'mince',
  'slice',
  'sauté',
  'saute',
  'fry',
  'roast',
  'grill',
  'broil',
  'knead',
  'marinate',
  'season',
  'drain',
  'blend',
  'mix',
  'combine',
  'beat',
  'melt',
  'reduce',
  'toss',
  'sear',
  'steam',
  'poach',
  'braise',
  'caramelize',
  'caramelise',
  'deglaze',
  'puree',
  'purée',
  'strain',
  'chill',
  'refrigerate',
  'freeze',
  'rest',
  'serve',
  'garnish',
  'oven',
  'minutes',
  'hours',
];

/** Words of ingredient names that are too common in steps to mean the ingredient. */
const AMBIGUOUS = new Set([
  'a',
  'an',
  'and',
  'or',
  'of',
  'the',
  'to',
  'for',
  'with',
  'in',
  'on',
  'can',
  'cup',
  'cups',
  'mix',
  'top',
  'ground',
  'fresh',
  'large',
  'small',
  'medium',
  'whole',
  'light',
  'dark',
  'fine',
  'hot',
  'cold',
  'warm',
  'chopped',
  'sliced',
  'dried',
  'sauce',
  'powder',
  'water',
  'oil',
  'juice',
  'leaves',
  'extra',
  'virgin',
  'plus',
  'more',
  'taste',
]);

const ESCAPE_RE = /[.*+?^${}()|[\]\\]/g;
const escape = (s: string) => s.replace(ESCAPE_RE, '\\$&');
const KEYWORD_SET = new Set(COOKING_KEYWORDS.map((k) => k.toLowerCase()));
const WORD_RE = /[\p{L}\p{M}'’-]+/gu;

function phrasesOf(names: readonly string[]): string[] {
  const phrases = new Set<string>();
  for (const raw of names) {
    if (typeof raw !== 'string') continue;
    const name = raw.trim().toLowerCase();
    if (name.length < 3) continue;
    phrases.add(name);
    for (const word of name.match(WORD_RE) ?? []) {
      if (word.length >= 3 && !AMBIGUOUS.has(word)) phrases.add(word);
    }
  }
  return [...phrases].sort((a, b) => b.length - a.length);
}

/**
 * Splits a step into spans, bold where it names an ingredient (whole name or a distinctive
 * word of it, plural too) or a cooking keyword (with -s/-ed/-ing forms).
 */
export function highlightStep(step: string, ingredientNames: readonly string[] = []): StepSpan[] {
  const text = typeof step === 'string' ? step : '';
  if (text === '') return [];
  const re = stepRegex(ingredientNames);
  const spans: StepSpan[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m[0] === '') continue;
    const start = m.index ?? 0;
    if (start > last) spans.push({ text: text.slice(last, start), bold: false });
    const kind = m[1] ? 'ingredient' : 'keyword';
    spans.push({ text: m[0], bold: true, kind });
    last = start + m[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last), bold: false });
  return spans;
}

const KEYWORD_SOURCE = COOKING_KEYWORDS.map((k) => `${escape(k)}(?:s|es|d|ed|ing)?`).join('|');
// A recipe's steps are highlighted one after another with the same names: keep the last regex.
let cached: { key: string; re: RegExp } | null = null;

function stepRegex(names: readonly string[]): RegExp {
  const key = names.join('\u0000');
  if (cached && cached.key === key) return cached.re;
  const phrases = phrasesOf(names).slice(0, 200);
  const ingredientSource =
    phrases.map((p) => `${escape(p).replace(/\s+/g, '\\s+')}(?:e?s)?`).join('|') || '(?!)';
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:(${ingredientSource})|(${KEYWORD_SOURCE}))(?![\\p{L}\\p{N}])`,
    'giu',
  );
  cached = { key, re };
  return re;
}

export function isCookingKeyword(word: string): boolean {
  return KEYWORD_SET.has(word.toLowerCase());
}
