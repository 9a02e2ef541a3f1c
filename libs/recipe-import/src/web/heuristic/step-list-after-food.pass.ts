// Page kind: a method list drawn right after the ingredient list without a heading of its own.
import { startsWithQuantity } from '../../text/ingredient-line';
import type { Block } from './lines';

const isStepLike = (text: string): boolean =>
  /[.!?]$/.test(text) && text.split(/\s+/).length >= 4 && !startsWithQuantity(text);

/** A new list (another parent than the item before) whose items are mostly sentences. */
export function startsStepList(blocks: Block[], i: number): boolean {
  const parent = blocks[i].el?.parent;
  if (!parent || blocks[i - 1]?.el?.parent === parent || !isStepLike(blocks[i].text)) return false;
  const items = blocks.slice(i, i + 8).filter((b) => b.kind === 'item' && b.el?.parent === parent);
  return items.length >= 2 && items.filter((b) => isStepLike(b.text)).length >= 0.6 * items.length;
}
