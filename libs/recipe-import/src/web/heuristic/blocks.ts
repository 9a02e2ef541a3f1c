// Serves every page kind: the page's body as a flat run of headings, list items and paragraphs.
import { isIngredientHeading, isMethodHeading, isStopHeading } from '@mise/recipe-text';
import { type AnyNode, type Element, isElement, styledBlockLines, textOf } from '../html-dom';
import {
  hasBlockChild,
  hasBlockDescendant,
  hasBlockDescendantOfKind,
  hasBreak,
  LEAFISH,
  SKIP,
} from './dom-shape';
import { isEquipmentBox } from './equipment-box.pass';
import type { Block } from './lines';
import { passOn } from './passes';
import { isRecipeBox } from './recipe-box.pass';
import { isRow, rowText } from './rows.pass';
import { isSectionHeader } from './section-header.pass';
import { tabLabel } from './tab-label.pass';
import { holdsTitledParts } from './titled-parts.pass';
import { isOtherUnitTab } from './unit-tabs.pass';

const lineCache = new WeakMap<AnyNode, Block[]>();

/** The page's body as a flat run of headings, list items and paragraphs, in reading order. */
export function linearise(root: AnyNode): Block[] {
  const cached = lineCache.get(root);
  if (cached) return cached;
  const blocks = lineariseUncached(root);
  lineCache.set(root, blocks);
  return blocks;
}

function lineariseUncached(root: AnyNode): Block[] {
  const blocks: Block[] = [];
  const walk = (n: AnyNode): void => {
    if (!isElement(n)) {
      if ('children' in n && n.type === 'root') for (const c of n.children) walk(c);
      return;
    }
    // The same list in another unit system, behind a tab: the page's default is the recipe.
    if (passOn('unit-tabs') && isOtherUnitTab(n)) return;
    if (
      SKIP.has(n.name) &&
      !(passOn('section-header') && n.name === 'header' && isSectionHeader(n)) &&
      !(passOn('recipe-box') && isRecipeBox(n))
    )
      return;
    // A box of equipment ('2 piping bags') often follows the last ingredient group without a
    // heading of its own; it is not food, so it ends whatever list came before it.
    if (passOn('equipment-box') && isEquipmentBox(n))
      blocks.push({ kind: 'heading', text: 'Equipment', level: 7, el: n });
    if (/^h[1-6]$/.test(n.name)) {
      const own = textOf(n);
      const text = own || (passOn('tab-label') ? tabLabel(n) : '');
      // A 'heading' the length of a paragraph is a paragraph styled big.
      if (text)
        blocks.push({
          kind: text.length > 100 ? 'para' : 'heading',
          text,
          level: Number(n.name[1]),
          el: n,
          ...(own ? {} : { tab: true }),
        });
      return;
    }
    if (
      n.name === 'li' &&
      !hasBlockDescendantOfKind(n, 'li') &&
      !(passOn('titled-parts') && holdsTitledParts(n))
    ) {
      const text = textOf(n);
      if (text) blocks.push({ kind: 'item', text, level: 0, el: n });
      return;
    }
    if (passOn('rows') && isRow(n)) {
      blocks.push({ kind: 'para', text: rowText(n), level: 0, el: n });
      return;
    }
    if (LEAFISH.has(n.name) && !hasBlockDescendant(n)) {
      for (const line of styledBlockLines(n)) blocks.push(classify(line.text, n, line.bold));
      return;
    }
    if (n.name === 'p' || (n.name === 'div' && !hasBlockChild(n))) {
      for (const line of styledBlockLines(n)) blocks.push(classify(line.text, n, line.bold));
      return;
    }
    for (const c of n.children) walk(c);
  };
  walk(root);
  return blocks;
}

/** A short line that names a section ('Ingredients', 'For the sauce:') acts as a heading. */
function classify(text: string, el: Element, boldLine = false): Block {
  const short = text.length <= 60;
  // '<strong>Sauce</strong><br>2 tbsp oil<br>…': a bold line among the paragraph's lines names a group.
  if (boldLine && short && !/\d|[.!?]$/.test(text) && text.split(' ').length <= 6 && hasBreak(el))
    return { kind: 'heading', text, level: 8, el };
  const bold =
    el.name === 'strong' ||
    el.name === 'b' ||
    el.children.every((c) => !isElement(c) || c.name === 'strong' || c.name === 'b');
  if (short && (isIngredientHeading(text) || isMethodHeading(text) || isStopHeading(text)))
    return { kind: 'heading', text, level: 7, el };
  if (short && /:\s*$/.test(text) && !/\d/.test(text) && text.split(' ').length <= 8)
    return { kind: 'heading', text, level: 8, el };
  if (short && bold && el.children.some(isElement) && !/[.!?]$/.test(text) && text.split(' ').length <= 6)
    return { kind: 'heading', text, level: 8, el };
  return { kind: 'para', text, level: 0, el };
}
