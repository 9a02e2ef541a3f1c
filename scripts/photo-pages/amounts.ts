import { COOKBOOK_FRACTION_GLYPHS } from '@mise/recipe-text';

/**
 * How cookbooks print amounts, as text transforms of an ingredient line: fraction glyphs for plain
 * fractions ('1 1/2 cups' -> '1½ cups') and metric amounts with their imperial equivalent
 * ('225 g butter' -> '225g/8oz butter', '60 ml milk' -> '60ml/2fl oz milk'). The page prints the
 * transformed line and the expected draft holds the same line, so a reader is scored on what the
 * page shows.
 */

const GLYPHS = COOKBOOK_FRACTION_GLYPHS;

/** '1 1/2' -> '1½', '1/2' -> '½', '0.5 tsp' -> '½ tsp'; fractions without a glyph stay as they are. */
export function withFractionGlyphs(line: string): string {
  return line
    .replace(/\b(\d+)\s+([1-7]\/[2348])\b/g, (whole, int: string, frac: string) =>
      GLYPHS[frac] ? `${int}${GLYPHS[frac]}` : whole,
    )
    .replace(/(?<![\d/.,])([1-7]\/[2348])(?![\d/])/g, (frac: string) => GLYPHS[frac] ?? frac)
    .replace(/(?<![\d.,])0\.(5|25|75)(?![\d])/g, (_m, d: string) =>
      d === '5' ? '½' : d === '25' ? '¼' : '¾',
    );
}

const GLYPH_VALUE: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
};

/** The value of an amount as printed: '1½', '1 1/2', '1/2', '1.5', '½'. NaN when it is none of those. */
export function amountValue(text: string): number {
  const t = text.trim();
  let m = /^(\d+)?\s*([½¼¾⅓⅔⅛])$/u.exec(t);
  if (m) return Number(m[1] ?? 0) + (GLYPH_VALUE[m[2] ?? ''] ?? NaN);
  m = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[1] ?? 0) + Number(m[2]) / Number(m[3]);
  return /^\d+(?:[.,]\d+)?$/.test(t) ? Number(t.replace(',', '.')) : NaN;
}

/** Rounds to a cookbook's steps (quarters under 2, halves under 8, whole above) and prints a glyph. */
function imperialNumber(value: number): string {
  const step = value < 2 ? 0.25 : value < 8 ? 0.5 : 1;
  const rounded = Math.max(step, Math.round(value / step) * step);
  const int = Math.floor(rounded);
  const frac = rounded - int;
  const glyph = frac === 0.25 ? '¼' : frac === 0.5 ? '½' : frac === 0.75 ? '¾' : '';
  return `${int || ''}${glyph}`;
}

function ouncesText(ounces: number): string {
  if (ounces < 16) return `${imperialNumber(ounces)}oz`;
  const pounds = Math.floor(ounces / 16);
  const rest = Math.round(ounces - pounds * 16);
  return rest ? `${pounds}lb ${rest}oz` : `${pounds}lb`;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

const AMOUNT = String.raw`(\d+(?:[.,]\d+)?|\d+\s+\d\/\d|\d+\s+[½¼¾⅓⅔⅛]|\d\/\d|\d*[½¼¾⅓⅔⅛])`;
const LEADING_RE = new RegExp(
  String.raw`^${AMOUNT}\s*(g|grams?|kg|kilos?|ml|millilitres?|milliliters?|l|litres?|liters?|oz\.?|ounces?|lbs?\.?|pounds?|cups?)(?=\s|$)`,
  'iu',
);

export type PairForm = 'slash' | 'spaced' | 'brackets';

/**
 * The line with its leading amount printed as a metric/imperial pair, or the line unchanged when
 * it opens with no weight or volume. `form` is how the pair is set: '225g/8oz', '225 g/8 oz' or
 * '225g (8oz)'.
 */
export function withMetricImperialPair(line: string, form: PairForm): string {
  const m = LEADING_RE.exec(line);
  if (!m) return line;
  const value = amountValue(m[1] ?? '');
  if (!Number.isFinite(value) || value <= 0) return line;
  const unit = (m[2] ?? '').toLowerCase().replace(/\.$/, '');
  // '1 cup (240 ml) milk' already gives its metric amount.
  if (/^\s*\(\s*\d/.test(line.slice(m[0].length))) return line;
  let metric: [number, string];
  let imperial: string;
  if (/^(g|grams?|kg|kilos?)$/.test(unit)) {
    const grams = unit.startsWith('k') ? value * 1000 : value;
    metric = [grams, 'g'];
    imperial = ouncesText(grams / 28.35);
  } else if (/^(ml|millilit|l$|lit)/.test(unit)) {
    const ml = unit === 'l' || unit.startsWith('lit') ? value * 1000 : value;
    metric = [ml, 'ml'];
    imperial = ml >= 1000 ? `${imperialNumber(ml / 568)} pints` : `${imperialNumber(ml / 28.41)}fl oz`;
  } else if (/^(oz|ounces?)$/.test(unit)) {
    metric = [roundTo(value * 28.35, value < 2 ? 5 : 25), 'g'];
    imperial = ouncesText(value);
  } else if (/^(lbs?|pounds?)$/.test(unit)) {
    metric = [roundTo(value * 453.6, 50), 'g'];
    imperial = ouncesText(value * 16);
  } else {
    const ml = roundTo(value * 240, value < 1 ? 5 : 25);
    metric = [ml, 'ml'];
    imperial = `${imperialNumber(ml / 28.41)}fl oz`;
  }
  const [amount, metricUnit] = metric;
  const big = amount >= 1000;
  const metricText = big
    ? `${String(Math.round(amount / 10) / 100)}${metricUnit === 'g' ? 'kg' : ' litres'}`
    : `${Math.round(amount)}${metricUnit}`;
  const spaced = (s: string) => s.replace(/^([\d.½¼¾]+)(?=[a-z])/u, '$1 ');
  const pair =
    form === 'slash'
      ? `${metricText}/${imperial}`
      : form === 'spaced'
        ? `${spaced(metricText)}/${spaced(imperial)}`
        : `${metricText} (${imperial})`;
  return pair + line.slice(m[0].length);
}
