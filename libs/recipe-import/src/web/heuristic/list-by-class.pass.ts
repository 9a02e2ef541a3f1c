// Page kind: no section heading, but lists whose element is named for their role (class="ingredients").
import { type AnyNode, blockLines, classOf, textOf, walkElements } from '../html-dom';
import { hasBlockDescendantOfKind, SKIP } from './dom-shape';

export const INGREDIENT_CLASS =
  /(^|[\s_-])(ingredients?|zutaten|ingredientes|ingredienti|ingredients-list|recipe-ingredients)([\s_-]|$)/;

export const METHOD_CLASS =
  /(^|[\s_-])(instructions?|directions?|method|preparation|steps|zubereitung|preparazione|preparacion|recipe-steps|recipe-method)([\s_-]|$)/;

/**
 * Without a section heading, a list whose element is named for its role
 * (class="ingredients", id="instructions") is the next best sign: its items, or its paragraphs.
 */
export function listByClass(root: AnyNode, name: RegExp): string[] {
  let best: string[] = [];
  walkElements(root, (el) => {
    if (SKIP.has(el.name)) return false;
    if (!name.test(classOf(el))) return true;
    const items: string[] = [];
    walkElements(el, (inner) => {
      if (inner.name === 'li' && !hasBlockDescendantOfKind(inner, 'li')) {
        const text = textOf(inner);
        if (text) items.push(text);
        return false;
      }
      return !SKIP.has(inner.name);
    });
    // A paragraph set as a heading inside the box is the post's lead or a teaser, not a line of it.
    const lines =
      items.length >= 2
        ? items
        : blockLines(
            el,
            (inner) => inner !== el && /^h[1-6]$/.test(inner.name) && textOf(inner).length > 100,
          ).filter((l) => l.length <= 600);
    if (lines.length >= 2 && lines.length <= 80 && lines.length > best.length) best = lines;
    return false;
  });
  return best;
}
