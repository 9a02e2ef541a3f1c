import { parseIngredient, unitInfo } from '@mise/recipe-text';
import { isHeading } from './text';

const sameName = (a: string, b: string): boolean =>
  a === b || (a.length > 2 && b.length > 2 && (a.includes(b) || b.includes(a)));

/**
 * Pages with a metric / US toggle often carry both lists in the markup, one after the other. When
 * the second half of an ingredient list names the same ingredients in the same order as the first,
 * and at least half of those pairs switch unit system (125 ml <-> 4.4 fl oz), the second half is the
 * other rendering of the same list: keep the first.
 */
export function dropUnitSystemRepeat(lines: string[]): string[] {
  const items = lines.map((line, index) => ({ line, index })).filter(({ line }) => !isHeading(line));
  if (items.length < 4 || items.length % 2 !== 0) return lines;
  const half = items.length / 2;
  const parsed = items.map(({ line }) => parseIngredient(line));
  let sameNames = 0;
  let switched = 0;
  for (let i = 0; i < half; i += 1) {
    const a = parsed[i];
    const b = parsed[i + half];
    if (!a.name || !b.name || !sameName(a.name.toLowerCase(), b.name.toLowerCase())) continue;
    sameNames += 1;
    const sa = unitInfo(a.unit)?.system;
    const sb = unitInfo(b.unit)?.system;
    if (sa && sb && sa !== 'none' && sb !== 'none' && sa !== sb) switched += 1;
  }
  if (sameNames < 0.8 * half || switched < Math.max(2, 0.5 * half)) return lines;
  // Cut before the second half's first item, together with the headings that introduce it.
  let cut = items[half].index;
  while (cut > 0 && isHeading(lines[cut - 1]) && cut - 1 > items[half - 1].index) cut -= 1;
  return lines.slice(0, cut);
}
