// Page kind: a serving count drawn as an icon with the number beside it.
import { type AnyNode, attr, type Element, isElement, textOf, walkElements } from '../html-dom';
import { SKIP } from './dom-shape';

const OTHER_RECIPES = /related|recommend|sidebar|widget|teaser|more-recipes/i;

/** Words that name servings in an icon's class, alt text or label ('icon-serves', alt="portions"). */
const YIELD_ICON =
  /(^|[^a-z])(serves|servings?|yields?|portions?|porciones|porções|porzioni|portionen|personen|personnes|porcj[a-z]*|adag)([^a-z]|$)/i;

/**
 * Recipe cards often draw the serving count as an icon with the number beside it and no word
 * at all: the icon's class or alt text is the label. The value is the first short text after
 * the icon that starts with a number, looked for among its next siblings and its parents'.
 */
export function readIconYield(root: AnyNode): string {
  let found = '';
  walkElements(root, (el) => {
    if (found) return false;
    if (SKIP.has(el.name) && el.name !== 'svg') return false;
    // Other recipes' cards (related, recommended) carry their own serving counts.
    if (OTHER_RECIPES.test(attr(el, 'class'))) return false;
    const isIcon =
      el.name === 'img' ||
      el.name === 'svg' ||
      el.name === 'i' ||
      /icon|glyph|\bico(\b|[-_])/i.test(attr(el, 'class'));
    const label =
      el.name === 'img'
        ? `${attr(el, 'alt')} ${attr(el, 'title')}`
        : `${attr(el, 'class')} ${attr(el, 'aria-label')}`;
    if (!isIcon || !YIELD_ICON.test(label) || textOf(el).length > 0) return el.name !== 'svg';
    let node: Element | null = el;
    for (let up = 0; up < 3 && node && !found; up += 1) {
      for (let sib = node.next; sib && !found; sib = sib.next) {
        const text = sib.type === 'text' ? sib.data.trim() : isElement(sib) ? textOf(sib) : '';
        if (!text) continue;
        // A count, maybe with its unit ('4', '6-8', '8 os.'), not a sentence ('5 from 2 ratings').
        if (/^\d+(\s*[-–]\s*\d+)?(\s+\p{L}+\.?)?$/u.test(text)) found = text;
        break;
      }
      if (
        node.parent &&
        isElement(node.parent) &&
        node.parent.children.some(
          (c) => c !== node && (c.type === 'text' ? c.data.trim() : isElement(c) && textOf(c)),
        )
      )
        break;
      node = node.parent && isElement(node.parent) ? node.parent : null;
    }
    return !found;
  });
  return /^\d+$/.test(found) ? `${found} servings` : found;
}
