// Page kind: steps with no method heading, right after the ingredient list.
import { isIngredientHeading, isStopHeading } from '@mise/recipe-text';
import { startsWithQuantity } from '../../text/ingredient-line';
import { EQUIPMENT_WORD } from './equipment-box.pass';
import { type Block, type Entry, isSentence } from './lines';
import { asksReader, stepsGoOn } from './method-end.pass';
import { joinSoftBreaks } from './soft-breaks.pass';
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
