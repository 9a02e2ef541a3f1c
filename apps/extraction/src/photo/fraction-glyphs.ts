import { COOKBOOK_FRACTION_GLYPHS } from '@mise/recipe-text';

/**
 * Vulgar fraction glyphs (½ ¼ ¾ ⅓ ⅔ ⅛ ⅜ ⅝ ⅞) on a photographed page. The English OCR model has no
 * such characters: it reads them as '%', 'Y2', '¥', '5', '2' or drops them, so an amount would come
 * out silently wrong. A glyph is found on the page image by its shape (a slash with a small figure
 * above its left end and another below its right end, both clearly smaller than the line's
 * digits) and its two figures are then read as digits.
 */

/** A greyscale page: one byte per pixel, dark ink on light paper. */
export interface GreyPage {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Component extends Box {
  pixels: number;
  /** Its ink, as indices into the page's data. */
  ink: number[];
  /** Mean x of the component's top and bottom rows: a fraction slash leans right going up. */
  topX: number;
  bottomX: number;
}

export interface GlyphShape {
  /** The whole glyph. */
  box: Box;
  numerator: Box;
  denominator: Box;
  /** The figures' ink, as indices into the page's data. */
  numeratorInk: number[];
  denominatorInk: number[];
}

/** Shape limits, each relative to the slash's height. */
const FIGURE_MAX = 0.72; // a fraction's figures are clearly smaller than the slash (typed '1/2' is not)
const FIGURE_MIN = 0.22; // and larger than a speck
const SLASH_MIN_LEAN = 0.15; // the slash's top is right of its bottom by this share of its height

function otsu(values: number[]): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of values) hist[v] = (hist[v] ?? 0) + 1;
  const total = values.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] ?? 0);
  let sumB = 0;
  let weightB = 0;
  let best = 127;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t] ?? 0;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * (hist[t] ?? 0);
    const mB = sumB / weightB;
    const mF = (sum - sumB) / weightF;
    const between = weightB * weightF * (mB - mF) ** 2;
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return best;
}

/** Ink components (8-connected) of a region of the page. */
function components(page: GreyPage, region: Box, darker: boolean): Component[] {
  const x0 = Math.max(0, Math.floor(region.x0));
  const y0 = Math.max(0, Math.floor(region.y0));
  const x1 = Math.min(page.width, Math.ceil(region.x1));
  const y1 = Math.min(page.height, Math.ceil(region.y1));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 2 || h <= 2) return [];
  const values: number[] = [];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) values.push(page.data[y * page.width + x] ?? 255);
  const darkest = Math.min(...values);
  // A region of plain paper has no ink whatever its threshold says.
  if (darkest > 160) return [];
  // Otsu's cut, or one between it and the darkest ink: in a tight box round a small glyph the
  // cut falls so light that the grey of anti-aliasing joins a figure to its slash.
  const threshold = darker ? Math.round((otsu(values) + darkest) / 2) : otsu(values);
  const ink = values.map((v) => v <= threshold);
  const label = new Int32Array(w * h).fill(-1);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (!ink[start] || label[start] !== -1) continue;
    const id = found.length;
    const c: Component = { x0: w, y0: h, x1: 0, y1: 0, pixels: 0, ink: [], topX: 0, bottomX: 0 };
    const rows = new Map<number, [number, number]>();
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop() ?? 0;
      const px = p % w;
      const py = (p - px) / w;
      c.pixels++;
      c.ink.push((py + y0) * page.width + px + x0);
      c.x0 = Math.min(c.x0, px);
      c.x1 = Math.max(c.x1, px + 1);
      c.y0 = Math.min(c.y0, py);
      c.y1 = Math.max(c.y1, py + 1);
      const row = rows.get(py) ?? [0, 0];
      rows.set(py, [row[0] + px, row[1] + 1]);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          const ny = py + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const q = ny * w + nx;
          if (ink[q] && label[q] === -1) {
            label[q] = id;
            stack.push(q);
          }
        }
      }
    }
    const meanX = (y: number) => {
      const r = rows.get(y);
      return r ? r[0] / r[1] : 0;
    };
    const band = Math.max(1, Math.round((c.y1 - c.y0) * 0.2));
    let top = 0;
    let bottom = 0;
    for (let i = 0; i < band; i++) {
      top += meanX(c.y0 + i);
      bottom += meanX(c.y1 - 1 - i);
    }
    c.topX = top / band + x0;
    c.bottomX = bottom / band + x0;
    c.x0 += x0;
    c.x1 += x0;
    c.y0 += y0;
    c.y1 += y0;
    found.push(c);
  }
  return found;
}

/** The blobs of ink in a region of the page (8-connected, at Otsu's threshold). */
export function inkBlobs(page: GreyPage, region: Box): Array<Box & { pixels: number }> {
  return components(page, region, false).map(({ x0, y0, x1, y1, pixels }) => ({ x0, y0, x1, y1, pixels }));
}

const union = (boxes: Box[]): Box => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/**
 * The fraction glyphs in a region of the page (a word's box, widened a little), left to right.
 * `lineHeight` is the height of the line's full-size characters.
 */
export function findFractionGlyphs(page: GreyPage, region: Box, lineHeight: number): GlyphShape[] {
  const glyphs = glyphsAt(components(page, region, false), lineHeight);
  const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  for (const glyph of glyphsAt(components(page, region, true), lineHeight))
    if (!glyphs.some((g) => overlaps(g.box, glyph.box))) glyphs.push(glyph);
  return glyphs.sort((a, b) => a.box.x0 - b.box.x0);
}

function glyphsAt(found: Component[], lineHeight: number): GlyphShape[] {
  const parts = found.filter((c) => c.pixels >= 3);
  const glyphs: GlyphShape[] = [];
  for (const slash of parts) {
    const h = slash.y1 - slash.y0;
    const w = slash.x1 - slash.x0;
    if (h < lineHeight * 0.45 || h > lineHeight * 1.5) continue;
    if (w < h * 0.2 || w > h * 1.1) continue;
    if (slash.pixels > w * h * 0.5) continue;
    if (slash.topX - slash.bottomX < h * SLASH_MIN_LEAN) continue;
    const midY = (slash.y0 + slash.y1) / 2;
    const midX = (slash.x0 + slash.x1) / 2;
    const small = (c: Component) =>
      c !== slash &&
      c.y1 - c.y0 <= h * FIGURE_MAX &&
      c.y1 - c.y0 >= h * FIGURE_MIN &&
      c.x0 >= slash.x0 - h * 0.8 &&
      c.x1 <= slash.x1 + h * 0.8;
    const numerator = parts.filter(
      (c) => small(c) && (c.y0 + c.y1) / 2 < midY && (c.x0 + c.x1) / 2 < midX && c.y1 <= midY + h * 0.2,
    );
    const denominator = parts.filter(
      (c) => small(c) && (c.y0 + c.y1) / 2 > midY && (c.x0 + c.x1) / 2 > midX && c.y0 >= midY - h * 0.2,
    );
    if (numerator.length === 0 || denominator.length === 0) continue;
    const num = union(numerator);
    const den = union(denominator);
    glyphs.push({
      box: union([slash, num, den]),
      numerator: num,
      denominator: den,
      numeratorInk: numerator.flatMap((c) => c.ink),
      denominatorInk: denominator.flatMap((c) => c.ink),
    });
  }
  return glyphs;
}

const GLYPHS = COOKBOOK_FRACTION_GLYPHS;

/** The glyph for a numerator and denominator read as digits, or null when no printed fraction has them. */
export function glyphFor(numerator: string, denominator: string): string | null {
  return GLYPHS[`${numerator}/${denominator}`] ?? null;
}

/**
 * The figures of each glyph drawn black on white side by side, one glyph per row and enlarged, so
 * the engine reads them as ordinary digits: one small image for the whole page. Row i (of height
 * `rowHeight`) holds glyph i.
 */
export function figureStrip(
  page: GreyPage,
  glyphs: GlyphShape[],
): { data: Buffer; width: number; height: number; rowHeight: number } {
  const target = 40;
  const pad = 20;
  const rowHeight = target + 2 * pad;
  const parts = glyphs.map((g) => {
    const scale = target / Math.max(g.numerator.y1 - g.numerator.y0, g.denominator.y1 - g.denominator.y0, 1);
    return [
      { box: g.numerator, ink: g.numeratorInk, scale },
      { box: g.denominator, ink: g.denominatorInk, scale },
    ];
  });
  const width = Math.round(
    Math.max(
      160,
      ...parts.map((row) => row.reduce((sum, p) => sum + (p.box.x1 - p.box.x0) * p.scale + target, 2 * pad)),
    ),
  );
  const height = rowHeight * glyphs.length;
  const out = Buffer.alloc(width * height, 255);
  parts.forEach((row, r) => {
    let cursor = pad;
    for (const { box, ink, scale } of row) {
      const top = r * rowHeight + pad + Math.round((target - (box.y1 - box.y0) * scale) / 2);
      const step = Math.ceil(scale);
      for (const i of ink) {
        const x = cursor + Math.floor(((i % page.width) - box.x0) * scale);
        const y = top + Math.floor((Math.floor(i / page.width) - box.y0) * scale);
        for (let dy = 0; dy < step; dy++)
          for (let dx = 0; dx < step; dx++) {
            if (x + dx < width && y + dy < height) out[(y + dy) * width + x + dx] = 0;
          }
      }
      cursor += Math.round((box.x1 - box.x0) * scale) + target;
    }
  });
  return { data: out, width, height, rowHeight };
}
