// Page kind: steps drawn as numbered boxes ('1', '2', …) holding sentences, photos and captions.
import type { AnyNode } from '../html-dom';
import { BARE_NUMBER, type Block, type Entry, isSentence, stepBox } from './lines';

/** The number of the last numbered step box read so far; null when the steps have none. */
function lastBoxNumber(out: Entry[]): number | null {
  for (let k = out.length - 1; k >= 0; k -= 1) {
    const m = BARE_NUMBER.exec(out[k].text);
    if (m && !out[k].heading) return Number(m[1]);
  }
  return null;
}

/** The next step's number box comes within a few lines, before any heading. */
export function nextNumberAhead(blocks: Block[], i: number, out: Entry[]): boolean {
  const n = lastBoxNumber(out);
  if (n === null) return false;
  for (let j = i + 1; j < Math.min(blocks.length, i + 6); j += 1) {
    if (blocks[j].kind === 'heading') return false;
    const m = BARE_NUMBER.exec(blocks[j].text);
    if (m && Number(m[1]) === n + 1) return true;
  }
  return false;
}

/**
 * Steps drawn as numbered boxes ('1', '2', …) each holding a few paragraphs: the sentences in one
 * box are one step, and a photo's caption or credit in it ('Chop the vegetables', '|') is left out.
 */
export function joinNumberedBoxes(out: Entry[], blocks: Block[]): void {
  const boxes = out.flatMap((o, k) => (!o.heading && BARE_NUMBER.test(o.text) ? [k] : []));
  if (boxes.length < 2) return;
  const numbers = boxes.map((k) => Number(BARE_NUMBER.exec(out[k].text)![1]));
  if (numbers[0] !== 1 || numbers.some((n, k) => n !== k + 1)) return;
  const box = (k: number): AnyNode | undefined => stepBox(blocks[out[k].index]) ?? undefined;
  for (let b = boxes.length - 1; b >= 0; b -= 1) {
    const from = boxes[b] + 1;
    let to = b + 1 < boxes.length ? boxes[b + 1] : out.length;
    // After the last box, only what sits in the same element as the step's first line.
    const first = from < to ? box(from) : undefined;
    if (b + 1 === boxes.length) {
      let k = from;
      while (k < to && !out[k].heading && !out[k].item && box(k) === first) k += 1;
      to = k;
    }
    const part = out.slice(from, to);
    if (!part.length || part.some((o) => o.heading || o.item)) continue;
    // The step's text shares one element; a caption sits with its photo elsewhere in the box.
    const said = part.filter((o, k) => isSentence(o.text) && box(from + k) === first);
    if (!said.length) continue;
    out.splice(from, to - from, { ...said[0], text: said.map((o) => o.text).join(' ') });
  }
}
