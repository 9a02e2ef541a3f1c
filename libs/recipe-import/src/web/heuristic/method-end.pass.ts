// Page kind: steps followed or interrupted by other text (questions to the reader, tab labels, group names).
import { type Block, isSentence, stepBox } from './lines';

/**
 * A line after the steps that turns to the reader: a short question ('How would you rate this?',
 * 'Leftover ingredients?') or a paragraph opening with one ('Love Korean food? For more…').
 */
export function asksReader(text: string): boolean {
  return (text.length < 80 && /\?$/.test(text)) || /^[^.!?]{3,40}\?\s+\p{Lu}/u.test(text);
}

/**
 * Whether the steps continue after block i (which interrupts them): the next block is a step in
 * the same box as the last step read, a list item ('list') or a sentence paragraph ('paragraphs').
 */
export function stepsGoOn(blocks: Block[], last: number, i: number): 'list' | 'paragraphs' | null {
  const next = blocks[i + 1];
  const box = stepBox(blocks[last]);
  if (!next || next.kind === 'heading' || !box || stepBox(next) !== box) return null;
  if (blocks[last].kind === 'item' && next.kind === 'item') return 'list';
  const paragraph = (b: Block): boolean => b.kind === 'para' && b.el?.name === 'p';
  if (paragraph(blocks[last]) && paragraph(blocks[i]) && paragraph(next) && isSentence(next.text))
    return 'paragraphs';
  return null;
}

/**
 * A short label (block i) after a list item of steps, right before a new list whose first item
 * is a sentence as well: the name of the next group of steps.
 */
export function namesNextSteps(blocks: Block[], last: number, i: number): boolean {
  const [prev, next] = [blocks[last], blocks[i + 1]];
  return (
    prev.kind === 'item' &&
    next?.kind === 'item' &&
    next.el?.parent !== prev.el?.parent &&
    isSentence(next.text) &&
    blocks[i].text.split(/\s+/).length <= 6
  );
}

/** Short lines side by side (the same parent's parent) with a list of steps right after them. */
export function labelRow(blocks: Block[], last: number, i: number): boolean {
  const row = blocks[last].el?.parent?.parent;
  return (
    !!row && blocks[i].el?.parent?.parent === row && blocks.slice(i + 1, i + 5).some((b) => b.kind === 'item')
  );
}
