import { parseDocument } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';
import { cleanText } from '../shared/text';

export type { AnyNode, Document, Element };

export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true });
}

export function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

// A photo's caption ('Photo: Jane Doe') sits inside steps on some sites but is not their text.
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'button',
  'select',
  'input',
  'textarea',
  'figcaption',
]);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'dd',
  'dt',
  'dl',
  'figure',
  'figcaption',
  'main',
  'aside',
  'nav',
]);

/**
 * Markup the page keeps hidden until a click (substitutes, other unit systems, collapsed panels):
 * the `hidden` attribute, an inline display:none, or a bare `hidden` / `d-none` class. A class
 * list with responsive variants ('hidden md:block', 'd-none d-lg-block') is shown on some screens.
 */
export function isHidden(el: Element): boolean {
  if ('hidden' in el.attribs) return true;
  if (/display\s*:\s*none/i.test(el.attribs.style ?? '')) return true;
  const classes = (el.attribs.class ?? '').toLowerCase().split(/\s+/);
  if (!classes.includes('hidden') && !classes.includes('d-none')) return false;
  return !classes.some((c) => c.includes(':') || /^d-(sm|md|lg|xl|xxl)-/.test(c));
}

/**
 * An icon drawn with an icon font: its text is the glyph's name ('lightbulb_outline', 'schedule'),
 * which the font turns into a picture. Marked hidden from screen readers and named an icon.
 */
export function isIconGlyph(el: Element): boolean {
  return attr(el, 'aria-hidden') === 'true' && /icon|glyph|symbol/i.test(attr(el, 'class'));
}

const FIELD_GAP = '\uE000';
const FIELD_GAP_BETWEEN_LETTERS = /(\p{L})\uE000([\p{L}\d])|(\d)\uE000(\p{L})/gu;
/** Inline boxes a card draws side by side ('caster sugar' | '50 g', '2' | 'cups' | 'rice'). */
const INLINE_BOX = new Set(['span', 'a', 'strong', 'b', 'em', 'i', 'label', 'small', 'data', 'abbr']);
const isFieldBox = (el: Element): boolean => INLINE_BOX.has(el.name);

/**
 * Controls drawn inside a line ('Add to list', 'Save'): a link to nowhere, a role or class naming a
 * button. Their words are not the recipe's.
 */
export function isAction(el: Element): boolean {
  if (attr(el, 'role') === 'button') return true;
  if (el.name === 'a' && /^(#|javascript:)/i.test(attr(el, 'href').trim()) && textOfLength(el) <= 30)
    return !namesInLine(el);
  return /(?:^|[\s_-])(?:btn|button|add-to|addto|add-to-list|shopping-list-add)(?:$|[\s_-])/i.test(
    attr(el, 'class'),
  );
}

/** An attribute a script reads to write a box's unit or amount: data-unit, data-unit-name, data-amount… */
const FILLED_BY_SCRIPT = /^data-(?:[a-z]+-)*(?:units?|unit-?name|amount|quantity|qty)$/;
const UNIT_SYSTEM = /^(?:metric|us|imperial|customary|us-customary)$/i;

/**
 * An empty box a page's script fills from its data attributes ('<span class="unit" data-unit="g">'
 * shows 'g'): the value is what a reader of the page sees there; '' for any other element.
 */
export function scriptFilledText(el: Element): string {
  if (
    !INLINE_BOX.has(el.name) ||
    el.children.some((c) => isElement(c) || (c.type === 'text' && c.data.trim()))
  )
    return '';
  for (const [name, value] of Object.entries(el.attribs)) {
    const text = value.trim();
    if (
      FILLED_BY_SCRIPT.test(name) &&
      text &&
      text.length <= 20 &&
      !/[{}<>[\]]/.test(text) &&
      !UNIT_SYSTEM.test(text)
    )
      return text;
  }
  return '';
}

/** '2', '1 cup', '200 g', '½ tsp': an amount with at most one short unit word. */
const AMOUNT_BEFORE_NAME = /^(?:[\d½¼¾⅓⅔⅛.,/\s-]+)(?:\s*[\p{L}.]{1,6})?$/u;

/**
 * A link to nowhere that carries a line's own words (a glossary pop-up on the food's name): the
 * line's amount right before it ('1 cup <a>milk</a>'), or the line going on after it
 * ('<a>basil</a>, chopped'). A control ('1 cup milk <a>Add to list</a>') follows a complete line.
 */
function namesInLine(link: Element): boolean {
  const siblings = link.parent?.children ?? [];
  const at = siblings.indexOf(link);
  const plain = (nodes: AnyNode[]): string =>
    nodes
      .map((c) => (c.type === 'text' ? c.data : isElement(c) ? rawInline(c) : ''))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const before = plain(siblings.slice(0, at));
  const after = plain(siblings.slice(at + 1));
  return (
    (before.length > 0 && AMOUNT_BEFORE_NAME.test(before) && /\d|[½¼¾⅓⅔⅛]/.test(before)) ||
    (after.length > 0 && /^[,(\p{Ll}]/u.test(after))
  );
}

/** The text inside an element, without reading it as a line (no boxes skipped). */
const rawInline = (el: Element): string =>
  el.children.map((c) => (c.type === 'text' ? c.data : isElement(c) ? rawInline(c) : '')).join('');

const textOfLength = (el: Element): number => {
  let n = 0;
  const walk = (x: AnyNode): void => {
    if (x.type === 'text') n += x.data.trim().length;
    else if (isElement(x)) for (const c of x.children) walk(c);
  };
  walk(el);
  return n;
};

/** Visible text of a node, with block elements separated by spaces, whitespace collapsed. */
/**
 * Boxes inside a line that are not its text: an affiliate link's '[paid link]' disclosure, and the
 * ingredients a recipe card repeats under each step (the step is its instruction; the list is
 * already the recipe's ingredient list).
 */
function isAside(el: Element): boolean {
  return /disclaimer|affiliate[-_]?disclosure|(?:instruction|step|direction)s?[-_]ingredients?/i.test(
    attr(el, 'class'),
  );
}

/** A heading made only of links inside a text ('MORE TRAY BAKES >>>'): teasers for other pages. */
function isLinkTeaser(el: Element): boolean {
  if (!/^h[1-6]$/.test(el.name)) return false;
  const kids = el.children.filter((c) => isElement(c) || (c.type === 'text' && c.data.trim()));
  return (
    kids.some((c) => isElement(c) && c.name === 'a') &&
    kids.every((c) => isElement(c) && (c.name === 'a' || c.name === 'br'))
  );
}

export function textOf(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (n: AnyNode): void => {
    if (n.type === 'text') {
      parts.push(n.data);
      return;
    }
    if (!isElement(n)) return;
    if (SKIP.has(n.name) || isHidden(n) || isIconGlyph(n)) return;
    if (n !== node && (isAction(n) || isLinkTeaser(n) || isAside(n))) return;
    const filled = scriptFilledText(n);
    if (filled) parts.push(filled);
    const block = BLOCK.has(n.name);
    if (block) parts.push(' ');
    let prev: Element | null = null;
    for (const c of n.children) {
      // Cards lay out amount and name as styled boxes side by side ('2,5 dl' | 'vatten'): the gap
      // between two such boxes is a word break even when the markup has no space in it.
      if (prev && isElement(c) && isFieldBox(prev) && isFieldBox(c)) parts.push(FIELD_GAP);
      prev = isElement(c) ? c : c.type === 'text' && !c.data.trim() ? prev : null;
      walk(c);
    }
    if (block) parts.push(' ');
  };
  walk(node);
  return cleanText(
    parts
      .join('')
      .replace(/</g, '\u2039')
      .replace(FIELD_GAP_BETWEEN_LETTERS, (_m, a?: string, b?: string, c?: string, d?: string) =>
        a ? `${a} ${b}` : `${c} ${d}`,
      )
      .replaceAll(FIELD_GAP, ''),
  )
    .replace(/\u2039/g, '<')
    .replace(/\s+([,.;:!?)])/g, '$1');
}

/** Calls visit on every element in document order; return false to skip its children. */
export function walkElements(root: AnyNode, visit: (el: Element) => boolean | void): void {
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (isElement(n)) {
      if (visit(n) === false) continue;
    }
    if ('children' in n && n.children) {
      for (let i = n.children.length - 1; i >= 0; i -= 1) stack.push(n.children[i]);
    }
  }
}

export function findElements(root: AnyNode, test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  walkElements(root, (el) => {
    if (test(el)) out.push(el);
  });
  return out;
}

export function attr(el: Element, name: string): string {
  return el.attribs[name] ?? '';
}

export function classOf(el: Element): string {
  return `${attr(el, 'class')} ${attr(el, 'id')}`.toLowerCase();
}

/** Raw text content of a script/style element. */
export function rawText(el: Element): string {
  return el.children.map((c) => (c.type === 'text' ? c.data : '')).join('');
}

/**
 * Visible text of a node split into lines at block boundaries and <br>: what a person sees as
 * separate lines. Each line is cleaned; empty lines are dropped.
 */
export function blockLines(node: AnyNode, leaveOut?: (el: Element) => boolean): string[] {
  return styledBlockLines(node, leaveOut).map((l) => l.text);
}

/**
 * The same lines, each telling whether all of its text is bold ('<strong>Sauce</strong><br>'): a
 * bold line among plain ones is a label, as a heading would be.
 */
export function styledBlockLines(
  node: AnyNode,
  leaveOut?: (el: Element) => boolean,
): Array<{ text: string; bold: boolean }> {
  const lines: Array<{ raw: string; plain: string }> = [{ raw: '', plain: '' }];
  const add = (data: string, bold: boolean): void => {
    const text = data.replace(/[\r\n]+/g, ' ');
    const line = lines[lines.length - 1];
    line.raw += text;
    if (!bold) line.plain += text;
  };
  const walk = (n: AnyNode, bold: boolean): void => {
    if (n.type === 'text') {
      add(n.data, bold);
      return;
    }
    if (!isElement(n)) return;
    if (SKIP.has(n.name) || isIconGlyph(n) || leaveOut?.(n)) return;
    add(scriptFilledText(n), bold);
    const block = BLOCK.has(n.name);
    if (block) lines.push({ raw: '', plain: '' });
    const inBold = bold || n.name === 'strong' || n.name === 'b';
    for (const c of n.children) walk(c, inBold);
    if (block) lines.push({ raw: '', plain: '' });
  };
  walk(node, false);
  return lines
    .map((l) => ({
      text: cleanText(l.raw.replace(/</g, '\u2039')).replace(/\u2039/g, '<'),
      bold: !/[\p{L}\p{N}]/u.test(l.plain),
    }))
    .filter((l) => l.text.length > 0);
}
