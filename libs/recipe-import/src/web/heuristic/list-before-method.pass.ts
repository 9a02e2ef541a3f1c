// Page kind: an ingredient list with no heading, right above the method's heading.
import { startsWithQuantity } from '../../text/ingredient-line';
import type { Block } from './lines';

/**
 * A page may show its ingredient list with no heading at all, right above the method's heading:
 * the list items just before it, when they read as food (mostly amounts, no sentences).
 */
export function listBefore(blocks: Block[], methodAt: number): string[] {
  const lines: string[] = [];
  for (let i = methodAt - 1; i >= 0 && blocks[i].kind === 'item' && lines.length < 60; i -= 1)
    lines.unshift(blocks[i].text);
  const amounts = lines.filter((l) => startsWithQuantity(l)).length;
  const food =
    lines.length >= 3 &&
    amounts >= 0.5 * lines.length &&
    lines.every((l) => l.length <= 120) &&
    lines.filter((l) => /[.!?]$/.test(l)).length <= 0.2 * lines.length;
  return food ? lines : [];
}
