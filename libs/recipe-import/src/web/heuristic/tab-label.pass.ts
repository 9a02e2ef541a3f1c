// Page kind: a tabbed recipe card whose section headings are buttons ('Ingredients' | 'Nutrition').
import { type AnyNode, type Element, isElement } from '../html-dom';

/** A tabbed card ('Ingredients' | 'Nutrition') puts each heading's word inside a button. */
export function tabLabel(heading: Element): string {
  const parts: string[] = [];
  const collect = (n: AnyNode, inButton: boolean): void => {
    if (n.type === 'text') {
      if (inButton) parts.push(n.data);
    } else if (isElement(n)) for (const c of n.children) collect(c, inButton || n.name === 'button');
  };
  collect(heading, false);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
