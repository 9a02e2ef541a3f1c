// Page kind: a recipe card whose section sits among related recipes and sign-up boxes.
import { isIngredientHeading, isMethodHeading, isStopHeading } from '@mise/recipe-text';
import type { Element } from '../html-dom';
import { ancestors, isInside } from './dom-shape';
import type { Block } from './lines';

/**
 * The nearest element around the heading that also holds at least two of the lines after it;
 * null when only the page itself does.
 */
export function sectionScope(blocks: Block[], start: number): Element | null {
  const head = blocks[start];
  // The lines up to the next heading of the same rank (group headings in between belong to it).
  const ends = (b: Block): boolean =>
    b.kind === 'heading' &&
    (b.level <= head.level ||
      isStopHeading(b.text) ||
      isIngredientHeading(b.text) ||
      isMethodHeading(b.text));
  const run: Block[] = [];
  for (let i = start + 1; i < Math.min(blocks.length, start + 40); i += 1) {
    const b = blocks[i];
    if (b.kind !== 'heading') {
      if (b.el) run.push(b);
    } else if (ends(b)) break;
  }
  // A card's toolbar ('Cook Mode', 'Scale 1x 2x') or a tip box ('Remember: …') sits beside the
  // heading; the list decides, and the scope must hold most of it.
  const items = run.filter((b) => b.kind === 'item');
  const next = items.length >= 2 ? items : run.slice(0, 11);
  const need = items.length >= 2 ? Math.max(2, Math.ceil(items.length / 2)) : 2;
  for (const anc of ancestors(blocks[start].el)) {
    if (anc.name === 'body' || anc.name === 'html') return null;
    if (next.filter((b) => isInside(b.el!, anc)).length >= need) return anc;
  }
  return null;
}
