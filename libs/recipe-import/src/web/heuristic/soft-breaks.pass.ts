// Page kind: steps after the ingredients with no method heading, laid out one paragraph per step with <br> breaks inside a step.
import type { Element } from '../html-dom';
import { BARE_NUMBER, type Block, type Entry } from './lines';

/**
 * A method laid out one paragraph per step: a <br> inside a paragraph ('…at this point.<br>We use
 * a 3:1 mix…') is a line break within the step, not a new step. (A method written as a single
 * paragraph broken by <br> keeps one step per line.)
 */
export function joinSoftBreaks(out: Entry[], blocks: Block[]): void {
  const elOf = (o: { index: number }): Element | undefined => blocks[o.index].el;
  const paragraphs = new Set(out.filter((o) => !o.heading && elOf(o)?.name === 'p').map(elOf));
  if (paragraphs.size < 3) return;
  for (let i = out.length - 1; i > 0; i -= 1) {
    const [a, b] = [out[i - 1], out[i]];
    if (a.heading || b.heading || a.item || b.item || elOf(a)?.name !== 'p' || elOf(a) !== elOf(b)) continue;
    // Step numbers drawn on a line of their own are dropped later, not glued to the step.
    if (BARE_NUMBER.test(a.text)) continue;
    a.text = `${a.text} ${b.text}`;
    out.splice(i, 1);
  }
}
