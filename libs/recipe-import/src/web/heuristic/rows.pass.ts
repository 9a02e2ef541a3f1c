// Page kind: ingredients laid out as table rows or side-by-side boxes ('200 g' | 'rice').
import { AMOUNT_FIRST } from '../../text/ingredient-line';
import { type Element, isElement, textOf } from '../html-dom';
import { BLOCKS, hasBlockDescendant, hasBlockDescendantOfKind, SKIP } from './dom-shape';
import { TIME_LABEL, YIELD_LABEL } from './page-facts.pass';

/**
 * A table row, or a few short leaf cells side by side ('200 g' | 'rice'), reads as one line:
 * amount and name are laid out in separate boxes but belong together.
 */
export function isRow(el: Element): boolean {
  if (el.name !== 'tr' && el.name !== 'div' && el.name !== 'p' && el.name !== 'label') return false;
  const cells = el.children.filter(isElement);
  // A checkbox row: the input, then a label holding amount and name.
  const boxes = cells.filter((c) => c.name !== 'input');
  const inner =
    boxes.length === 1 && !BLOCKS.has(boxes[0].name) ? boxes[0].children.filter(isElement) : boxes;
  if (isAmountAndName(inner)) return true;
  // A table row is one line however its cells wrap their text ('<td><div>2 EL</div></td>').
  if (el.name === 'tr' && isTableLine(cells)) return true;
  // Paragraphs and list items are lines of their own, however short ('12cl water', '100g sugar').
  if (
    cells.length < 2 ||
    cells.length > 4 ||
    cells.some((c) => hasBlockDescendant(c) || SKIP.has(c.name) || c.name === 'p' || c.name === 'li')
  )
    return false;
  if (el.children.some((c) => (c.type === 'text' && c.data.trim()) || (isElement(c) && c.name === 'br')))
    return false;
  const texts = cells.map((c) => textOf(c));
  const joined = texts.join(' ');
  if (!joined || joined.length > 120) return false;
  return (
    el.name === 'tr' ||
    (texts.filter(Boolean).length >= 2 && AMOUNT_FIRST.test(texts[0]) && texts[0].length <= 25)
  );
}

/**
 * A row's line. A table that gives the name, then the amount ('Äpplen' | '3', 'Vatten' | '½ dl')
 * reads as the amount, then the name, the way an ingredient line is written.
 */
export function rowText(row: Element): string {
  const boxes = row.children.filter(isElement);
  const cells = boxes.map((c) => textOf(c));
  if (row.name === 'tr' && cells.length === 2 && boxes.every((c) => c.name === 'td' || c.name === 'th')) {
    const [name, amount] = cells;
    // A fact's label ('Serves' | '4', 'Time' | '45 minutes') stays before its value.
    const label = /\d|:$/.test(name) || TIME_LABEL.test(name) || YIELD_LABEL.test(name);
    if (name && !label && amount.length <= 25 && AMOUNT_FIRST.test(amount)) return `${amount} ${name}`;
  }
  return textOf(row);
}

function isTableLine(cells: Element[]): boolean {
  if (cells.length < 2 || cells.length > 4 || cells.some((c) => c.name !== 'td' && c.name !== 'th'))
    return false;
  if (cells.some((c) => hasBlockDescendantOfKind(c, 'li') || hasBlockDescendantOfKind(c, 'table')))
    return false;
  const texts = cells.map((c) => textOf(c));
  return texts.filter(Boolean).length >= 2 && texts.join(' ').length <= 160;
}

/** An amount box and a name paragraph side by side ('<span>2</span><p>avocados</p>'): one line. */
function isAmountAndName(cells: Element[]): boolean {
  if (cells.length !== 2 || cells.some((c) => hasBlockDescendant(c) || SKIP.has(c.name))) return false;
  const [amount, name] = cells.map((c) => textOf(c));
  return (
    !!amount &&
    !!name &&
    amount.length <= 25 &&
    AMOUNT_FIRST.test(amount) &&
    name.length <= 100 &&
    /\p{L}/u.test(name) &&
    !/[.!?]$/.test(name)
  );
}
