// Page kind: a 'Note: …' or 'TIP | …' paragraph after or among the steps.
import type { Block, Entry } from './lines';
import { stepsGoOn } from './method-end.pass';

const NOTE = /^(notes?|tips?|hinweis|remarque|nota)\s*[|:]/i;

/**
 * What a note line does to the section being read: 'skip' it when the steps go on after it (or it
 * is an item of the steps' own list), 'end' the section otherwise; null when it is no note.
 */
export function noteAction(
  blocks: Block[],
  i: number,
  out: Entry[],
  lastStep: Entry | undefined,
  kind: 'ingredients' | 'method',
): 'skip' | 'end' | null {
  const b = blocks[i];
  if (!NOTE.test(b.text) || !out.length) return null;
  if (lastStep && kind === 'method' && stepsGoOn(blocks, lastStep.index, i)) return 'skip';
  const inList =
    kind === 'method' &&
    b.kind === 'item' &&
    lastStep?.item &&
    b.el?.parent === blocks[lastStep.index].el?.parent;
  return inList ? 'skip' : 'end';
}
