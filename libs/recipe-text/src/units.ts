/**
 * Units of measure: every usual spelling mapped to one canonical short form, and the
 * factors that relate units of the same kind.
 */

export type UnitKind = 'volume' | 'mass' | 'count';
export type UnitSystem = 'metric' | 'us' | 'none';

export interface UnitInfo {
  /** Canonical short form, e.g. "tbsp". */
  readonly unit: string;
  readonly kind: UnitKind;
  readonly system: UnitSystem;
  /** Size in the base unit of its kind (ml for volume, g for mass); 0 for counts. */
  readonly base: number;
}

interface UnitDef extends UnitInfo {
  /** Spellings matched case-insensitively (singular and plural, with or without a dot). */
  readonly words: readonly string[];
}

const US_CUP_ML = 236.588;

const DEFS: readonly UnitDef[] = [
  { unit: 'cup', kind: 'volume', system: 'us', base: US_CUP_ML, words: ['cup', 'cups', 'c', 'c.'] },
  {
    unit: 'tbsp',
    kind: 'volume',
    system: 'us',
    base: US_CUP_ML / 16,
    words: [
      'tablespoon',
      'tablespoons',
      'tbsp',
      'tbsps',
      'tbs',
      'tbl',
      'tbls',
      'tblsp',
      'tb',
      'tbsp.',
      'tbs.',
      'tbl.',
    ],
  },
  {
    unit: 'tsp',
    kind: 'volume',
    system: 'us',
    base: US_CUP_ML / 48,
    words: ['teaspoon', 'teaspoons', 'tsp', 'tsps', 'tsp.', 'tspn', 'ts'],
  },
  {
    unit: 'fl oz',
    kind: 'volume',
    system: 'us',
    base: US_CUP_ML / 8,
    words: ['fl oz', 'fl. oz.', 'fl. oz', 'fl oz.', 'floz', 'fluid ounce', 'fluid ounces'],
  },
  {
    unit: 'pt',
    kind: 'volume',
    system: 'us',
    base: US_CUP_ML * 2,
    words: ['pint', 'pints', 'pt', 'pts', 'pt.'],
  },
  {
    unit: 'qt',
    kind: 'volume',
    system: 'us',
    base: US_CUP_ML * 4,
    words: ['quart', 'quarts', 'qt', 'qts', 'qt.'],
  },
  {
    unit: 'gal',
    kind: 'volume',
    system: 'us',
    base: US_CUP_ML * 16,
    words: ['gallon', 'gallons', 'gal', 'gals', 'gal.'],
  },
  {
    unit: 'ml',
    kind: 'volume',
    system: 'metric',
    base: 1,
    words: ['ml', 'mls', 'ml.', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'mL'],
  },
  {
    unit: 'cl',
    kind: 'volume',
    system: 'metric',
    base: 10,
    words: ['cl', 'centiliter', 'centiliters', 'centilitre', 'centilitres'],
  },
  {
    unit: 'dl',
    kind: 'volume',
    system: 'metric',
    base: 100,
    words: ['dl', 'deciliter', 'deciliters', 'decilitre', 'decilitres'],
  },
  {
    unit: 'l',
    kind: 'volume',
    system: 'metric',
    base: 1000,
    words: ['l', 'l.', 'liter', 'liters', 'litre', 'litres', 'ltr', 'ltrs'],
  },
  {
    unit: 'g',
    kind: 'mass',
    system: 'metric',
    base: 1,
    words: ['g', 'g.', 'gr', 'gr.', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'],
  },
  {
    unit: 'kg',
    kind: 'mass',
    system: 'metric',
    base: 1000,
    words: ['kg', 'kgs', 'kg.', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  },
  {
    unit: 'mg',
    kind: 'mass',
    system: 'metric',
    base: 0.001,
    words: ['mg', 'mgs', 'milligram', 'milligrams', 'milligramme', 'milligrammes'],
  },
  {
    unit: 'μg',
    kind: 'mass',
    system: 'metric',
    base: 0.000001,
    words: ['μg', 'µg', 'ug', 'mcg', 'microgram', 'micrograms'],
  },
  { unit: 'oz', kind: 'mass', system: 'us', base: 28.3495, words: ['oz', 'oz.', 'ozs', 'ounce', 'ounces'] },
  {
    unit: 'lb',
    kind: 'mass',
    system: 'us',
    base: 453.592,
    words: ['lb', 'lb.', 'lbs', 'lbs.', 'pound', 'pounds', '#'],
  },
  // Counted and informal units: no conversion, but they are what a line is measured in.
  ...countUnits([
    ['pinch', 'pinches'],
    ['dash', 'dashes'],
    ['drop', 'drops'],
    ['splash', 'splashes'],
    ['handful', 'handfuls'],
    ['clove', 'cloves'],
    ['can', 'cans', 'tin', 'tins'],
    ['package', 'packages', 'pkg', 'pkgs', 'pack', 'packs'],
    ['packet', 'packets', 'envelope', 'envelopes', 'sachet', 'sachets'],
    ['jar', 'jars'],
    ['bottle', 'bottles'],
    ['box', 'boxes'],
    ['bag', 'bags'],
    ['carton', 'cartons', 'container', 'containers', 'tub', 'tubs'],
    ['stick', 'sticks'],
    ['bunch', 'bunches'],
    ['sprig', 'sprigs'],
    ['head', 'heads'],
    ['bulb', 'bulbs'],
    ['ear', 'ears'],
    ['stalk', 'stalks', 'rib', 'ribs'],
    ['slice', 'slices'],
    ['piece', 'pieces', 'pc', 'pcs'],
    ['fillet', 'fillets', 'filet', 'filets'],
    ['sheet', 'sheets'],
    ['leaf', 'leaves'],
    ['strip', 'strips'],
    ['wedge', 'wedges'],
    ['loaf', 'loaves'],
    ['rack', 'racks'],
    ['cube', 'cubes'],
    ['knob', 'knobs'],
    ['scoop', 'scoops'],
  ]),
];

function countUnits(groups: readonly (readonly string[])[]): UnitDef[] {
  return groups.map((words) => ({
    unit: words[0],
    kind: 'count' as const,
    system: 'none' as const,
    base: 0,
    words,
  }));
}

/** Single letters are only units in their usual case: "T" tablespoon, "t" teaspoon. */
const CASE_SENSITIVE: Readonly<Record<string, string>> = {
  T: 'tbsp',
  t: 'tsp',
  Tbsp: 'tbsp',
  Tb: 'tbsp',
  L: 'l',
};

const BY_WORD = new Map<string, UnitDef>();
for (const def of DEFS) for (const word of def.words) BY_WORD.set(word.toLowerCase(), def);
const BY_UNIT = new Map<string, UnitDef>(DEFS.map((d) => [d.unit, d]));

/** The canonical short forms, in table order (see the README for the full list). */
export const CANONICAL_UNITS: readonly string[] = DEFS.map((d) => d.unit);

/**
 * A regex alternation of every spelling, longest first so "fl oz" wins over "fl", "tbsp" over "t".
 * Dots are escaped; the caller adds boundaries (single letters need a strict one).
 */
export const UNIT_SOURCE = [...new Set([...BY_WORD.keys(), ...Object.keys(CASE_SENSITIVE)])]
  .filter((w) => w !== '#')
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*'))
  .join('|');

/** Canonical short form of a unit as written ("Tablespoons" -> "tbsp"); null when unknown. */
export function canonicalUnit(written: string | null | undefined): string | null {
  if (!written) return null;
  const trimmed = written.trim().replace(/\s+/g, ' ');
  const exact = CASE_SENSITIVE[trimmed];
  if (exact) return exact;
  const lower = trimmed.toLowerCase();
  const def = BY_WORD.get(lower) ?? BY_WORD.get(lower.replace(/\.$/, ''));
  return def ? def.unit : null;
}

/** Facts about a canonical unit (kind, system, size in ml or g); null when unknown. */
export function unitInfo(unit: string | null | undefined): UnitInfo | null {
  if (!unit) return null;
  const def = BY_UNIT.get(unit) ?? BY_UNIT.get(canonicalUnit(unit) ?? '');
  if (!def) return null;
  return { unit: def.unit, kind: def.kind, system: def.system, base: def.base };
}

/** Converts between units of the same kind; null when they cannot be converted. */
export function convertUnit(value: number, from: string, to: string): number | null {
  const a = unitInfo(from);
  const b = unitInfo(to);
  if (!a || !b || a.kind !== b.kind || a.kind === 'count') return null;
  return (value * a.base) / b.base;
}
