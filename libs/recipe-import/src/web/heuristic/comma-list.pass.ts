// Page kind: an ingredient list written as one sentence, items between commas.
import { startsWithQuantity } from '../../text/ingredient-line';

/**
 * '4-5 figs, 1 duck confit (2 legs or 1 breast), 3 shallots, 200 g chanterelles, thyme, …': a
 * list written as a sentence. Split at commas and semicolons outside brackets, when at least four
 * short items come out and most of them start with an amount; otherwise nothing.
 */
export function commaList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    else if (i === text.length || (depth === 0 && (c === ',' || c === ';') && /\s/.test(text[i + 1] ?? ''))) {
      items.push(text.slice(start, i).trim().replace(/\.$/, ''));
      start = i + 1;
    }
  }
  const kept = items.filter(Boolean);
  const amounts = kept.filter((t) => startsWithQuantity(t)).length;
  return kept.length >= 4 && amounts >= 0.5 * kept.length && kept.every((t) => t.length <= 80) ? kept : [];
}
