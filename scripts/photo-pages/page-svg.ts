/**
 * Sets a recipe as a printed page (an SVG) in a page design: title, servings and times, an optional
 * introduction, the ingredient list and the numbered method, wrapped to the measured width of each
 * font so nothing runs off the page.
 */
import sharp from 'sharp';
import { withFractionGlyphs, withMetricImperialPair } from './amounts';
import type { PageDesign, PageRecipe } from './page-design';

/** Advance widths in pixels at size 100, per font and weight, measured by rendering. */
const widths = new Map<string, Map<string, number>>();

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function inkWidth(text: string, font: string, weight: string): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${40 + text.length * 160}" height="200"><rect width="100%" height="100%" fill="#fff"/><text xml:space="preserve" x="20" y="140" font-family="${font}" font-size="100" font-weight="${weight}">${escape(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  return info.width;
}

/** Measures the characters of `text` not yet known for the font ('HxxxxxxxxxxH' minus 'HH'). */
async function measure(text: string, font: string, weight: string): Promise<void> {
  const key = `${font}|${weight}`;
  let table = widths.get(key);
  if (!table) {
    table = new Map();
    widths.set(key, table);
  }
  const base = table.get('HH') ?? (await inkWidth('HH', font, weight));
  table.set('HH', base);
  for (const ch of new Set(text)) {
    if (table.has(ch)) continue;
    table.set(ch, ((await inkWidth(`H${ch.repeat(10)}H`, font, weight)) - base) / 10);
  }
}

function textWidth(text: string, font: string, weight: string, size: number): number {
  const table = widths.get(`${font}|${weight}`);
  let sum = 0;
  for (const ch of text) sum += table?.get(ch) ?? 60;
  return (sum * size) / 100;
}

function wrap(text: string, width: number, font: string, weight: string, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, weight, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const METAS: Array<(r: PageRecipe) => string[]> = (
  [
    (r) => [
      r.servings && `Serves ${r.servings}`,
      r.prep && `Prep ${r.prep} min`,
      r.cook && `Cook ${r.cook} min`,
    ],
    (r) => [
      r.servings && `Serves ${r.servings}`,
      r.prep && `Preparation time: ${r.prep} minutes`,
      r.cook && `Cooking time: ${r.cook} minutes`,
    ],
    (r) => [
      r.servings && `SERVES ${r.servings}`,
      r.prep && `PREP ${r.prep} MINS`,
      r.cook && `COOK ${r.cook} MINS`,
    ],
    (r) => [
      r.servings && `Serves: ${r.servings}`,
      r.prep && `Prep time: ${r.prep} mins`,
      r.cook && `Cook time: ${r.cook} mins`,
    ],
  ] as Array<(r: PageRecipe) => Array<string | 0>>
).map((parts) => (r: PageRecipe) => parts(r).filter((p): p is string => !!p));
const META_JOIN = [' | ', '   ', ' · ', '    '];

/** The recipe as this page prints it: amounts set the design's way. The expected draft is this. */
export function printedRecipe(recipe: PageRecipe, design: PageDesign): PageRecipe {
  const amount = (line: string) => {
    let out = design.pairs ? withMetricImperialPair(line, design.pairs) : line;
    if (design.fractions) out = withFractionGlyphs(out);
    return out;
  };
  const servings = recipe.servings;
  return {
    ...recipe,
    servings,
    ingredients: recipe.ingredients.map(amount),
    method: recipe.method,
  };
}

/** The title's lines: wrapped to the width, or broken near the middle for a two-line design. */
function titleLines(title: string, width: number, design: PageDesign, size: number): string[] {
  const lines = wrap(title, width, design.titleFont, 'bold', size);
  if (lines.length > 1 || !design.twoLineTitle) return lines;
  const words = title.split(' ');
  if (words.length < 2) return lines;
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ').length;
    const b = words.slice(i).join(' ').length;
    const bestA = words.slice(0, best).join(' ').length;
    if (Math.abs(a - b) < Math.abs(bestA - words.slice(best).join(' ').length)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

export interface PageSvg {
  svg: string;
  width: number;
  height: number;
}

/** The page as SVG, `recipe` already printed (see printedRecipe). */
export async function pageSvg(recipe: PageRecipe, design: PageDesign): Promise<PageSvg> {
  const { font, size, width } = design;
  const margin = Math.round(width * 0.06);
  const titleSize = design.twoLineTitle ? Math.round(size * 2.3) : size * 2;
  const title = design.titleCaps ? recipe.title.toUpperCase() : recipe.title;
  const numbering = (n: number) =>
    design.numbering === 'dot' ? `${n}. ` : design.numbering === 'bracket' ? `${n}) ` : '';
  const metaParts = (METAS[design.meta] ?? METAS[0]!)(recipe);
  const meta = metaParts.join(META_JOIN[design.meta] ?? ' | ');
  const headingSize = Math.round(size * 1.2);
  const metaSize = Math.round(size * 0.85);
  const all = [
    title,
    meta,
    recipe.intro ?? '',
    design.ingredientsHeading,
    design.methodHeading,
    ...recipe.ingredients.map((i) => design.bullet + i),
    ...recipe.method.map((m, i) => numbering(i + 1) + m),
  ].join('');
  await measure(all, font, 'normal');
  await measure(all, font, 'bold');
  await measure(all, design.titleFont, 'bold');

  const out: string[] = [];
  const text = (x: number, y: number, s: string, sz: number, weight = 'normal', family = font) =>
    out.push(
      `<text xml:space="preserve" x="${x}" y="${y}" font-family="${family}" font-size="${sz}" font-weight="${weight}" fill="#1a1a1a">${escape(s)}</text>`,
    );
  const lineGap = Math.round(size * 1.45);
  const inner = width - 2 * margin;
  let y = margin + titleSize;
  for (const line of titleLines(title, inner, design, titleSize)) {
    text(margin, y, line, titleSize, 'bold', design.titleFont);
    y += Math.round(titleSize * 1.2);
  }
  y += 6;
  if (meta) {
    for (const line of wrap(meta, inner, font, 'normal', metaSize)) {
      text(margin, y, line, metaSize);
      y += Math.round(lineGap * 0.9);
    }
    y += lineGap;
  } else y += Math.round(lineGap * 0.5);
  if (design.intro && recipe.intro) {
    for (const line of wrap(recipe.intro, inner, font, 'normal', size)) {
      text(margin, y, line, size);
      y += lineGap;
    }
    y += lineGap;
  }
  const gutter = 50;
  const side = design.columns === 'side-by-side';
  const leftWidth = side ? Math.round((inner - gutter) * 0.42) : inner;
  const rightX = side ? margin + leftWidth + gutter : margin;
  const rightWidth = side ? width - margin - rightX : inner;
  const top = y;
  text(margin, y, design.ingredientsHeading, headingSize, 'bold');
  y += Math.round(lineGap * 1.3);
  const indent = design.hangingIndent ? Math.round(size * 1.1) : 0;
  const listTop = y;
  const setIngredients = (items: string[], x: number, colWidth: number, from: number): number => {
    let yy = from;
    for (const item of items) {
      const lines = wrap(design.bullet + item, colWidth - indent, font, 'normal', size);
      lines.forEach((line, i) => {
        text(x + (i ? indent : 0), yy, line, size);
        yy += lineGap;
      });
    }
    return yy;
  };
  if (design.columns === 'split-ingredients') {
    const half = Math.ceil(recipe.ingredients.length / 2);
    const colWidth = Math.round((inner - gutter) / 2);
    const a = setIngredients(recipe.ingredients.slice(0, half), margin, colWidth, listTop);
    const b = setIngredients(recipe.ingredients.slice(half), margin + colWidth + gutter, colWidth, listTop);
    y = Math.max(a, b);
  } else y = setIngredients(recipe.ingredients, margin, leftWidth, listTop);
  let my = side ? top : y + lineGap;
  text(rightX, my, design.methodHeading, headingSize, 'bold');
  my += Math.round(lineGap * 1.3);
  recipe.method.forEach((step, i) => {
    for (const line of wrap(numbering(i + 1) + step, rightWidth, font, 'normal', size)) {
      text(rightX, my, line, size);
      my += lineGap;
    }
    my += Math.round(lineGap * 0.45);
  });
  const height = Math.max(y, my) + margin;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>${out.join('')}</svg>`;
  return { svg, width, height };
}
