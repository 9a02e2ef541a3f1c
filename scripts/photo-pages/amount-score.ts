/**
 * Amount accuracy of a photo draft: each expected ingredient line is paired with the read line that
 * names the same thing (its words without numbers and units), and the pair is right when the
 * numbers and units agree in order ('1½ cups' = '1 1/2 cups', '225g/8oz' = '225 g / 8 oz', while
 * '11/2 cups' or '80z' are wrong). A wrong amount on a line the draft flags (`uncertain_amounts`)
 * was caught; one on an unflagged line is the silent error a cook would cook from.
 */

const GLYPH_VALUE: Record<string, number> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅕': 1 / 5,
};

const UNITS: Record<string, string> = {
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsp: 'tsp',
  tsps: 'tsp',
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  l: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  floz: 'floz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  pint: 'pint',
  pints: 'pint',
  inch: 'in',
  inches: 'in',
  cm: 'cm',
  mm: 'mm',
  pinch: 'pinch',
  clove: 'clove',
  cloves: 'clove',
};

export interface Quantity {
  value: number;
  unit: string;
}

const NUMBER_RE = /(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔⅛⅜⅝⅞⅕])|(\d+)\s+(\d+)\/(\d+)|(\d+)\/(\d+)|(\d+(?:[.,]\d+)?)/gu;

/** The numbers of a line in order, each with the unit written right after it ('' when none). */
export function quantities(line: string): Quantity[] {
  const out: Quantity[] = [];
  const text = line.toLowerCase().replace(/fl\.?\s*oz/g, 'floz');
  for (const m of text.matchAll(NUMBER_RE)) {
    let value: number;
    if (m[2]) value = Number((m[1] ?? '0').replace(',', '.')) + (GLYPH_VALUE[m[2]] ?? 0);
    else if (m[3]) value = Number(m[3]) + Number(m[4]) / Number(m[5]);
    else if (m[6]) value = Number(m[6]) / Number(m[7]);
    else value = Number((m[8] ?? '').replace(',', '.'));
    const after = /^\s*([a-z]+)\.?/.exec(text.slice((m.index ?? 0) + m[0].length))?.[1] ?? '';
    out.push({ value: Math.round(value * 1000) / 1000, unit: UNITS[after] ?? '' });
  }
  return out;
}

const sameQuantities = (a: Quantity[], b: Quantity[]) =>
  a.length === b.length && a.every((q, i) => q.value === b[i]?.value && q.unit === b[i]?.unit);

/** The words that say what a line is about: letters only, units left out. */
function nameWords(line: string): string[] {
  return (line.toLowerCase().match(/\p{L}{2,}/gu) ?? []).filter((w) => !(w in UNITS) && w !== 'fl');
}

function similarity(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const rest = [...b];
  let common = 0;
  for (const w of a) {
    const i = rest.indexOf(w);
    if (i >= 0) {
      common++;
      rest.splice(i, 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

export interface AmountScore {
  /** Expected ingredient lines. */
  lines: number;
  /** Lines read with the same numbers and units. */
  right: number;
  /** Lines read with a wrong amount, flagged by the draft. */
  wrongFlagged: number;
  /** Lines read with a wrong amount the draft shows as certain. */
  wrongSilent: number;
  /** Lines with no read line naming the same thing (lost or merged). */
  lost: number;
  /** Right lines the draft flagged anyway. */
  flaggedRight: number;
  /** The silently wrong pairs, expected then read, for reading. */
  silent: Array<[string, string]>;
  /** The wrong pairs the draft flagged, expected then read. */
  flagged: Array<[string, string]>;
}

/** Scores the amounts of read ingredient lines against the expected ones. */
export function scoreAmounts(got: string[], want: string[], uncertain: readonly number[]): AmountScore {
  const score: AmountScore = {
    lines: want.length,
    right: 0,
    wrongFlagged: 0,
    wrongSilent: 0,
    lost: 0,
    flaggedRight: 0,
    silent: [],
    flagged: [],
  };
  const flagged = new Set(uncertain);
  const pairs: Array<{ w: number; g: number; s: number }> = [];
  want.forEach((line, w) => {
    const words = nameWords(line);
    got.forEach((read, g) => pairs.push({ w, g, s: similarity(words, nameWords(read)) }));
  });
  pairs.sort((a, b) => b.s - a.s);
  const usedW = new Set<number>();
  const usedG = new Set<number>();
  for (const { w, g, s } of pairs) {
    if (s < 0.5 || usedW.has(w) || usedG.has(g)) continue;
    usedW.add(w);
    usedG.add(g);
    const ok = sameQuantities(quantities(want[w] ?? ''), quantities(got[g] ?? ''));
    if (ok) {
      score.right++;
      if (flagged.has(g)) score.flaggedRight++;
    } else if (flagged.has(g)) {
      score.wrongFlagged++;
      score.flagged.push([want[w] ?? '', got[g] ?? '']);
    } else {
      score.wrongSilent++;
      score.silent.push([want[w] ?? '', got[g] ?? '']);
    }
  }
  score.lost = want.length - usedW.size;
  return score;
}
