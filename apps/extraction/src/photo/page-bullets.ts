/**
 * List bullets the engine dropped. A bulleted list with a hanging indent sets an item's wrapped
 * line where the text of the items starts, so a line whose bullet was not read looks exactly like
 * the line above wrapped. The page image tells them apart: a bullet is a lone small blob of ink
 * just left of the line's first word. Each one found becomes a word '•' in front of its line.
 */
import { inkBlobs, type GreyPage } from './fraction-glyphs';
import type { OcrWord } from './page-layout';

/** No letter, no digit: a bullet the engine did read ('•', '=', '«', '®'). */
const MARK_RE = /^[^\p{L}\p{N}]{1,2}$/u;
/** Below this confidence the page text would drop a mark as a speck (see wordsToPageText). */
const FAINT_MARK = 30;
/** How far left of a line's first word a bullet sits, in line heights (a bullet and a space or two). */
const REACH = 1.6;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The words with a '•' word added before each line whose bullet is on the page but not among them. */
export function restoreBullets(words: OcrWord[], page: GreyPage): OcrWord[] {
  const byLine = new Map<number, OcrWord[]>();
  for (const w of words) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  const heights = words.filter((w) => /\p{Ll}{3,}/u.test(w.text)).map((w) => w.y1 - w.y0);
  const lineHeight = median(heights) || 20;
  const added: OcrWord[] = [];
  const replaced = new Set<OcrWord>();
  for (const [line, all] of byLine) {
    // A mark read with so little confidence that it would pass for a speck is checked on the image.
    const lead = all.reduce((a, b) => (b.x0 < a.x0 ? b : a));
    const faint = MARK_RE.test(lead.text) && (lead.confidence ?? 100) < FAINT_MARK;
    const ws = faint ? all.filter((w) => w !== lead) : all;
    if (ws.length === 0) continue;
    const first = ws.reduce((a, b) => (b.x0 < a.x0 ? b : a));
    if (MARK_RE.test(first.text) || ws.length < 2) continue;
    const y0 = Math.min(...ws.map((w) => w.y0));
    const y1 = Math.max(...ws.map((w) => w.y1));
    const region = { x0: first.x0 - lineHeight * REACH, y0, x1: first.x0 - lineHeight * 0.15, y1 };
    if (region.x0 < 0) continue;
    // Only a lone blob: anything more is the end of a word in a column to the left.
    const blobs = inkBlobs(page, region).filter((b) => b.pixels >= 4);
    if (blobs.length !== 1) continue;
    const [blob] = blobs;
    if (!blob) continue;
    const h = blob.y1 - blob.y0;
    const w = blob.x1 - blob.x0;
    const small = h >= lineHeight * 0.12 && h <= lineHeight * 0.6 && w <= lineHeight * 0.8;
    // It sits on the line's small letters, not on its baseline (a full stop) or above (a quote).
    const middle = (blob.y0 + blob.y1) / 2;
    const onLetters = middle > y0 + (y1 - y0) * 0.25 && middle < y0 + (y1 - y0) * 0.7;
    if (small && onLetters && blob.x1 > region.x0 + 1) {
      added.push({ text: '•', x0: blob.x0, y0: blob.y0, x1: blob.x1, y1: blob.y1, line, confidence: 90 });
      if (faint) replaced.add(lead);
    }
  }
  return [...words.filter((w) => !replaced.has(w)), ...added];
}
