// Page kind: an ingredient list given once per unit system (metric | US | imperial) as tabs.
import { parseIngredient } from '@mise/recipe-text';
import { startsWithQuantity } from '../../text/ingredient-line';
import { attr, type Element, isElement, isHidden, textOf, walkElements } from '../html-dom';

/** A tab panel a script shows: the one marked active, selected or shown. */
const ACTIVE = /(?:^|[\s_-])(?:active|selected|current|show|shown|open|visible)(?:$|[\s_-])/i;

const panelsCache = new WeakMap<Element, Element[]>();

/** The list items' texts of a panel (its lines), at most a card's worth. */
function itemsOf(el: Element): string[] {
  const items: string[] = [];
  walkElements(el, (inner) => {
    if (inner.name !== 'li') return items.length < 80;
    items.push(textOf(inner));
    return false;
  });
  return items;
}

const sameName = (a: string, b: string): boolean =>
  a === b || (a.length > 2 && b.length > 2 && (a.includes(b) || b.includes(a)));

/**
 * The same ingredient list again: as many lines, mostly amounts, naming the same food line by line
 * (the amounts and units differ from one system to the other, the names do not).
 */
function sameList(a: string[], b: string[]): boolean {
  if (a.length < 2 || a.length !== b.length) return false;
  const amounts = [...a, ...b].filter((l) => startsWithQuantity(l)).length;
  if (amounts < 0.6 * 2 * a.length) return false;
  const names = (lines: string[]): string[] => lines.map((l) => parseIngredient(l).name.toLowerCase());
  const [x, y] = [names(a), names(b)];
  return x.filter((n, i) => n && sameName(n, y[i])).length >= 0.8 * a.length;
}

/** Sibling boxes of one kind, each holding the same list: one per unit system. */
function alternatePanels(parent: Element): Element[] {
  const cached = panelsCache.get(parent);
  if (cached) return cached;
  const boxes = parent.children.filter(
    (c): c is Element => isElement(c) && c.name !== 'li' && c.name !== 'script' && c.name !== 'style',
  );
  const withItems = boxes.map((b) => ({ box: b, items: itemsOf(b) })).filter((p) => p.items.length >= 2);
  const first = withItems[0];
  const panels =
    withItems.length >= 2 && withItems.slice(1).every((p) => sameList(first.items, p.items))
      ? withItems.map((p) => p.box)
      : [];
  panelsCache.set(parent, panels);
  return panels;
}

const hiddenPanel = (el: Element): boolean => isHidden(el) || attr(el, 'aria-hidden') === 'true';

/**
 * A panel that is not the page's default: its siblings hold the same list in another unit system,
 * and the page hides it (one panel shown, the others hidden), or marks another one active.
 */
export function isOtherUnitTab(el: Element): boolean {
  const parent = el.parent;
  if (!parent || !isElement(parent) || parent.children.length < 2) return false;
  const panels = alternatePanels(parent);
  if (!panels.includes(el)) return false;
  const shown = panels.filter((p) => !hiddenPanel(p));
  if (shown.length >= 1 && shown.length < panels.length) return hiddenPanel(el);
  const active = panels.filter((p) => ACTIVE.test(attr(p, 'class')));
  if (active.length === 1) return el !== active[0];
  // Nothing tells them apart: the first is what the page shows before a click.
  return el !== panels[0];
}
