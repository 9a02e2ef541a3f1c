// Page kind: cards drawing each amount and its name as separate boxes ('350 g' | "d'aubergine").
import { startsWithQuantity } from '../../text/ingredient-line';
import { type AnyNode, type Element, isElement } from '../html-dom';
import { ancestors, isInside } from './dom-shape';
import type { Block, Entry } from './lines';

/** '350 g', '1', '6 c.à.s': an amount with at most a short unit, and nothing else. */
const AMOUNT_ONLY = /^(?:\d+(?:[.,/]\d+)?|[½¼¾⅓⅔⅛])(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?(?:\s*[\p{L}.]{1,8}){0,2}$/u;

/**
 * Cards that draw the amount and the name as boxes of their own ('350 g' | "d'aubergine", or the
 * name first: 'Kritharaki' | '275 g') give them as separate lines: an amount-only line and a line
 * without an amount that sit alone together in one card (or side by side in one grid) are one
 * ingredient, written amount first. Only when the list is laid out that way throughout (two pairs or more), in one order.
 */
export function pairAmountsWithNames(out: Entry[], blocks: Block[]): void {
  const elOf = (o: Entry): Element | undefined => blocks[o.index].el;
  // The smallest element holding both lines must hold no other line of the list: a card.
  const card = (a: Entry, b: Entry): boolean => {
    const [x, y] = [elOf(a), elOf(b)];
    if (!x || !y) return false;
    const up = new Set<AnyNode>([x, ...ancestors(x)]);
    let box: AnyNode | null = y;
    while (box && !up.has(box)) box = box.parent;
    if (!box || !isElement(box)) return false;
    const holder = box;
    return out.every((o) => {
      const el = elOf(o);
      return o === a || o === b || o.heading || !el || (el !== holder && !isInside(el, holder));
    });
  };
  const amountOnly = (o: Entry): boolean => !o.heading && AMOUNT_ONLY.test(o.text.trim());
  const nameOnly = (o: Entry): boolean =>
    !o.heading && /\p{L}/u.test(o.text) && !startsWithQuantity(o.text) && !/^\d/.test(o.text);
  // Boxes side by side in one grid, with no card around each pair: the order decides, and the
  // order that pairs more lines is the grid's (the other one is off by one).
  const together = (a: Entry, b: Entry): boolean => {
    const [x, y] = [elOf(a), elOf(b)];
    return card(a, b) || (!!x && !!y && (x.parent === y.parent || x.parent?.parent === y.parent?.parent));
  };
  const pairsOf = (first: (o: Entry) => boolean, second: (o: Entry) => boolean): number[] => {
    const pairs: number[] = [];
    for (let i = 0; i + 1 < out.length; i += 1) {
      const [a, b] = [out[i], out[i + 1]];
      if (a.index === b.index || !first(a) || !second(b) || !together(a, b)) continue;
      pairs.push(i);
      i += 1;
    }
    return pairs;
  };
  const amountFirst = pairsOf(amountOnly, nameOnly);
  const nameFirst = pairsOf(nameOnly, amountOnly);
  const [pairs, amountAt] = nameFirst.length > amountFirst.length ? [nameFirst, 1] : [amountFirst, 0];
  // A third column of bare numbers beside every pair (a baker's percentage, a second batch
  // size: 'Wheat flour' | '5.000' | '50.00') is not an ingredient of its own.
  const bareNumber = (o: Entry | undefined): o is Entry => !!o && !o.heading && /^[\d.,\s%]+$/.test(o.text);
  const thirdColumn =
    pairs.length >= 2 && pairs.every((i) => bareNumber(out[i + 2]) && together(out[i + 1], out[i + 2]));
  const dropped = new Set<Entry>(thirdColumn ? pairs.map((i) => out[i + 2]) : []);
  let unit = '';
  // The row of column titles above the first pair ('Ingredient' | 'KG' | '%').
  if (pairs.length) {
    const columns = thirdColumn ? 3 : 2;
    const titles = out.slice(Math.max(0, pairs[0] - columns), pairs[0]);
    const isTitle = (o: Entry): boolean =>
      !o.heading && o.text.length <= 20 && !/\d/.test(o.text) && together(o, out[pairs[0]]);
    const amountTitle = titles[amountAt]?.text.trim() ?? '';
    if (titles.length === columns && titles.every(isTitle) && amountTitle.length <= 6) {
      for (const o of titles) dropped.add(o);
      // A unit over the amounts ('KG') belongs to each bare number below it.
      if (/^\p{L}{1,3}\.?$/u.test(amountTitle)) unit = amountTitle;
    }
  }
  const plain = out.filter((o) => !o.heading && !dropped.has(o)).length;
  if (pairs.length < 2 || pairs.length * 2 < 0.5 * plain) return;
  for (const i of pairs.reverse()) {
    const [amount, name] = [out[i + amountAt], out[i + 1 - amountAt]];
    const withUnit = unit && /^[\d.,\s]+$/.test(amount.text) ? `${amount.text.trim()} ${unit}` : amount.text;
    out[i] = { ...out[i], text: `${withUnit} ${name.text}` };
    out.splice(i + 1, 1);
  }
  for (let k = out.length - 1; k >= 0; k -= 1) if (dropped.has(out[k])) out.splice(k, 1);
}
