// Serves every page kind: the shape of the DOM (what is a block, what is skipped) the passes share.
import { type AnyNode, type Element, isElement } from '../html-dom';

export const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'header',
  'footer',
  'form',
  'button',
  'select',
  'iframe',
  'aside',
]);

export const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
  'section',
  'article',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'figure',
  'main',
]);

export const LEAFISH = new Set([
  'p',
  'div',
  'dt',
  'dd',
  'td',
  'span',
  'strong',
  'b',
  'label',
  'summary',
  'section',
  'article',
]);

export const hasBlockDescendant = (el: Element): boolean =>
  el.children.some((c) => isElement(c) && (BLOCKS.has(c.name) || hasBlockDescendant(c)));

/** A component's own element ('<app-ingredients>', '<recipe-card>') is a box like a div. */
const isComponent = (el: Element): boolean => el.name.includes('-') && hasBlockDescendant(el);

export const hasBlockChild = (el: Element): boolean =>
  el.children.some((c) => isElement(c) && (BLOCKS.has(c.name) || c.name === 'br' || isComponent(c)));

export function hasBlockDescendantOfKind(el: Element, name: string): boolean {
  return el.children.some((c) => isElement(c) && (c.name === name || hasBlockDescendantOfKind(c, name)));
}

export const hasBreak = (el: Element): boolean => el.children.some((c) => isElement(c) && c.name === 'br');

export function ancestors(el: Element | undefined): Element[] {
  const out: Element[] = [];
  for (let p = el?.parent ?? null; p && isElement(p as AnyNode); p = p.parent) out.push(p as Element);
  return out;
}

export function isInside(el: Element, scope: Element): boolean {
  for (let p = el.parent; p; p = p.parent) if (p === scope) return true;
  return false;
}
