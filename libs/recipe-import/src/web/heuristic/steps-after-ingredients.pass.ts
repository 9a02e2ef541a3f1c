// Page kind: steps with no method heading, right after the ingredient list.
import { isIngredientHeading, isStopHeading } from '@mise/recipe-text';
import { startsWithQuantity } from '../../text/ingredient-line';
import { EQUIPMENT_WORD } from './equipment';
import type { Element } from '../html-dom';
import { BARE_NUMBER, type Block, type Entry, isSentence } from './lines';
import { asksReader, stepsGoOn } from './method-end.pass';
import { kindOfTimeFact } from './time-facts.pass';

/**
 * Pages without a method heading ('Recipe', 'Let's get started!', or none at all) still put the
 * steps right after the ingredients: the sentences that follow the ingredient list, up to the
 * next section heading or the first line that is not a sentence.
 */
export function stepsAfter(blocks: Block[], end: number): string[] {
  const steps: Entry[] = [];
  for (let i = end + 1; i < blocks.length && steps.length < 60; i += 1) {
    const b = blocks[i];
    if (b.kind === 'heading') {
      // The equipment a recipe needs often sits between its ingredients and its steps.
      const equipment = EQUIPMENT_WORD.test(b.text) && !steps.length;
      if (!equipment && (isStopHeading(b.text) || isIngredientHeading(b.text) || steps.length)) break;
      continue;
    }
    if (kindOfTimeFact(b.text)) continue;
    if (steps.length && asksReader(b.text) && !stepsGoOn(blocks, steps[steps.length - 1].index, i)) break;
    // A paragraph set as a heading is the post's lead or a teaser for other recipes, not a step.
    if (b.el && /^h[1-6]$/.test(b.el.name)) {
      if (steps.length) break;
      continue;
    }
    if (!isSentence(b.text)) {
      if (steps.length) break;
      continue;
    }
    // An ingredient line ends the steps; a step's own number ('1- Peel the shallots') does not.
    const counted = /^\d{1,2}\s*[-.)]\s+\p{Lu}/u.test(b.text);
    if (!counted && startsWithQuantity(b.text) && b.text.length < 80) break;
    steps.push({ text: b.text, heading: false, item: b.kind === 'item', index: i });
  }
  joinSoftBreaks(steps, blocks);
  return steps.length >= 2 ? steps.map((o) => o.text) : [];
}

/**
 * A method laid out one paragraph per step: a <br> inside a paragraph ('…at this point.<br>We use
 * a 3:1 mix…') is a line break within the step, not a new step. (A method written as a single
 * paragraph broken by <br> keeps one step per line.)
 */
function joinSoftBreaks(out: Entry[], blocks: Block[]): void {
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
