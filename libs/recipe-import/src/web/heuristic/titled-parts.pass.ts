// Page kind: a method whose list items each hold titled parts ('<h4>Step 1</h4><p>…</p>').
import { type Element, isElement, textOf, walkElements } from '../html-dom';

/**
 * One list item holding the whole method as titled parts ('<h4>Step 1</h4><p>…</p><h4>Step 2</h4>…'),
 * or one step under its own title ('<h4>Step 1 Toast the bread</h4><p>Preheat…</p>'): its headings
 * and paragraphs are read one by one, not glued into one line.
 */
export function holdsTitledParts(li: Element): boolean {
  if (li.children.filter((c) => isElement(c) && /^h[1-6]$/.test(c.name)).length >= 2) return true;
  // A heading, then a paragraph, anywhere inside the item. A title ending in a colon leads into
  // its step ('To serve: Spoon…') and reads well as one line.
  let heading = false;
  let titled = false;
  walkElements(li, (el) => {
    if (titled) return false;
    if (/^h[1-6]$/.test(el.name)) {
      const title = textOf(el);
      heading = heading || (title.length > 0 && !/[:.!?]$/.test(title));
      return false;
    }
    if (el.name === 'p' && heading && textOf(el)) titled = true;
    return el.name !== 'p' && el.name !== 'ul' && el.name !== 'ol';
  });
  return titled;
}
