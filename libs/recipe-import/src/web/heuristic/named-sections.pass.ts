// Page kind: several 'Ingredients for the …' headings of one rank, one per group.
import { isBareSectionTitle, isIngredientHeading, isMethodHeading } from '@mise/recipe-text';
import { toHeading } from '../../shared/text';
import type { Block, Section } from './lines';
import { readSection } from './section';

/**
 * 'Ingredients for the filling', 'Ingredients for the topping', 'Ingredients for the dip' as
 * headings of one rank, one after the other: each ends the one before, but together they are the
 * recipe's list, each a group named by its heading.
 */
export function joinNamedSections(
  blocks: Block[],
  best: { section: Section; index: number },
  kind: 'ingredients' | 'method',
): { section: Section; index: number } {
  const test = kind === 'ingredients' ? isIngredientHeading : isMethodHeading;
  const level = blocks[best.index].level;
  const named = (i: number): boolean =>
    blocks[i]?.kind === 'heading' &&
    blocks[i].level === level &&
    test(blocks[i].text) &&
    !isBareSectionTitle(blocks[i].text);
  if (!named(best.index)) return best;
  // Back to the first of the run, then forward while each section ends right before the next heading.
  let first = best.index;
  for (let i = best.index - 1; i >= 0 && i >= first - 60; i -= 1) {
    if (!named(i)) continue;
    if (readSection(blocks, i, kind).end + 1 !== first) break;
    first = i;
  }
  const parts: string[] = [];
  let index = first;
  let end = first;
  let count = 0;
  while (named(index)) {
    const section = readSection(blocks, index, kind);
    if (!section.items) break;
    parts.push(toHeading(blocks[index].text.replace(/:\s*$/, '')), ...section.lines);
    count += 1;
    end = section.end;
    index = section.end + 1;
  }
  if (count < 2) return best;
  return {
    section: { lines: parts, items: parts.filter((l) => !l.startsWith('*')).length, end },
    index: first,
  };
}
