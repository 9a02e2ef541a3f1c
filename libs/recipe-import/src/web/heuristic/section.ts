// Serves every page kind: the lines under one 'Ingredients' or 'Method' heading.
import { isBareSectionTitle, isIngredientHeading, isMethodHeading, isStopHeading } from '@mise/recipe-text';
import { toHeading } from '../../shared/text';
import { pairAmountsWithNames } from './amount-name-pairs.pass';
import { commaList } from './comma-list.pass';
import { continuesSection } from './continues-section.pass';
import { isInside } from './dom-shape';
import { type Block, type Entry, isLabelLine, isSentence, type Section, STEP_TITLE } from './lines';
import { asksReader, labelRow, namesNextSteps, stepsGoOn } from './method-end.pass';
import { joinNumberedBoxes, nextNumberAhead } from './numbered-boxes.pass';
import { passOn } from './passes';
import { noteAction } from './notes.pass';
import { cutAtLaterList } from './paragraphs-before-list.pass';
import { isTitledStep } from './step-titles.pass';
import { asGroupName, isLabelBetweenLists } from './group-labels.pass';
import { dropProseAmongAmounts } from './prose-among-amounts.pass';
import { sectionScope } from './section-scope.pass';
import { isServingsLine } from './servings-line.pass';
import { isTimeFact } from './time-facts.pass';

/**
 * Lines after a section heading until a heading of the same or higher rank, another section's
 * heading, or a stop word. List items are preferred; paragraphs count only when there are none.
 */
export function readSection(blocks: Block[], start: number, kind: 'ingredients' | 'method'): Section {
  const head = blocks[start];
  const out: Entry[] = [];
  // The section lives in the smallest element holding its heading and its first line: what lies
  // outside it (related recipes, sign-up boxes) is not part of the recipe.
  const scope = passOn('section-scope') ? sectionScope(blocks, start) : null;
  for (let i = start + 1; i < blocks.length; i += 1) {
    const b = blocks[i];
    if (scope && b.el && !isInside(b.el, scope)) break;
    if (b.kind === 'heading') {
      const other = kind === 'ingredients' ? isMethodHeading(b.text) : isIngredientHeading(b.text);
      // Tabs ('Ingredients' | 'Nutrition') stand side by side before any content: the next tab's
      // name does not end the section that has not started yet.
      if (!out.length && i === start + 1 && b.tab && head.tab && b.el?.parent === head.el?.parent) continue;
      if (other || isStopHeading(b.text)) break;
      if (kind === 'ingredients' ? isIngredientHeading(b.text) : isMethodHeading(b.text)) {
        // 'Frosting preparation' ranked under 'Instructions' names a part of the same method.
        // So does a bold line ('Zubereitung im Kochtopf:') under a real heading.
        const part =
          head.level <= 6 &&
          (b.level <= 6 || kind === 'method') &&
          b.level > head.level &&
          !isBareSectionTitle(b.text);
        if (!part) {
          if (out.length) break;
          continue;
        }
      }
      if (
        head.level <= 6 &&
        b.level <= head.level &&
        out.length &&
        !(passOn('continues-section') && continuesSection(blocks, i, kind))
      )
        break;
      // 'Step 2: Brown the meat' above a paragraph is a step's title, not a section.
      if (kind === 'method' && STEP_TITLE.test(b.text)) continue;
      if (head.level > 6 && b.level <= 6 && out.length) break;
      out.push({ text: b.text, heading: true, item: false, index: i });
      continue;
    }
    // 'Cooling time: 1 hour' beside the steps is a fact about the recipe, not a step.
    if (passOn('time-facts') && kind === 'method' && b.text.length < 60 && isTimeFact(b.text)) continue;
    // A paragraph set as a heading is the post's lead or a teaser for other recipes, not a step.
    if (kind === 'method' && b.el && /^h[1-6]$/.test(b.el.name)) {
      if (out.some((o) => !o.heading)) break;
      continue;
    }
    // After the steps, a short line that is not a sentence is a link or a caption: the section is
    // over, unless the steps go on right after it in the same box (an advert between two parts of
    // the list, or a step written without a full stop).
    // (A label before them, 'Step 1' or 'Rice: Basmati', is not a step read.)
    const lastStep = [...out].reverse().find((o) => !o.heading && !isLabelLine(o.text));
    if (
      kind === 'method' &&
      b.kind === 'para' &&
      lastStep &&
      b.text.length < 40 &&
      !/[.!?)…:]$/.test(b.text) &&
      !/\d/.test(b.text)
    ) {
      // A photo's caption and credit under a numbered step box, the next number coming after them.
      if (passOn('numbered-boxes') && nextNumberAhead(blocks, i, out)) continue;
      const goesOn = stepsGoOn(blocks, lastStep.index, i);
      if (goesOn === 'list') continue;
      // A row of tab labels ('Pot' | 'Rice cooker' | 'Steamer') above the steps is not the end.
      if (
        passOn('label-row') &&
        !lastStep.item &&
        !isSentence(lastStep.text) &&
        labelRow(blocks, lastStep.index, i)
      )
        continue;
      // A group's name between two lists of steps ('Egg prep') titles the next list.
      if (passOn('step-group-names') && !goesOn && namesNextSteps(blocks, lastStep.index, i)) {
        out.push({ text: b.text, heading: true, item: false, index: i });
        continue;
      }
      if (goesOn !== 'paragraphs') break;
    }
    // ('Too sticky? Add flour.' between two steps is a step.)
    if (passOn('asks-reader') && kind === 'method' && b.kind === 'para' && lastStep && asksReader(b.text)) {
      if (!stepsGoOn(blocks, lastStep.index, i)) break;
    }
    // A 'Note: …' or 'TIP | …' paragraph ends the steps, or is left out when they go on after it.
    const note = passOn('notes') ? noteAction(blocks, i, out, lastStep, kind) : null;
    if (note === 'skip') continue;
    if (note === 'end') break;
    if (passOn('comma-list') && kind === 'ingredients' && b.kind === 'para' && b.text.length > 200) {
      if (out.some((o) => !o.heading)) break;
      // The whole list written as one paragraph, item after item between commas.
      const items = commaList(b.text);
      for (const text of items) out.push({ text, heading: false, item: false, index: i });
      continue;
    }
    const listed =
      passOn('comma-list') && kind === 'ingredients' && b.kind === 'para' && b.text.length > 60
        ? commaList(b.text)
        : [];
    if (listed.length) for (const text of listed) out.push({ text, heading: false, item: false, index: i });
    else out.push({ text: b.text, heading: false, item: b.kind === 'item', index: i });
  }
  if (kind === 'ingredients') {
    if (passOn('amount-name-pairs')) pairAmountsWithNames(out, blocks);
    if (passOn('prose-among-amounts')) dropProseAmongAmounts(out);
    // 'Für 4 Personen', '4 főre', '8 porcí' above the list: how many it serves, not food.
    const first = out.findIndex((o) => !o.heading);
    if (passOn('servings-line') && first >= 0 && isServingsLine(out[first].text)) out.splice(first, 1);
  }
  if (passOn('paragraphs-before-list') && kind === 'ingredients') cutAtLaterList(out);
  const items = out.filter((o) => o.item).length;
  if (kind === 'method') {
    if (passOn('numbered-boxes')) joinNumberedBoxes(out, blocks);
  }
  const useItems = items >= 2;
  const namedGroups = kind === 'method' && out.some((o) => o.heading && blocks[o.index].kind !== 'heading');
  const lines: string[] = [];
  let end = start;
  for (let i = 0; i < out.length; i += 1) {
    const o = out[i];
    if (o.heading) {
      // A sub-heading counts only when lines follow it.
      const next = out.slice(i + 1).find((x) => x.heading || (useItems ? x.item : true));
      if (next && !next.heading) lines.push(toHeading(o.text.replace(/:\s*$/, '')));
      continue;
    }
    // Among lists of steps, a paragraph under its own step title ('Schritt 2') is a step too.
    const titled = passOn('step-titles') && kind === 'method' && isTitledStep(out, i);
    if (useItems && !o.item && !titled) {
      // A short label between two lists ('Optional', 'do podania') names the next group.
      // Steps whose groups are named so (see namesNextSteps) have the first group named the same way.
      const label =
        (kind === 'ingredients' ? lines.length > 0 : namedGroups && !lines.length) &&
        isLabelBetweenLists(out, i);
      if (passOn('group-labels') && label) {
        lines.push(toHeading(o.text.replace(/:\s*$/, '')));
        continue;
      }
      // Paragraphs after the list has started and ended close the section.
      if (lines.some((l) => !l.startsWith('*')) && kind === 'ingredients') break;
      continue;
    }
    // 'Für den Teig' drawn as a list item is the group's name.
    lines.push(passOn('group-labels') && kind === 'ingredients' ? asGroupName(o.text) : o.text);
    end = o.index;
  }
  while (lines.length && lines[lines.length - 1].startsWith('*')) lines.pop();
  return { lines, items: lines.filter((l) => !l.startsWith('*')).length, end };
}
