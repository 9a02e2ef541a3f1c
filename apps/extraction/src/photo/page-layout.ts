import { isIngredientHeading, isMethodHeading } from '@mise/recipe-text';

/** A recognised word and its box on the page, in pixels (x grows right, y grows down). */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The engine's line this word was read in; words of one line stay together inside a column. */
  line: number;
  /** 0-100, when the engine gives one. */
  confidence?: number;
  /** The word's characters as the engine read them, each with its box and confidence. */
  symbols?: OcrSymbol[];
}

export interface OcrSymbol {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  confidence: number;
}

interface Gap {
  from: number;
  to: number;
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Rows of words separated by a horizontal band that no word touches. */
function bands(words: OcrWord[]): OcrWord[][] {
  const sorted = [...words].sort((a, b) => a.y0 - b.y0);
  const rows: OcrWord[][] = [];
  let end = -Infinity;
  for (const word of sorted) {
    const row = rows[rows.length - 1];
    if (row && word.y0 < end) row.push(word);
    else rows.push([word]);
    end = row && word.y0 < end ? Math.max(end, word.y1) : word.y1;
  }
  return rows;
}

/** Unit abbreviations the engine misreads in print ('tbsp' as 'thsp'); nothing else is touched. */
const MISREAD_UNITS: Record<string, string> = { thsp: 'tbsp', Thsp: 'Tbsp', thsps: 'tbsps' };

function repairWord(word: string): string {
  return MISREAD_UNITS[word] ?? word;
}

/** How a new ingredient or step opens: an amount, a fraction, a bullet or a step number. */
const OPENS_ITEM_RE = /^(?:[\d½¼¾⅓⅔⅛⅜⅝⅞%¥•▪■*=«–-]|[lI|](?=\s|\d|[./])|(?:a|an|one|two|three|four|six)\s)/iu;

const isSectionHeading = (text: string) =>
  text.split(/\s+/).length <= 4 && (isIngredientHeading(text) || isMethodHeading(text));

/** A line opening with a unit: the amount it belongs to ended the line above. */
const UNIT_OPENS_RE =
  /^(?:fl\.?\s?oz|oz|ounces?|lbs?|pounds?|g|grams?|kg|ml|cups?|tbsps?|tsps?|tablespoons?|teaspoons?)\b/iu;

const CONTINUES_RE = /^(?:and|or|of|with|to|into|for|plus|then|until|in|on)\b/;

/** A list bullet as the engine reads it ('•', '=', '«', '®', '+'): no letter, no digit, no glyph look-alike. */
const MARK_WORD_RE = /^[^\p{L}\p{N}%¥]{1,2}$/u;

const parens = (text: string) => (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;

/**
 * Lines of one column, top to bottom; a blank line where the gap to the line above is clearly
 * larger than this column's usual spacing (a new paragraph, step or section).
 */
function columnText(words: OcrWord[], lineHeight: number): string[] {
  const byLine = new Map<number, OcrWord[]>();
  for (const word of words) byLine.set(word.line, [...(byLine.get(word.line) ?? []), word]);
  const lines = [...byLine.values()]
    .map((ws) => ({
      words: ws.sort((a, b) => a.x0 - b.x0),
      y0: Math.min(...ws.map((w) => w.y0)),
      y1: Math.max(...ws.map((w) => w.y1)),
    }))
    .sort((a, b) => a.y0 - b.y0);
  const gaps = lines.slice(1).map((line, i) => line.y0 - (lines[i]?.y1 ?? line.y0));
  // The lower middle: with few lines, one paragraph gap must not become the usual spacing.
  const usual = Math.max(0, [...gaps].sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 2)] ?? 0);
  const paragraph = Math.max(usual * 1.6, usual + lineHeight * 0.3);
  const left = Math.min(...lines.map((line) => line.words[0]?.x0 ?? Infinity));
  const right = Math.max(...lines.map((line) => line.words.at(-1)?.x1 ?? -Infinity));
  // A bulleted list: its items open with a mark at the left edge and their text starts a little in.
  // A line starting where that text starts, with no mark of its own, is the item above wrapped.
  // A square bullet is often read as a letter ('m', 'n', 'e'): a lone letter that opens three or more
  // lines of the column is their bullet ('a' and 'I' are words).
  const leads = new Map<string, number>();
  for (const l of lines) {
    const lead = l.words[0]?.text ?? '';
    if (/^[^\p{N}aAI]$/u.test(lead) && l.words.length > 1) leads.set(lead, (leads.get(lead) ?? 0) + 1);
  }
  const isMark = (w: OcrWord | undefined) =>
    !!w && (MARK_WORD_RE.test(w.text) || (leads.get(w.text) ?? 0) >= 3);
  // ... and so is a letter or two (no word: 'u', 'um') before an amount.
  const misreadBullet = (l: (typeof lines)[number]) =>
    /^\p{L}{1,2}$/u.test(l.words[0]?.text ?? '') &&
    !/^(?:a|an|I|A|An|to|of|or|in|on)$/.test(l.words[0]?.text ?? '') &&
    /^[\d½¼¾⅓⅔⅛]/u.test(l.words[1]?.text ?? '');
  const marked = lines.filter((l) => (isMark(l.words[0]) || misreadBullet(l)) && l.words.length > 1);
  const textStart = marked.length >= 2 ? median(marked.map((l) => l.words[1]?.x0 ?? 0)) : null;
  const out: string[] = [];
  let previousBottom: number | null = null;
  let previous: (typeof lines)[number] | null = null;
  for (const line of lines) {
    const bulleted = marked.includes(line);
    const text = (bulleted ? ['•', ...line.words.slice(1).map((w) => w.text)] : line.words.map((w) => w.text))
      .map(repairWord)
      .join(' ');
    const gap = previousBottom === null ? 0 : line.y0 - previousBottom;
    const indented = (line.words[0]?.x0 ?? left) - left > lineHeight * 0.5;
    const last = out.at(-1) ?? '';
    // A hanging indent that goes on mid-sentence continues the item above ('peeled / and sliced').
    // An unread bullet also looks like an indent, so the words must show that the item runs on.
    const runsOn =
      /^\p{Ll}/u.test(text) && (CONTINUES_RE.test(text) || /(?:,|\b(?:and|or|of|with|to|into))$/i.test(last));
    // A line set flush under one that was full (its first word would not have fitted at the end of
    // the line above) or under an open parenthesis is that line wrapped, unless it opens a new item.
    const first = line.words[0];
    const wrapped =
      !!previous &&
      !!first &&
      (previous.words.at(-1)?.x1 ?? 0) + lineHeight * 0.35 + (first.x1 - first.x0) > right - lineHeight * 0.2;
    const openParen = parens(last) > 0;
    // '(Note: reserve' over '1 tablespoon for the rim.)': the closing half of a bracket goes on
    // even when it opens with a figure.
    const closesParen = openParen && parens(text) < 0;
    // In a bulleted list every item opens with its bullet (one the engine dropped is put back from
    // the image), so a line without one under an item that did not end is that item wrapped.
    const inItem =
      textStart !== null &&
      !!first &&
      !bulleted &&
      last.startsWith('•') &&
      first.x0 >= left - lineHeight * 0.5 &&
      !/[.!?]$/.test(last) &&
      !isSectionHeading(text) &&
      (!OPENS_ITEM_RE.test(text) || openParen);
    // A word broken at a hyphen is left to the text reader, which knows which hyphens stay.
    // Text set in another size (a title above, a caption below) is another block.
    const sameSize =
      !previous ||
      Math.abs(line.y1 - line.y0 - (previous.y1 - previous.y0)) <= (previous.y1 - previous.y0) * 0.25;
    // 'fl oz cold buttermilk' under '180 ml/6½': a unit opening a line goes with the amount above it.
    const unitAfterAmount = /[\d½¼¾⅓⅔⅛%¥]\S?$/u.test(last) && UNIT_OPENS_RE.test(text);
    const continues =
      (wrapped || openParen || unitAfterAmount) &&
      sameSize &&
      (!OPENS_ITEM_RE.test(text) || closesParen) &&
      !isSectionHeading(text) &&
      !/\p{L}-$/u.test(last);
    // A title set large over two lines is one title: the second line is set in the same size and
    // holds no figures (a line of servings and times under the title is not part of it).
    const height = (l: (typeof lines)[number]) => l.y1 - l.y0;
    const titleLine = (l: (typeof lines)[number]) => height(l) > lineHeight * 1.45;
    const titleGoesOn =
      !!previous &&
      titleLine(previous) &&
      titleLine(line) &&
      out.length === 1 &&
      !/\d/.test(text) &&
      Math.abs(height(line) - height(previous)) <= height(previous) * 0.2 &&
      gap < height(line) * 0.8;
    if (
      previousBottom !== null &&
      out.length &&
      // A title's lines are as far apart as its size sets them, more than the body's paragraphs.
      (titleGoesOn ||
        (gap <= paragraph && ((indented && (runsOn || openParen)) || (!indented && continues) || inItem)))
    ) {
      out[out.length - 1] += ` ${text}`;
    } else {
      if (previousBottom !== null && gap > paragraph) out.push('');
      out.push(text);
    }
    previousBottom = line.y1;
    previous = line;
  }
  return out;
}

/** Widest stretch of at least `min` in every band's free space (clipped to [from, to]), or null. */
function commonGap(rows: OcrWord[][], from: number, to: number, min: number): Gap | null {
  let free: Gap[] = [{ from, to }];
  for (const row of rows) {
    const next: Gap[] = [];
    for (const gap of free) {
      let cursor = gap.from;
      for (const w of [...row].sort((a, b) => a.x0 - b.x0)) {
        if (w.x1 <= cursor || w.x0 >= gap.to) continue;
        if (w.x0 > cursor) next.push({ from: cursor, to: w.x0 });
        cursor = Math.max(cursor, w.x1);
      }
      if (cursor < gap.to) next.push({ from: cursor, to: gap.to });
    }
    free = next.filter((g) => g.to - g.from >= min);
    if (free.length === 0) return null;
  }
  return free.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a));
}

const twoSided = (row: OcrWord[], gap: Gap) =>
  row.some((w) => w.x1 <= gap.from) && row.some((w) => w.x0 >= gap.to);

/**
 * Reading order of a region. The longest run of rows that share an empty vertical stripe (with at
 * least two rows holding text on both sides of it) is a set of side-by-side columns: the left one
 * is read before the right one. Rows above and below it (a title, a full-width introduction) are
 * ordered the same way, recursively. A header line whose spaces happen to line up with a gutter
 * loses to the longer run of the columns themselves.
 */
function orderRegion(words: OcrWord[], lineHeight: number, depth: number): string[] {
  if (words.length === 0) return [];
  const rows = bands(words);
  if (rows.length < 2 || depth > 6) return columnText(words, lineHeight);
  // About one em: wider than any space between words, narrower than a column gap.
  const minGutter = lineHeight * 1.0;
  const x0 = Math.min(...words.map((w) => w.x0));
  const x1 = Math.max(...words.map((w) => w.x1));
  let best: { start: number; end: number; gap: Gap } | null = null;
  for (let start = 0; start < rows.length; start++) {
    let end = start;
    let gap: Gap | null = null;
    for (let j = start; j < rows.length; j++) {
      const g = commonGap(rows.slice(start, j + 1), x0, x1, minGutter);
      if (!g) break;
      end = j;
      gap = g;
    }
    if (!gap) continue;
    const run = rows.slice(start, end + 1);
    if (run.filter((row) => twoSided(row, gap)).length < 2) continue;
    if (!best || end - start > best.end - best.start) best = { start, end, gap };
  }
  if (!best) return columnText(words, lineHeight);
  const { start, end, gap } = best;
  const mid = (gap.from + gap.to) / 2;
  const run = rows.slice(start, end + 1).flat();
  const parts = [
    orderRegion(rows.slice(0, start).flat(), lineHeight, depth + 1),
    orderRegion(
      run.filter((w) => (w.x0 + w.x1) / 2 < mid),
      lineHeight,
      depth + 1,
    ),
    orderRegion(
      run.filter((w) => (w.x0 + w.x1) / 2 >= mid),
      lineHeight,
      depth + 1,
    ),
    orderRegion(rows.slice(end + 1).flat(), lineHeight, depth + 1),
  ].filter((part) => part.length > 0);
  return parts.flatMap((part, i) => (i ? ['', ...part] : part));
}

/**
 * The page's text in reading order from word boxes: columns are not interleaved even when the OCR
 * engine reads a line straight across the gutter. Blank lines separate blocks.
 */
export function wordsToPageText(words: OcrWord[]): string {
  // Lines the engine barely believes in are shadows, page edges or grain, not print.
  const lineConfidence = new Map<number, number[]>();
  for (const w of words)
    lineConfidence.set(w.line, [...(lineConfidence.get(w.line) ?? []), w.confidence ?? 100]);
  const doubtful = new Set(
    [...lineConfidence]
      .filter(([, c]) => c.length <= 3 && c.reduce((a, b) => a + b, 0) / c.length < 45)
      .map(([line]) => line),
  );
  // Specks read as a lone mark with no confidence are noise, not text.
  const clean = words
    .filter((w) => !doubtful.has(w.line))
    .filter(
      (w) =>
        w.text.trim() &&
        w.x1 > w.x0 &&
        w.y1 > w.y0 &&
        !(w.text.trim().length <= 2 && (w.confidence ?? 100) < 30),
    );
  const lineBoxes = new Map<number, [number, number]>();
  for (const w of clean) {
    const box = lineBoxes.get(w.line);
    lineBoxes.set(w.line, box ? [Math.min(box[0], w.y0), Math.max(box[1], w.y1)] : [w.y0, w.y1]);
  }
  const lineHeight = median([...lineBoxes.values()].map(([a, b]) => b - a)) || 10;
  return orderRegion(clean, lineHeight, 0)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
