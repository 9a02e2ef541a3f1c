import { COUNTED_FOODS } from '../text/counted-foods';

/**
 * Repairs for what OCR does to printed recipes. Every repair is limited to an amount position (the
 * start of a line, or a number before a unit, temperature or time) so words are never changed.
 */

const UNITS =
  'cups?|c\\.|tbsps?\\.?|tablespoons?|tsps?\\.?|teaspoons?|g|grams?|kg|ml|l|litres?|liters?|oz|ounces?|lbs?|pounds?|pinch|cloves?|cans?|tins?|sticks?|slices?|bunch|handfuls?|sprigs?|pieces?|x|el|tl';
const AFTER_AMOUNT = String.raw`\s*(?:${UNITS})(?![\p{L}\d])|\s+(?:small|medium|large|heaped|level|whole|${COUNTED_FOODS.join('|')})\b`;

/** Second halves that keep their hyphen when a hyphenated word breaks at the end of a line. */
const HYPHENATED_SECOND_PARTS = new Set([
  'free',
  'raising',
  'rising',
  'purpose',
  'fat',
  'style',
  'size',
  'sized',
  'based',
  'made',
  'dried',
  'baked',
  'boiled',
  'roasted',
  'skinned',
  'leaf',
  'bottomed',
  'proof',
  'safe',
  'inch',
  'cm',
  'day',
  'time',
  'half',
  'quarter',
  'fashioned',
  'grain',
  'cut',
  'ground',
  'packed',
  'seasoned',
  'smoked',
  'sweet',
  'salted',
  'ripe',
  'heat',
  'high',
  'low',
  'side',
  'top',
  'sided',
  'thick',
  'fry',
  'in',
  'off',
  'up',
  'over',
]);

/** List bullets, and '=' or '«' for a square bullet as the engine reads it. */
const LEADING_BULLET_RE = /^(\s*(?:[-–•·*▪◦●■=«]\s*(?=\S))?)/u;

/** Fixes an amount at the start of a line: "l cup" -> "1 cup", "11/2 cups" -> "1 1/2 cups", "5OO g" -> "500 g". */
export function repairLeadingAmount(line: string): string {
  const bullet = LEADING_BULLET_RE.exec(line)?.[1] ?? '';
  let t = line.slice(bullet.length);
  // A square bullet read as '=' or '«' is no mark of the text: it goes.
  const prefix = /[=«■]/u.test(bullet) ? '' : bullet;

  // "l. Heat the oil": a step number one read as a letter.
  t = t.replace(/^[lI|](?=[.)]\s+\p{Lu})/u, '1');
  // A lone "l" is no word in any language the readers know, so before a word it is the digit one.
  t = t.replace(/^l(?=\s+\p{L})/u, '1');
  // A lone l, I or | read for the digit one, before a unit, size or counted food, or a range.
  t = t.replace(new RegExp(String.raw`^[lI|](?=${AFTER_AMOUNT}|\s*[-–]\s*\d)`, 'u'), '1');
  // "l/2" and "l1/2": the one inside a fraction.
  t = t.replace(/^[lI|](?=\d*\/\d)/u, '1');
  // Digits with O or l mixed in ("5OO g", "l00 ml"): at least one real digit, only digit look-alikes.
  t = t.replace(
    /^(?:(?=[0-9OoIl]*\d)[0-9OoIl]{2,5}|[lI][Oo]{1,3}(?=\s*(?:g|kg|ml|°)\b))(?=\s|g\b|kg\b|ml\b|°)/u,
    (token) => token.replace(/[Oo]/g, '0').replace(/[Il]/g, '1'),
  );
  // "%", "¥" and "Y2"/"V2" are how OCR reads a printed fraction glyph before a unit: most often ½,
  // but it may be any of them, so the line is marked as a guess (see isGuessedAmount).
  t = t.replace(
    new RegExp(String.raw`^(\d*)\s?(?:%[0-9o]?|¥[0-9%]?|[YV][2a])(?=${AFTER_AMOUNT})`, 'u'),
    (_m, whole: string) => `${whole}½`,
  );
  // "11/2 cups" is one and a half (the space before the fraction was lost), never eleven halves.
  t = t.replace(
    new RegExp(String.raw`^(\d{1,2})([1-7])\/([2348])(?=${AFTER_AMOUNT})`, 'u'),
    (whole, int: string, num: string, den: string) =>
      Number(num) < Number(den) ? `${int} ${num}/${den}` : whole,
  );
  return prefix + t;
}

/** A glyph look-alike in an amount's place: the amount printed there was guessed or lost. */
const GUESSED_AMOUNT_RE = new RegExp(
  String.raw`^\s*(?:[-–•·*▪◦●■=«]\s*)?\d*\s?(?:%|¥|[YV][2a4s]?)\S{0,2}(?=${AFTER_AMOUNT})`,
  'u',
);
/**
 * A line that opens with a unit and no number lost its amount (a fraction glyph the engine dropped),
 * as does one with a letter or two in the amount's place ('i tbsp honey': a smudged figure).
 */
const LOST_AMOUNT_RE =
  /^\s*(?:[^\p{L}\p{N}\s(]{1,2}\s+)?(?:(?!an?\s)\p{L}{1,2}\s+)?(?:cups?|tbsps?\.?|tablespoons?|tsps?\.?|teaspoons?|oz\.?|ounces?|lbs?\.?|pounds?|grams?|ml)\s+\p{L}/iu;

/** Whether OCR text of a line shows its amount was misread (before repair) or lost. */
export function isGuessedAmount(line: string): boolean {
  return GUESSED_AMOUNT_RE.test(line) || LOST_AMOUNT_RE.test(line);
}

/**
 * Units the engine reads as digits next to a number: '80z' for 8oz, '21b' for 2lb, '2 1bs' for
 * 2 lbs, 'fl 0z' for fl oz, a stray '¢' between a number and its unit. Only next to a number.
 */
export function repairUnitMisreads(line: string): string {
  const num = '[\\d½¼¾⅓⅔⅛⅜⅝⅞]';
  return (
    line
      .replace(new RegExp(`(${num})(\\s?|-)[0O]z\\b`, 'gu'), '$1$2oz')
      .replace(new RegExp(`(${num}\\s?fl\\.?\\s?)[0O]z\\b`, 'gu'), '$1oz')
      .replace(new RegExp(`(${num}\\s?)f[1Il\\]]\\s?oz\\b`, 'gu'), '$1fl oz')
      .replace(new RegExp(`(${num})(\\s?)[0O]zs\\b`, 'gu'), '$1$2ozs')
      .replace(new RegExp(`(${num})[1I]b(s?)\\b`, 'gu'), '$1lb$2')
      .replace(new RegExp(`(${num}\\s)[1I|]b(s?)\\b`, 'gu'), '$1lb$2')
      .replace(
        /\b(\d+)\s?%(?=\s?(?:fl\b|oz\b|lbs?\b|cups?\b|tsps?\b|tbsps?\b|teaspoons?\b|tablespoons?\b|pints?\b|inch|-inch|"))/gu,
        '$1½',
      )
      .replace(/\bTh(?:b)?sp(s?)\b/g, 'Tbsp$1')
      .replace(/(\d\s?)m[Ii1](?=[\s/).,]|$)/gu, '$1ml')
      // 'c.' for cup read as a cent sign: '1/3 ¢. cashews'.
      .replace(/([\d½¼¾⅓⅔⅛]\s)¢(?=\.|\s)/gu, '$1c')
      // A hyphen lost between a figure and a spelled-out unit: '14½ounce can', '½inch pieces'.
      .replace(/([\d½¼¾⅓⅔⅛])(inch|ounce|pound|quart)\b/gu, '$1-$2')
      // 'to taste' with its 'to' read as figures.
      .replace(/\b[1l][0oO] taste\b/g, 'to taste')
      .replace(/(\d)[¢©](?=k?g\b)/gu, '$1')
  );
}

const INLINE_UNITS = String.raw`°|degrees?\b|minutes?\b|mins?\b|min\b|hours?\b|hrs?\b|cm\b|mm\b|g\b|kg\b|ml\b|C\b|F\b`;
/** A number with letters read for its digits; one of letters only ('lO') needs a space before its unit, so 'log' stays a word. */
const INLINE_AMOUNT_RE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?=[0-9OoIl]*\d)[0-9OoIl]{2,4}(?=\s*(?:${INLINE_UNITS}))|[lI][Oo]{1,3}(?=\s+(?:${INLINE_UNITS})|°))`,
  'gu',
);

/** Fixes amounts before temperatures, times and metric units anywhere in a line ("l8O°C", "2O minutes"). */
export function repairInlineAmounts(line: string): string {
  return line.replace(INLINE_AMOUNT_RE, (token) => {
    // A real number stays as it is; only look-alike letters are replaced.
    return token.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  });
}

/** Spelled-out units a misread letter or two away from what the engine gave ('waspoons'). */
const LONG_UNITS = [
  'teaspoon',
  'teaspoons',
  'tablespoon',
  'tablespoons',
  'ounce',
  'ounces',
  'pound',
  'pounds',
];
/** Units counted in small numbers: 174 tsp is '1/4 tsp' misread, never an amount. */
const SMALL_UNIT_RE = /^(?:cups?|c\.|tbsps?\.?|tablespoons?|tsps?\.?|teaspoons?|pinch(?:es)?|cloves?)$/i;

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j] ?? 0;
      row[j] = Math.min(here + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = here;
    }
  }
  return row[b.length] ?? 0;
}

/**
 * Amounts whose unit or figures the engine garbled so that the right reading is likely but not
 * certain: the likely reading is put in and the line is reported as a guess, so the draft marks it.
 * '2 waspoons' (2 teaspoons), '(2269)' (226g), '2fl vz' and '15 g/ ox' (oz), '1b fresh' (1 lb),
 * '174 tsp' (1/4 tsp), and a count of a spoon or cup too large to be one.
 */
export function repairUnitGuesses(line: string): { line: string; guessed: boolean } {
  let guessed = false;
  const guess = (text: string, re: RegExp, to: string | ((...m: string[]) => string)): string =>
    text.replace(re, (...m: string[]) => {
      guessed = true;
      return typeof to === 'string' ? to.replace(/\$(\d)/g, (_s, n: string) => m[Number(n)] ?? '') : to(...m);
    });
  let t = line;
  // 'oz' read as 'ox', 'vz' or '02' right after a number, 'fl' or a metric amount's slash.
  // ('2 ox cheeks' is a cut of meat: 'ox' alone after a number stays, unless a bracket closes on it).
  t = guess(t, /(\d\s?fl\.?\s?|\d\s?[gl]?\/\s?\d*[½¼¾⅓⅔⅛]?\s?)(?:ox|vz|02|0z)(?=[\s).,;]|$)/gu, '$1oz');
  t = guess(
    t,
    /(\d\s?)(?:vz|02|0z)(?=[\s).,;]|$)|(\d\s?)ox(?=[).,;]|$)/gu,
    (_m, a?: string, b?: string) => `${a ?? b ?? ''}oz`,
  );
  // 'oz' read twice over ('8o0z'): the engine gave two readings of one letter.
  t = guess(t, /(\d\s?)[oO0]{2}z\b/gu, '$1oz');
  // A fraction glyph read as '*' between a number and its unit: '1 *-inch pieces'.
  t = guess(
    t,
    /(\d\s?)\*(?=\s?-?(?:inch|in\b|cm\b|oz\b|lbs?\b|cups?\b|tsps?\b|tbsps?\b|teaspoons?\b|tablespoons?\b))/giu,
    '$1½',
  );
  // 'oz' with its o read as a: '8 az heavy cream'.
  t = guess(t, /(\d\s?)az\b/gu, '$1oz');
  // A fraction's slash lost before a unit spelled in the singular: '12 cup' is '1/2 cup'.
  t = guess(t, /(^|[^\d/.,])1([2348])(?=\s+(?:cup|teaspoon|tablespoon)\b)/gu, '$11/$2');
  // A gram figure in brackets with its 'g' read as '9': '(2269)'.
  t = guess(t, /\((\d{2,3})9\)/gu, '($1g)');
  // 'lb' with its figure lost into it at the start of a line: '1b fresh sprouts'.
  t = guess(t, /^([-–•·*▪◦●■=«]?\s*)[1I]b(s?)(?=\s+\p{L})/u, '$11 lb$2');
  // A fraction's slash read as '7' before a spoon or cup: '174 tsp'.
  t = guess(
    t,
    /^([-–•·*▪◦●■=«]?\s*)([1-7])7([2348])(?=\s+(?:cups?|tbsps?|tsps?|teaspoons?|tablespoons?)\b)/u,
    (_m, b: string, n: string, d: string) => (Number(n) < Number(d) ? `${b}${n}/${d}` : `${b}${n}7${d}`),
  );
  // 'fl' read as 'N', a lone 'l' for the figure one before 'oz', a 'B' for an 8 before a unit.
  t = guess(t, /(\d\s?)N(\s?oz)\b/gu, '$1fl$2');
  t = guess(t, /(^|[\s/(])[lI](?=oz\b)/gu, '$11');
  t = guess(t, /(^|[\s/(])B(?=\d*\s?(?:ml|g|kg|oz)\b)/gu, '$18');
  // Millilitres in brackets with the 'l' lost: '2 tbsp (30m)'.
  t = guess(t, /(\(\d+)m\)/gu, '$1ml)');
  // A spelled-out unit after a number with a letter or two misread.
  t = t.replace(/(\d\s+)(\p{Ll}{5,12})\b/gu, (whole, before: string, word: string) => {
    if (LONG_UNITS.includes(word)) return whole;
    const near = LONG_UNITS.map((u) => ({ u, d: editDistance(word, u) })).filter((x) => x.d <= 2);
    const best = near.sort((a, b) => a.d - b.d)[0];
    if (!best || near.filter((x) => x.d === best.d).length > 1 || best.d >= word.length / 3) return whole;
    guessed = true;
    return before + best.u;
  });
  // Twenty teaspoons is no amount a cook writes: a figure was misread.
  for (const m of t.matchAll(/(?<![\d/.,])(\d+)\s*(\p{L}+\.?)/gu))
    if (Number(m[1]) > 20 && SMALL_UNIT_RE.test(m[2] ?? '')) guessed = true;
  t = repairFluidOunces(t);
  return { line: t, guessed: guessed || !pairAgrees(t) };
}

/**
 * A millilitre amount's imperial twin with its 'fl' read as figures: '950ml (3311 oz)' is
 * '950ml (33fl oz)'. The reading is taken only when the arithmetic of the pair confirms it.
 */
export function repairFluidOunces(line: string): string {
  if (pairAgrees(line)) return line;
  for (const m of line.matchAll(/(\d+?)(?:11|1|f1|I1|l1)(\s?)oz\b/gu)) {
    const fixed = line.slice(0, m.index) + `${m[1]}fl${m[2]}oz` + line.slice((m.index ?? 0) + m[0].length);
    if (pairAgrees(fixed)) return fixed;
  }
  return line;
}

/** How many of the metric unit one imperial unit is, for amounts printed both ways ('225g/8oz'). */
const PAIRS: Array<{ metric: RegExp; imperial: RegExp; ratio: number }> = [
  { metric: /^g$/, imperial: /^(?:oz|ounces?)$/, ratio: 28.35 },
  { metric: /^ml$/, imperial: /^(?:fl ?oz|oz|ounces?)$/, ratio: 29.57 },
  { metric: /^kg$/, imperial: /^lbs?$/, ratio: 0.4536 },
  { metric: /^g$/, imperial: /^lbs?$/, ratio: 453.6 },
  { metric: /^cm$/, imperial: /^(?:in|inch|inches)$/, ratio: 2.54 },
];

const VULGAR: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };

/** The amounts of a line with their units: '225g/8oz' -> [225 g, 8 oz]. */
function amountsWithUnits(line: string): Array<{ value: number; unit: string }> {
  const out: Array<{ value: number; unit: string }> = [];
  const re =
    /(?<![\d.,])(?<!\d\/)(\d+(?:[.,]\d+)?)?(?:\s?([½¼¾⅓⅔⅛])|\s(\d)\/(\d)|\/(\d))?\s?(fl\.? ?oz|[a-z]+)\b/gu;
  for (const m of line.toLowerCase().matchAll(re)) {
    if (!m[1] && !m[2]) continue;
    let value = Number((m[1] ?? '0').replace(',', '.'));
    if (m[2]) value += VULGAR[m[2]] ?? 0;
    if (m[3] && m[4]) value += Number(m[3]) / Number(m[4]);
    if (m[5]) value /= Number(m[5]);
    out.push({ value, unit: (m[6] ?? '').replace('.', '') });
  }
  return out;
}

/**
 * Whether a line printing an amount both ways agrees with itself ('950ml (33fl oz)'): one side
 * misread ('950ml (3311 02)', '475ml (171 oz)') is more than a rounding away from the other.
 */
export function pairAgrees(line: string): boolean {
  const amounts = amountsWithUnits(line);
  for (const pair of PAIRS) {
    const metric = amounts.find((a) => pair.metric.test(a.unit));
    const imperial = amounts.find((a) => pair.imperial.test(a.unit));
    if (!metric || !imperial || metric.value === 0 || imperial.value === 0) continue;
    const ratio = metric.value / imperial.value / pair.ratio;
    if (ratio < 0.7 || ratio > 1.4) return false;
  }
  return true;
}

/** Joins words broken over two lines ("soft-" + "ened"), keeping real compounds ("self-" + "raising"). */
export function joinHyphenatedBreaks(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i] ?? '';
    while (/\p{L}-$/u.test(line) && /^\p{Ll}/u.test((lines[i + 1] ?? '').trim())) {
      const next = (lines[i + 1] ?? '').trim();
      const firstWord = /^[\p{L}]+/u.exec(next)?.[0] ?? '';
      const keep = HYPHENATED_SECOND_PARTS.has(firstWord.toLowerCase());
      line = keep ? line + next : line.slice(0, -1) + next;
      i += 1;
    }
    out.push(line);
  }
  return out;
}

const PAGE_NUMBER_RE = /^(?:page\s*|p\.\s*)?\d{1,3}$/iu;
const RUNNING_HEAD_RE =
  /^(?:\d{1,3}\s*[|·•-]?\s+[\p{Lu}\d][\p{Lu}\d\s&'’.,:·•|-]{3,}|[\p{Lu}][\p{Lu}\d\s&'’.,:·•|-]{3,}\s+[|·•-]?\s*\d{1,3})$/u;
const STRAY_EDGE_RE = /^[|¦_~`»«¬\\/]+\s*|\s*[|¦_~`»«¬\\]+$/gu;

/**
 * Page furniture and OCR specks: lone page numbers, running heads and footers at the top or bottom
 * ("84  THE WEEKNIGHT TABLE"), lines with no real characters. They become blank lines.
 */
export function dropPageNoise(lines: string[]): string[] {
  const cleaned = lines.map((line) =>
    line
      .replace(STRAY_EDGE_RE, '')
      .replace(/\s{2,}/g, ' ')
      .trim(),
  );
  const content = cleaned.map((line, i) => ({ line, i })).filter(({ line }) => line.length > 0);
  const edges = new Set([...content.slice(0, 2), ...content.slice(-2)].map(({ i }) => i));
  return cleaned.map((line, i) => {
    if ((line.match(/[\p{L}\p{N}]/gu) ?? []).length < 2) return '';
    if (PAGE_NUMBER_RE.test(line) && (edges.has(i) || /^page/i.test(line))) return '';
    if (/^\d{1,3}$/.test(line)) return '';
    if (edges.has(i) && RUNNING_HEAD_RE.test(line)) return '';
    return line;
  });
}
