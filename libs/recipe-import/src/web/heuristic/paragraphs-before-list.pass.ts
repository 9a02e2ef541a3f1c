// Page kind: ingredients given as paragraphs, with a list of something else (downloads, links) further down.
import { startsWithQuantity } from '../../text/ingredient-line';
import type { Entry } from './lines';

const amountLine = (o: Entry): boolean =>
  !o.heading && startsWithQuantity(o.text) && /\p{L}{3}/u.test(o.text);

/** Lines given as paragraphs before any list item: the first list after them ends the section. */
export function cutAtLaterList(out: Entry[]): void {
  const firstItem = out.findIndex((o) => o.item);
  if (firstItem > 0 && out.slice(0, firstItem).filter(amountLine).length >= 2) out.splice(firstItem);
}
