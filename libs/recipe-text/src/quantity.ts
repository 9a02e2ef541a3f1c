/**
 * Numbers as cooks write them: decimals (also with a decimal comma), unicode and plain
 * fractions, mixed numbers, and the small number words; and back again for display.
 */

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};

const NON_ASCII_RE = /[\u0080-\u{10FFFF}]/u;
const VULGAR_RE = /(\d?)\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/g;
const FRACTION_SLASH_RE = /\s*[⁄∕]\s*/g;

/** Rewrites unicode fractions as ASCII ("1½" -> "1 1/2") so one grammar reads both. */
export function asciiFractions(text: string): string {
  if (!NON_ASCII_RE.test(text)) return text;
  return text.replace(FRACTION_SLASH_RE, '/').replace(VULGAR_RE, (_m, whole: string, frac: string) => {
    const ascii = VULGAR_FRACTIONS[frac] ?? '';
    return whole ? `${whole} ${ascii}` : ` ${ascii}`;
  });
}

/** The fraction glyphs cookbooks print, by the fraction each stands for ('1/2' -> '½'). */
export const COOKBOOK_FRACTION_GLYPHS: Readonly<Record<string, string>> = {
  '1/2': '½',
  '1/4': '¼',
  '3/4': '¾',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

/** The counting words one to twelve, which every reader of amounts in words shares. */
export const COUNTING_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...COUNTING_WORDS,
  half: 0.5,
  dozen: 12,
};

/**
 * One amount at the start of a string, in ASCII form: mixed number ("1 1/2", "1-1/2"),
 * fraction, decimal ("1.5", "1,5", ".5"), or integer with thousands separators.
 */
export const AMOUNT_SOURCE =
  '(?:\\d+(?:\\s+|-)\\d+\\/\\d+|\\d+\\/\\d+|\\d{1,3}(?:,\\d{3})+(?![\\d,])|\\d*[.,]\\d+|\\d+)';
const AMOUNT_ONLY_RE = new RegExp(`^${AMOUNT_SOURCE}$`);
const MIXED_RE = /^(\d+)(?:\s+|-)(\d+)\/(\d+)$/;
const FRACTION_RE = /^(\d+)\/(\d+)$/;
const THOUSANDS_RE = /^\d{1,3}(?:,\d{3})+$/;

/** Reads one amount written in ASCII ("1 1/2", "3/4", "1,5", "1,000"); null when it is not one. */
export function readAmount(raw: string): number | null {
  const text = raw.trim();
  if (!AMOUNT_ONLY_RE.test(text)) {
    const word = NUMBER_WORDS[text.toLowerCase()];
    return word === undefined ? null : word;
  }
  const mixed = MIXED_RE.exec(text);
  if (mixed) {
    const den = Number(mixed[3]);
    const frac = Number(mixed[2]) / den;
    // "1-1/2" is a mixed number only when the fraction is proper; otherwise it is not a number.
    if (den === 0 || frac >= 1) return null;
    return Number(mixed[1]) + frac;
  }
  const fraction = FRACTION_RE.exec(text);
  if (fraction) {
    const den = Number(fraction[2]);
    return den === 0 ? null : Number(fraction[1]) / den;
  }
  if (THOUSANDS_RE.test(text)) return Number(text.replace(/,/g, ''));
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Parses a free-text amount ("1½", "2-3", "1 to 2", "three") to its lower and upper value. */
export function parseAmount(text: string): { quantity: number | null; quantity2: number | null } {
  const ascii = asciiFractions(String(text ?? ''))
    .trim()
    .toLowerCase();
  const range = RANGE_ONLY_RE.exec(ascii);
  if (range) {
    const low = readAmount(range[1]);
    const high = readAmount(range[2]);
    if (low !== null && high !== null) return { quantity: low, quantity2: high };
  }
  const single = readAmount(ascii);
  return { quantity: single, quantity2: null };
}

const WORD_SOURCE = Object.keys(NUMBER_WORDS).join('|');
const RANGE_ONLY_RE = new RegExp(
  `^(${AMOUNT_SOURCE}|${WORD_SOURCE})\\s*(?:-|–|—|\\bto\\b|\\bor\\b)\\s*(${AMOUNT_SOURCE}|${WORD_SOURCE})$`,
);

const DISPLAY_FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];

/**
 * Formats an amount the way cooks read it: 1.5 -> "1½", 0.333 -> "⅓", 2 -> "2";
 * a value with no close kitchen fraction keeps up to two decimals ("0.15", or "0,15" with a
 * decimal comma).
 */
export function formatAmount(value: number, decimalMark = '.'): string {
  if (!Number.isFinite(value)) return '';
  const negative = value < 0;
  const abs = Math.abs(value);
  let whole = Math.floor(abs);
  const rest = abs - whole;
  let fraction = '';
  if (rest > 0.02 && rest < 0.98) {
    const hit = DISPLAY_FRACTIONS.find(([v]) => Math.abs(v - rest) < 0.02);
    if (!hit) return `${negative ? '-' : ''}${decimal(abs, decimalMark)}`;
    fraction = hit[1];
  } else if (rest >= 0.98) {
    whole += 1;
  }
  const head = whole === 0 && fraction ? '' : String(whole);
  return `${negative ? '-' : ''}${head}${fraction}`;
}

/** Up to two decimals with the given mark: 1.25 -> "1,25". */
export function decimal(value: number, decimalMark = '.'): string {
  return String(Number(value.toFixed(2))).replace('.', decimalMark);
}
