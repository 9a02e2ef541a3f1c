// Page kind: a tip box inside a recipe card's ingredient area.
import { startsWithQuantity } from '../../text/ingredient-line';
import type { Entry } from './lines';

/**
 * A tip box inside a card's ingredient area ('Remember: only the amounts on the left are
 * rescaled.') is prose among amounts: when most lines start with an amount, sentences that do not
 * are dropped.
 */
export function dropProseAmongAmounts(out: Entry[]): void {
  const lines = out.filter((o) => !o.heading);
  if (lines.filter((o) => startsWithQuantity(o.text)).length < lines.length / 2) return;
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const o = out[i];
    if (!o.heading && !startsWithQuantity(o.text) && (o.text.length > 100 || /[.!?]\s+\p{Lu}/u.test(o.text)))
      out.splice(i, 1);
  }
}
