/**
 * The kinds of cookbook page the photo reader is tested on, and how one page of a kind is set:
 * fonts, columns, headings, bullets, how amounts are printed and what the camera did to it. Every
 * choice comes from a generator seeded by the page's name, so a page renders the same every time.
 */
import { createHash } from 'node:crypto';
import type { PairForm } from './amounts';

/** One style per kind of page a reader meets; a page is named and reported by its style. */
export const STYLES = [
  'plain',
  'fraction-glyphs',
  'metric-imperial',
  'wrapped-lines',
  'two-line-title',
  'two-columns',
  'narrow-column',
  'perspective',
  'blur',
  'shadow',
  'low-light',
  'heavy-jpeg',
] as const;
export type StyleName = (typeof STYLES)[number];

export type Fault = 'perspective' | 'blur' | 'shadow' | 'low-light' | 'heavy-jpeg';
const FAULTS: readonly StyleName[] = ['perspective', 'blur', 'shadow', 'low-light', 'heavy-jpeg'];

export interface PageRecipe {
  title: string;
  servings: number;
  prep: number;
  cook: number;
  ingredients: string[];
  method: string[];
  intro?: string;
}

export interface PageDesign {
  style: StyleName;
  font: string;
  titleFont: string;
  /** Body text size in pixels. */
  size: number;
  /** Page width in pixels. */
  width: number;
  /** 'side-by-side': ingredients left, method right; 'split-ingredients': the list in two columns. */
  columns: 'one' | 'side-by-side' | 'split-ingredients';
  /** Whether a wrapped ingredient's second line is indented (many books set it flush). */
  hangingIndent: boolean;
  /** The title is broken onto two lines even when it would fit on one. */
  twoLineTitle: boolean;
  titleCaps: boolean;
  ingredientsHeading: string;
  methodHeading: string;
  bullet: string;
  numbering: 'dot' | 'bracket' | 'none';
  meta: number;
  intro: boolean;
  fractions: boolean;
  pairs: PairForm | null;
  rotate: number;
  fault: Fault | null;
  /** Seed for the camera's faults (grain, shadow shape, corners). */
  seed: number;
}

/** Body fonts: serif and sans families of several widths, each with its own fraction glyphs. */
export const FONTS = [
  'DejaVu Serif',
  'DejaVu Sans',
  'Liberation Serif',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'FreeSerif',
  'FreeSans',
  'Linux Libertine O',
  'EB Garamond',
  'Carlito',
  'Caladea',
  'Lato',
  'Open Sans',
  'Noto Serif',
  'Noto Sans',
  'P052',
  'C059',
  'URW Bookman',
  'Nimbus Sans',
];

const HEADINGS: Array<[string, string]> = [
  ['Ingredients', 'Method'],
  ['INGREDIENTS', 'METHOD'],
  ['Ingredients', 'Directions'],
  ['You will need', 'Instructions'],
  ['Ingredients', 'Preparation'],
  ['INGREDIENTS', 'INSTRUCTIONS'],
];

const BULLETS = ['', '', '• ', '- ', '▪ '];

/** A small deterministic generator (mulberry32) seeded from a name. */
export function seededRandom(name: string): () => number {
  let a = createHash('sha1').update(name).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How one page of `style` is set; `name` seeds every free choice. */
export function designFor(style: StyleName, name: string): PageDesign {
  const random = seededRandom(name);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (p: number) => random() < p;
  const fault = FAULTS.includes(style) ? (style as Fault) : null;
  const font = pick(FONTS);
  const [ingredientsHeading, methodHeading] = pick(HEADINGS);
  const design: PageDesign = {
    style,
    font,
    titleFont: chance(0.5) ? font : pick(FONTS),
    size: 20 + Math.floor(random() * 4) * 2,
    width: 1000,
    columns: chance(0.25) ? 'side-by-side' : 'one',
    hangingIndent: chance(0.6),
    twoLineTitle: false,
    titleCaps: chance(0.2),
    ingredientsHeading,
    methodHeading,
    bullet: pick(BULLETS),
    numbering: pick(['dot', 'dot', 'bracket', 'none'] as const),
    meta: Math.floor(random() * 4),
    intro: chance(0.4),
    // Photographed pages print their amounts in every way the text styles do.
    fractions: fault ? chance(0.5) : chance(0.2),
    pairs: fault && chance(0.4) ? pick(['slash', 'spaced', 'brackets'] as const) : null,
    rotate: chance(0.3) ? Math.round((random() * 5 - 2.5) * 10) / 10 : 0,
    fault,
    seed: Math.floor(random() * 2 ** 31),
  };
  switch (style) {
    case 'fraction-glyphs':
      design.fractions = true;
      break;
    case 'metric-imperial':
      design.pairs = pick(['slash', 'slash', 'spaced', 'brackets'] as const);
      design.fractions = chance(0.5);
      break;
    case 'wrapped-lines':
      design.hangingIndent = false;
      design.width = 760;
      design.columns = chance(0.5) ? 'side-by-side' : 'one';
      if (design.columns === 'side-by-side') design.width = 1100;
      break;
    case 'two-line-title':
      design.twoLineTitle = true;
      break;
    case 'two-columns':
      design.columns = chance(0.6) ? 'side-by-side' : 'split-ingredients';
      break;
    case 'narrow-column':
      design.columns = 'one';
      design.width = 600;
      design.size = 18 + Math.floor(random() * 3) * 2;
      break;
    default:
      break;
  }
  return design;
}

/** Which style a page of the evaluation set gets: the styles in turn, in the order of the pages. */
export function styleOf(index: number): StyleName {
  return STYLES[index % STYLES.length] as StyleName;
}
