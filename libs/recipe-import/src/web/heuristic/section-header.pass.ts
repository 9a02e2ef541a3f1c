// Page kind: a section's title set in a <header> inside an article.
import { type AnyNode, type Element, isElement } from '../html-dom';

/** A <header> inside an article or section holds that section's title, not the site's banner. */
export function isSectionHeader(el: Element): boolean {
  for (let p = el.parent; p && isElement(p as AnyNode); p = p.parent) {
    const name = (p as Element).name;
    if (name === 'section' || name === 'article' || name === 'main') return true;
  }
  return false;
}
