// Page kind: group headings ranked like the section's own heading ('Ingredients', then 'Dough' as h2).
import { AMOUNT_FIRST } from '../../text/ingredient-line';
import { type Block, STEP_TITLE } from './lines';

/**
 * Some pages give group headings the same rank as the section's own heading ('Ingredients',
 * then 'Dough', 'Filling' as h2). Such a heading continues the section when what follows it looks
 * like more of the same: amounts for ingredients, a short label over step paragraphs for a method.
 */
export function continuesSection(blocks: Block[], i: number, kind: 'ingredients' | 'method'): boolean {
  const following: Block[] = [];
  for (let j = i + 1; j < blocks.length && following.length < 12; j += 1) {
    // 'Step 1' over each paragraph is the step's title: the part's steps are still to come.
    if (blocks[j].kind === 'heading' && kind === 'method' && STEP_TITLE.test(blocks[j].text)) continue;
    if (blocks[j].kind === 'heading') break;
    following.push(blocks[j]);
  }
  if (!following.length) return false;
  if (kind === 'ingredients') {
    const items = following.filter((b) => b.kind === 'item');
    return (
      items.length >= 2 &&
      (AMOUNT_FIRST.test(items[0].text) ||
        items.filter((b) => /[\d½¼¾⅓⅔]/.test(b.text)).length >= 0.5 * items.length)
    );
  }
  return blocks[i].text.split(/\s+/).length <= 3 && following.some((b) => b.text.length >= 40);
}
