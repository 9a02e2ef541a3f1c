/**
 * Amounts on a photographed page, before its words become text: fraction glyphs the engine cannot
 * read are found on the image and read figure by figure, and every amount the reader is not sure of
 * (a glyph it could not read, a number read with low confidence) is remembered so the draft can
 * mark its line. Nothing here guesses silently: a guess is always marked.
 */
import {
  figureStrip,
  findFractionGlyphs,
  glyphFor,
  type Box,
  type GlyphShape,
  type GreyPage,
} from './fraction-glyphs';
import type { PageOcr } from './ocr-pool';
import type { OcrWord } from './page-layout';

/** Characters the engine gives for a fraction glyph: '%', 'Y2', '¥', '"4', 'V4'. */
const GLYPH_LOOKALIKE_RE = /[%¥YV"“”'’;:]/u;
/** A word that can hold an amount: a digit, a glyph look-alike, or one of those glued to a unit. */
const AMOUNT_WORD_RE = /^[([]?(?:[\d%¥YV"“”'’;:½¼¾⅓⅔⅛⅜⅝⅞|lIiO.,/-]*\d|[%¥]|[YV][\d%;:sa4x]?|"\d)/u;
const UNIT_WORD_RE =
  /^\(?(?:cups?|c\.|tbsps?\.?|tablespoons?|tsps?\.?|teaspoons?|oz\.?|ounces?|lbs?\.?|pounds?|g|grams?|kg|ml|pints?|inch(?:es)?|in\.|sticks?|cans?)\b/iu;
/** A list bullet as the engine reads it ('•', '=', '«', '>', '®'): no letter, no digit. */
const MARK_WORD_RE = /^[^\p{L}\p{N}]{1,2}$/u;
/** Below this the engine's word confidence on a number is a coin toss (measured on rendered pages). */
const DOUBTFUL_NUMBER_CONFIDENCE = 60;
/** The digits of a glyph read with less confidence than this are marked (at 70, a ½ read as ¼ with 75 went unmarked on rendered pages). */
const DOUBTFUL_FIGURE_CONFIDENCE = 80;

export interface PageAmounts {
  /** The words with fraction glyphs put back. */
  words: OcrWord[];
  /** Engine lines holding an amount the reader is not sure of. */
  doubtfulLines: Set<number>;
}

interface Found {
  glyph: GlyphShape;
  /** The word the glyph is part of, or the word it stands before when the engine dropped it. */
  word: OcrWord;
  inside: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Replaces the characters of `word` that lie on the glyph with the glyph. */
function putGlyph(word: OcrWord, glyph: Box, char: string): string {
  const symbols = word.symbols ?? [];
  if (symbols.length !== [...word.text].length || symbols.length === 0) {
    // Without per-character boxes, the leading look-alike run is the glyph.
    return word.text.replace(/^(\d*)(?:[%¥YV"“”'’;:][\dsa;:%o]?)/u, `$1${char}`);
  }
  let out = '';
  let placed = false;
  for (const s of symbols) {
    const centre = (s.x0 + s.x1) / 2;
    const onGlyph = centre >= glyph.x0 - 1 && centre <= glyph.x1 + 1;
    if (!onGlyph) out += s.text;
    else if (!placed) {
      out += char;
      placed = true;
    }
  }
  return placed ? out : word.text;
}

/** Finds and reads the page's fraction glyphs and marks doubtful amounts. */
export async function readPageAmounts(words: OcrWord[], page: GreyPage, ocr: PageOcr): Promise<PageAmounts> {
  const doubtfulLines = new Set<number>();
  const heights = words.filter((w) => /\p{Ll}{3,}/u.test(w.text)).map((w) => w.y1 - w.y0);
  const lineHeight = median(heights) || 20;
  const byLine = new Map<number, OcrWord[]>();
  for (const w of words) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  const found: Found[] = [];
  const seen = new Set<string>();
  const look = (word: OcrWord, region: Box, inside: boolean) => {
    for (const glyph of findFractionGlyphs(page, region, lineHeight)) {
      const key = `${glyph.box.x0},${glyph.box.y0}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ glyph, word, inside });
    }
  };
  for (const line of byLine.values()) {
    line.sort((a, b) => a.x0 - b.x0);
    line.forEach((word, i) => {
      const pad = lineHeight * 0.35;
      // A mark opening the line may be a bullet or a glyph the engine read as one ('>' for '½').
      const leadMark = i === 0 && MARK_WORD_RE.test(word.text);
      if (AMOUNT_WORD_RE.test(word.text) || GLYPH_LOOKALIKE_RE.test(word.text) || leadMark) {
        look(word, { x0: word.x0 - pad, y0: word.y0 - pad, x1: word.x1 + pad, y1: word.y1 + pad }, true);
      }
      // A glyph the engine dropped: the gap before a unit that opens the line or follows a number.
      const before = line[i - 1];
      const opens = !before || (i === 1 && MARK_WORD_RE.test(before.text));
      if (UNIT_WORD_RE.test(word.text) && (opens || /^\d+$/.test(before.text))) {
        const from = before && !opens ? before.x1 : word.x0 - lineHeight * 2.5;
        look(word, { x0: from, y0: word.y0 - pad, x1: word.x0, y1: word.y1 + pad }, false);
      }
    });
  }
  const out = words.map((w) => ({ ...w }));
  const index = new Map(words.map((w, i) => [w, i]));
  if (found.length > 0) {
    const strip = figureStrip(
      page,
      found.map((f) => f.glyph),
    );
    const { default: sharp } = await import('sharp');
    const png = await sharp(strip.data, { raw: { width: strip.width, height: strip.height, channels: 1 } })
      .png()
      .toBuffer();
    const digits = await ocr.readDigits(png);
    const rows = found.map(() => [] as OcrWord[]);
    for (const d of digits) {
      const row = Math.floor((d.y0 + d.y1) / 2 / strip.rowHeight);
      rows[row]?.push(d);
    }
    // Inserted glyphs go in before their word; several in one word are placed left to right.
    const inserts = new Map<OcrWord, string[]>();
    found.forEach(({ glyph, word, inside }, i) => {
      const read = (rows[i] ?? []).sort((a, b) => a.x0 - b.x0);
      const figures = read.map((d) => d.text).join('');
      const confidence = Math.min(100, ...read.map((d) => d.confidence ?? 0));
      const char = figures.length === 2 ? glyphFor(figures[0] ?? '', figures[1] ?? '') : null;
      if (!char || confidence < DOUBTFUL_FIGURE_CONFIDENCE) doubtfulLines.add(word.line);
      const at = index.get(word) ?? -1;
      const target = out[at];
      if (!target) return;
      const glyphChar = char ?? '½';
      if (inside) {
        target.text = putGlyph(target, glyph.box, glyphChar);
        // The engine's doubt was about the glyph it could not read; the figures' reading replaces it,
        // so the word is not taken for a speck.
        target.confidence = Math.max(target.confidence ?? 0, char ? confidence : 30);
      } else inserts.set(word, [...(inserts.get(word) ?? []), glyphChar]);
    });
    for (const [word, chars] of inserts) {
      const target = out[index.get(word) ?? -1];
      if (!target) continue;
      const before = words.find((w) => w.line === word.line && w.x1 <= word.x0 && /^\d+$/.test(w.text));
      if (before) {
        const b = out[index.get(before) ?? -1];
        if (b) b.text += chars.join('');
      } else target.text = `${chars.join('')} ${target.text}`;
    }
  }
  // A glyph look-alike left where no glyph could be found: the text reader guesses, so it is marked.
  for (const w of out)
    if (/\d['’"]?[%¥]|^[([]?[%¥]|^[YV][2a4s;]?$|\d[YV][24]/u.test(w.text)) doubtfulLines.add(w.line);
  // A line that opens with a unit (after its bullet) lost its amount: no glyph was found to put back.
  const outByLine = new Map<number, OcrWord[]>();
  for (const w of out) outByLine.set(w.line, [...(outByLine.get(w.line) ?? []), w]);
  for (const [line, ws] of outByLine) {
    const rest = ws.sort((a, b) => a.x0 - b.x0).filter((w) => !MARK_WORD_RE.test(w.text));
    const [lead, next] = rest;
    if (lead && UNIT_WORD_RE.test(lead.text) && ws.length > 1) doubtfulLines.add(line);
    // A letter or two where the amount stands ('i tbsp honey': a smudged 3) is no amount either.
    if (
      lead &&
      next &&
      /^\p{L}{1,2}$/u.test(lead.text) &&
      !/^(?:a|an|A|An)$/.test(lead.text) &&
      UNIT_WORD_RE.test(next.text)
    )
      doubtfulLines.add(line);
  }
  // A number the engine barely believes in, at the head of a line or glued to a unit, is marked.
  for (const [line, ws] of byLine) {
    const amountWords = ws
      .filter((w, i) => i === 0 || /\d/.test(w.text))
      .filter((w) => /\d|[%¥]/u.test(w.text));
    if (amountWords.some((w) => (w.confidence ?? 100) < DOUBTFUL_NUMBER_CONFIDENCE)) doubtfulLines.add(line);
  }
  return { words: out, doubtfulLines };
}
