import type { ImportedDraft } from '@mise/contracts';
import { isBareSectionTitle, isIngredientHeading, isMethodHeading, isStopHeading } from '@mise/recipe-text';
import { emptyDraft } from '../draft';
import { parseHumanDuration } from '../shared/duration';
import { normaliseForCompare, toHeading } from '../shared/text';
import { AMOUNT_FIRST, startsWithQuantity } from '../text/ingredient-line';
import { servingsFromYield } from '../shared/yield';
import {
  type AnyNode,
  attr,
  blockLines,
  classOf,
  styledBlockLines,
  type Element,
  isElement,
  textOf,
  walkElements,
} from './html-dom';
import { looksLikeGroupLabel } from './json-ld.reader';
import { passOn } from './heuristic/passes';
import { stripListGlyphs } from './visible-lists';
import { dropRepeatedList, finishDraft, type PageInput, safely, toParsedPage } from './parsed-page';

type BlockKind = 'heading' | 'item' | 'para';
export interface Block {
  kind: BlockKind;
  text: string;
  el?: Element;
  /** 1-6 for h1-h6, 7 for a short bold or labelled line acting as a heading. */
  level: number;
  /** A heading whose only text is a button's: one tab of a tabbed card. */
  tab?: boolean;
}

const SKIP = new Set([
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
const BLOCKS = new Set([
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
const LEAFISH = new Set([
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

const hasBlockDescendant = (el: Element): boolean =>
  el.children.some((c) => isElement(c) && (BLOCKS.has(c.name) || hasBlockDescendant(c)));
/** A component's own element ('<app-ingredients>', '<recipe-card>') is a box like a div. */
const isComponent = (el: Element): boolean => el.name.includes('-') && hasBlockDescendant(el);
const hasBlockChild = (el: Element): boolean =>
  el.children.some((c) => isElement(c) && (BLOCKS.has(c.name) || c.name === 'br' || isComponent(c)));

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

/**
 * One list item holding the whole method as titled parts ('<h4>Step 1</h4><p>…</p><h4>Step 2</h4>…'),
 * or one step under its own title ('<h4>Step 1 Toast the bread</h4><p>Preheat…</p>'): its headings
 * and paragraphs are read one by one, not glued into one line.
 */
function holdsTitledParts(li: Element): boolean {
  if (li.children.filter((c) => isElement(c) && /^h[1-6]$/.test(c.name)).length >= 2) return true;
  // A heading, then a paragraph, anywhere inside the item. A title ending in a colon leads into
  // its step ('To serve: Spoon…') and reads well as one line.
  let heading = false;
  let titled = false;
  walkElements(li, (el) => {
    if (titled) return false;
    if (/^h[1-6]$/.test(el.name)) {
      const title = textOf(el);
      heading = heading || (title.length > 0 && !/[:.!?]$/.test(title));
      return false;
    }
    if (el.name === 'p' && heading && textOf(el)) titled = true;
    return el.name !== 'p' && el.name !== 'ul' && el.name !== 'ol';
  });
  return titled;
}

/** A tabbed card ('Ingredients' | 'Nutrition') puts each heading's word inside a button. */
function tabLabel(heading: Element): string {
  const parts: string[] = [];
  const collect = (n: AnyNode, inButton: boolean): void => {
    if (n.type === 'text') {
      if (inButton) parts.push(n.data);
    } else if (isElement(n)) for (const c of n.children) collect(c, inButton || n.name === 'button');
  };
  collect(heading, false);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * An <aside> is a sidebar of other content and a <form> a widget, except when the recipe itself
 * is laid out in one: a sidebar headed 'Ingredients' (or 'Method'), or a form some site builders
 * wrap around the whole page, is part of the recipe.
 */
function isRecipeBox(el: Element): boolean {
  if (el.name !== 'aside' && el.name !== 'form') return false;
  let found = false;
  walkElements(el, (inner) => {
    if (found) return false;
    if (/^h[1-6]$/.test(inner.name)) {
      const text = textOf(inner);
      found = text.length <= 60 && (isIngredientHeading(text) || isMethodHeading(text));
      return false;
    }
    return true;
  });
  return found;
}

/** A <header> inside an article or section holds that section's title, not the site's banner. */
function isSectionHeader(el: Element): boolean {
  for (let p = el.parent; p && isElement(p as AnyNode); p = p.parent) {
    const name = (p as Element).name;
    if (name === 'section' || name === 'article' || name === 'main') return true;
  }
  return false;
}

const EQUIPMENT_CLASS =
  /(?:^|[\s_-])(?:equipment|utensils?|ustensiles?|utensili|utensilios|materiel|küchengeräte)(?:$|[\s_-])/;

/** 'Equipment', 'Utensilien: 20 cm tin', 'Ustensiles' as a heading's first word. */
const EQUIPMENT_WORD =
  /^(?:equipment|utensils?|kitchen tools|ustensiles?|matériel|utensil[ií](?:os)?|attrezzatura|utensilien|küchengeräte|benodigdheden|keukengerei)\b/iu;

/** What the page lists under its equipment headings or boxes, as compare keys. */
export function equipmentLines(blocks: Block[]): Set<string> {
  const out = new Set<string>();
  blocks.forEach((b, i) => {
    if (b.kind !== 'heading' || !EQUIPMENT_WORD.test(b.text)) return;
    for (let j = i + 1; j < Math.min(blocks.length, i + 40) && blocks[j].kind !== 'heading'; j += 1)
      out.add(normaliseForCompare(stripListGlyphs(blocks[j].text)));
  });
  return out;
}

function isEquipmentBox(el: Element): boolean {
  return (
    (el.name === 'div' || el.name === 'section' || el.name === 'ul') && EQUIPMENT_CLASS.test(classOf(el))
  );
}

/**
 * A table row, or a few short leaf cells side by side ('200 g' | 'rice'), reads as one line:
 * amount and name are laid out in separate boxes but belong together.
 */
function isRow(el: Element): boolean {
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
function rowText(row: Element): string {
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

function hasBlockDescendantOfKind(el: Element, name: string): boolean {
  return el.children.some((c) => isElement(c) && (c.name === name || hasBlockDescendantOfKind(c, name)));
}

const hasBreak = (el: Element): boolean => el.children.some((c) => isElement(c) && c.name === 'br');

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

/**
 * A line after the steps that turns to the reader: a short question ('How would you rate this?',
 * 'Leftover ingredients?') or a paragraph opening with one ('Love Korean food? For more…').
 */
function asksReader(text: string): boolean {
  return (text.length < 80 && /\?$/.test(text)) || /^[^.!?]{3,40}\?\s+\p{Lu}/u.test(text);
}

/** The box a step sits in: a list item's list's parent, a paragraph's parent. */
const stepBox = (b: Block): AnyNode | null | undefined =>
  b.kind === 'item' ? b.el?.parent?.parent : b.el?.parent;

/**
 * Whether the steps continue after block i (which interrupts them): the next block is a step in
 * the same box as the last step read, a list item ('list') or a sentence paragraph ('paragraphs').
 */
function stepsGoOn(blocks: Block[], last: number, i: number): 'list' | 'paragraphs' | null {
  const next = blocks[i + 1];
  const box = stepBox(blocks[last]);
  if (!next || next.kind === 'heading' || !box || stepBox(next) !== box) return null;
  if (blocks[last].kind === 'item' && next.kind === 'item') return 'list';
  const paragraph = (b: Block): boolean => b.kind === 'para' && b.el?.name === 'p';
  if (paragraph(blocks[last]) && paragraph(blocks[i]) && paragraph(next) && isSentence(next.text))
    return 'paragraphs';
  return null;
}

/**
 * A short label (block i) after a list item of steps, right before a new list whose first item
 * is a sentence as well: the name of the next group of steps.
 */
function namesNextSteps(blocks: Block[], last: number, i: number): boolean {
  const [prev, next] = [blocks[last], blocks[i + 1]];
  return (
    prev.kind === 'item' &&
    next?.kind === 'item' &&
    next.el?.parent !== prev.el?.parent &&
    isSentence(next.text) &&
    blocks[i].text.split(/\s+/).length <= 6
  );
}

/** Short lines side by side (the same parent's parent) with a list of steps right after them. */
function labelRow(blocks: Block[], last: number, i: number): boolean {
  const row = blocks[last].el?.parent?.parent;
  return (
    !!row && blocks[i].el?.parent?.parent === row && blocks.slice(i + 1, i + 5).some((b) => b.kind === 'item')
  );
}

/** A line a section read, with the block it came from. */
interface Entry {
  text: string;
  heading: boolean;
  item: boolean;
  index: number;
}

interface Section {
  lines: string[];
  items: number;
  /** Index of the last block the section read. */
  end: number;
}

/**
 * Lines after a section heading until a heading of the same or higher rank, another section's
 * heading, or a stop word. List items are preferred; paragraphs count only when there are none.
 */
function readSection(blocks: Block[], start: number, kind: 'ingredients' | 'method'): Section {
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
    // A tip written as an item of the steps' own list is left out: what follows decides the end.
    if (passOn('notes') && /^(notes?|tips?|hinweis|remarque|nota)\s*[|:]/i.test(b.text) && out.length) {
      if (lastStep && kind === 'method' && stepsGoOn(blocks, lastStep.index, i)) continue;
      const inList =
        kind === 'method' &&
        b.kind === 'item' &&
        lastStep?.item &&
        b.el?.parent === blocks[lastStep.index].el?.parent;
      if (inList) continue;
      break;
    }
    if (passOn('comma-list') && kind === 'ingredients' && b.kind === 'para' && b.text.length > 200) {
      if (out.some((o) => !o.heading)) break;
      // The whole list written as one paragraph, item after item between commas.
      const items = commaList(b.text);
      for (const text of items) out.push({ text, heading: false, item: false, index: i });
      continue;
    }
    // A second list of sentences after the food is the method, drawn without its heading.
    if (
      passOn('step-list-after-food') &&
      kind === 'ingredients' &&
      b.kind === 'item' &&
      out.some((o) => o.item) &&
      startsStepList(blocks, i)
    )
      break;
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
  // Lines given as paragraphs before any list item: a list further down (downloads, links) is
  // something else, and it ends the section.
  const firstItem = out.findIndex((o) => o.item);
  const amountLine = (o: { text: string; heading: boolean }): boolean =>
    !o.heading && startsWithQuantity(o.text) && /\p{L}{3}/u.test(o.text);
  if (
    passOn('paragraphs-before-list') &&
    kind === 'ingredients' &&
    firstItem > 0 &&
    out.slice(0, firstItem).filter(amountLine).length >= 2
  )
    out.splice(firstItem);
  const items = out.filter((o) => o.item).length;
  if (kind === 'method') {
    if (passOn('numbered-boxes')) joinNumberedBoxes(out, blocks);
    if (passOn('soft-breaks')) joinSoftBreaks(out, blocks);
    if (passOn('broken-sentences')) joinBrokenSentences(out);
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
    const titled =
      passOn('step-titles') &&
      kind === 'method' &&
      i > 0 &&
      BARE_STEP_TITLE.test(out[i - 1].text) &&
      isSentence(o.text);
    if (useItems && !o.item && !titled) {
      // A short label between two lists ('Optional', 'do podania') names the next group.
      // Steps whose groups are named so (see namesNextSteps) have the first group named the same way.
      const label =
        (kind === 'ingredients' ? lines.length > 0 : namedGroups && !lines.length) &&
        o.text.length <= 40 &&
        o.text.split(/\s+/).length <= 4 &&
        !/\d|[.!?]$/.test(o.text) &&
        out[i + 1]?.item === true;
      if (passOn('group-labels') && label) {
        lines.push(toHeading(o.text.replace(/:\s*$/, '')));
        continue;
      }
      // Paragraphs after the list has started and ended close the section.
      if (lines.some((l) => !l.startsWith('*')) && kind === 'ingredients') break;
      continue;
    }
    // 'Für den Teig' drawn as a list item is the group's name.
    lines.push(
      passOn('group-labels') && kind === 'ingredients' && looksLikeGroupLabel(o.text)
        ? toHeading(o.text.replace(/:\s*$/, ''))
        : o.text,
    );
    end = o.index;
  }
  if (passOn('step-labels') && kind === 'method') dropStepLabels(lines);
  while (lines.length && lines[lines.length - 1].startsWith('*')) lines.pop();
  return { lines, items: lines.filter((l) => !l.startsWith('*')).length, end };
}

const isStepLike = (text: string): boolean =>
  /[.!?]$/.test(text) && text.split(/\s+/).length >= 4 && !startsWithQuantity(text);

/** A new list (another parent than the item before) whose items are mostly sentences. */
function startsStepList(blocks: Block[], i: number): boolean {
  const parent = blocks[i].el?.parent;
  if (!parent || blocks[i - 1]?.el?.parent === parent || !isStepLike(blocks[i].text)) return false;
  const items = blocks.slice(i, i + 8).filter((b) => b.kind === 'item' && b.el?.parent === parent);
  return items.length >= 2 && items.filter((b) => isStepLike(b.text)).length >= 0.6 * items.length;
}

/**
 * '4-5 figs, 1 duck confit (2 legs or 1 breast), 3 shallots, 200 g chanterelles, thyme, …': a
 * list written as a sentence. Split at commas and semicolons outside brackets, when at least four
 * short items come out and most of them start with an amount; otherwise nothing.
 */
export function commaList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    else if (i === text.length || (depth === 0 && (c === ',' || c === ';') && /\s/.test(text[i + 1] ?? ''))) {
      items.push(text.slice(start, i).trim().replace(/\.$/, ''));
      start = i + 1;
    }
  }
  const kept = items.filter(Boolean);
  const amounts = kept.filter((t) => startsWithQuantity(t)).length;
  return kept.length >= 4 && amounts >= 0.5 * kept.length && kept.every((t) => t.length <= 80) ? kept : [];
}

/** A step's number drawn on a line of its own ('1', '2.', '3)'). */
const BARE_NUMBER = /^(\d{1,2})[.)]?$/;

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

/** The number of the last numbered step box read so far; null when the steps have none. */
function lastBoxNumber(out: Entry[]): number | null {
  for (let k = out.length - 1; k >= 0; k -= 1) {
    const m = BARE_NUMBER.exec(out[k].text);
    if (m && !out[k].heading) return Number(m[1]);
  }
  return null;
}

/** The next step's number box comes within a few lines, before any heading. */
function nextNumberAhead(blocks: Block[], i: number, out: Entry[]): boolean {
  const n = lastBoxNumber(out);
  if (n === null) return false;
  for (let j = i + 1; j < Math.min(blocks.length, i + 6); j += 1) {
    if (blocks[j].kind === 'heading') return false;
    const m = BARE_NUMBER.exec(blocks[j].text);
    if (m && Number(m[1]) === n + 1) return true;
  }
  return false;
}

/**
 * Steps drawn as numbered boxes ('1', '2', …) each holding a few paragraphs: the sentences in one
 * box are one step, and a photo's caption or credit in it ('Chop the vegetables', '|') is left out.
 */
function joinNumberedBoxes(out: Entry[], blocks: Block[]): void {
  const boxes = out.flatMap((o, k) => (!o.heading && BARE_NUMBER.test(o.text) ? [k] : []));
  if (boxes.length < 2) return;
  const numbers = boxes.map((k) => Number(BARE_NUMBER.exec(out[k].text)![1]));
  if (numbers[0] !== 1 || numbers.some((n, k) => n !== k + 1)) return;
  const box = (k: number): AnyNode | undefined => stepBox(blocks[out[k].index]) ?? undefined;
  for (let b = boxes.length - 1; b >= 0; b -= 1) {
    const from = boxes[b] + 1;
    let to = b + 1 < boxes.length ? boxes[b + 1] : out.length;
    // After the last box, only what sits in the same element as the step's first line.
    const first = from < to ? box(from) : undefined;
    if (b + 1 === boxes.length) {
      let k = from;
      while (k < to && !out[k].heading && !out[k].item && box(k) === first) k += 1;
      to = k;
    }
    const part = out.slice(from, to);
    if (!part.length || part.some((o) => o.heading || o.item)) continue;
    // The step's text shares one element; a caption sits with its photo elsewhere in the box.
    const said = part.filter((o, k) => isSentence(o.text) && box(from + k) === first);
    if (!said.length) continue;
    out.splice(from, to - from, { ...said[0], text: said.map((o) => o.text).join(' ') });
  }
}

/**
 * A paragraph that stops mid-sentence ('…a little cheese [8]') and one that goes on in lower case
 * ('and a sprinkle of parmesan.') are one step the layout broke in two (a photo between them).
 */
function joinBrokenSentences(out: Entry[]): void {
  for (let i = out.length - 1; i > 0; i -= 1) {
    const [a, b] = [out[i - 1], out[i]];
    if (a.heading || b.heading || a.item || b.item) continue;
    if (/[.!?:;…]["'»”’)]*$/u.test(a.text) || !/^\p{Ll}/u.test(b.text) || !/\p{L}{3}/u.test(a.text)) continue;
    a.text = `${a.text} ${b.text}`;
    out.splice(i, 1);
  }
}

const PEOPLE =
  /(people|persons?|personen|personnes|persone|pessoas|personas|porc[ií]|porce|porcje|porcji|porciones|porções|porzioni|portionen|portions?|servings?|f[őo]re|f[őo]|adag|osob[ay]?|osób|pers\.?|серв[а-я]*|порци[а-я]*|人份)/u;
const SERVINGS_LINE = new RegExp(
  String.raw`^(?:(?:serves|for|für|pour|per|para|voor|för|til|dla|na|za)\s+)?\d+(?:\s*[-–]\s*\d+)?\s*${PEOPLE.source}$`,
  'iu',
);

/** A line that only says how many the recipe serves ('Serves 4', 'für 4 Personen', '4 főre'). */
export function isServingsLine(text: string): boolean {
  const line = text.trim().replace(/[:.]$/, '');
  return SERVINGS_LINE.test(line) || /^(?:serves|yields?|makes)\s*:?\s*\d+(?:\s*[-–]\s*\d+)?$/i.test(line);
}

/**
 * A tip box inside a card's ingredient area ('Remember: only the amounts on the left are
 * rescaled.') is prose among amounts: when most lines start with an amount, sentences that do not
 * are dropped.
 */
function dropProseAmongAmounts(out: Entry[]): void {
  const lines = out.filter((o) => !o.heading);
  if (lines.filter((o) => startsWithQuantity(o.text)).length < lines.length / 2) return;
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const o = out[i];
    if (!o.heading && !startsWithQuantity(o.text) && (o.text.length > 100 || /[.!?]\s+\p{Lu}/u.test(o.text)))
      out.splice(i, 1);
  }
}

/** '350 g', '1', '6 c.à.s': an amount with at most a short unit, and nothing else. */
const AMOUNT_ONLY = /^(?:\d+(?:[.,/]\d+)?|[½¼¾⅓⅔⅛])(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?(?:\s*[\p{L}.]{1,8}){0,2}$/u;

/**
 * Cards that draw the amount and the name as boxes of their own ('350 g' | "d'aubergine", or the
 * name first: 'Kritharaki' | '275 g') give them as separate lines: an amount-only line and a line
 * without an amount that sit alone together in one card (or side by side in one grid) are one
 * ingredient, written amount first. Only when the list is laid out that way throughout (two pairs or more), in one order.
 */
function pairAmountsWithNames(out: Entry[], blocks: Block[]): void {
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

/** Step numbers drawn as boxes of their own ('1.', '2.') are the list's numbering, not steps. */
function dropStepLabels(lines: string[]): void {
  for (let i = lines.length - 1; i >= 0; i -= 1) if (BARE_NUMBER.test(lines[i])) lines.splice(i, 1);
}

function ancestors(el: Element | undefined): Element[] {
  const out: Element[] = [];
  for (let p = el?.parent ?? null; p && isElement(p as AnyNode); p = p.parent) out.push(p as Element);
  return out;
}

/**
 * The nearest element around the heading that also holds at least two of the lines after it;
 * null when only the page itself does.
 */
function sectionScope(blocks: Block[], start: number): Element | null {
  const head = blocks[start];
  // The lines up to the next heading of the same rank (group headings in between belong to it).
  const ends = (b: Block): boolean =>
    b.kind === 'heading' &&
    (b.level <= head.level ||
      isStopHeading(b.text) ||
      isIngredientHeading(b.text) ||
      isMethodHeading(b.text));
  const run: Block[] = [];
  for (let i = start + 1; i < Math.min(blocks.length, start + 40); i += 1) {
    const b = blocks[i];
    if (b.kind !== 'heading') {
      if (b.el) run.push(b);
    } else if (ends(b)) break;
  }
  // A card's toolbar ('Cook Mode', 'Scale 1x 2x') or a tip box ('Remember: …') sits beside the
  // heading; the list decides, and the scope must hold most of it.
  const items = run.filter((b) => b.kind === 'item');
  const next = items.length >= 2 ? items : run.slice(0, 11);
  const need = items.length >= 2 ? Math.max(2, Math.ceil(items.length / 2)) : 2;
  for (const anc of ancestors(blocks[start].el)) {
    if (anc.name === 'body' || anc.name === 'html') return null;
    if (next.filter((b) => isInside(b.el!, anc)).length >= need) return anc;
  }
  return null;
}

function isInside(el: Element, scope: Element): boolean {
  for (let p = el.parent; p; p = p.parent) if (p === scope) return true;
  return false;
}

function isTimeFact(text: string): boolean {
  const m = /^[^:]{2,30}:\s*(.+)$/.exec(text);
  return !!m && parseHumanDuration(m[1]) !== null && m[1].split(/\s+/).length <= 4;
}

/** 'Step 2', 'Schritt 2: Brown the meat': a step's own title. */
const STEP_TITLE = /^(step|schritt|étape|paso|passo|stap|krok|lépés)\s*\d+/i;
const BARE_STEP_TITLE = /^(step|schritt|étape|paso|passo|stap|krok|lépés)\s*\d+[.:]?$/i;
/** 'Step 2' alone, or a short 'Rice: Basmati' fact: a label above the steps, not one of them. */
const isLabelLine = (text: string): boolean =>
  BARE_STEP_TITLE.test(text) || (/^[^:]{2,30}:\s+\S/.test(text) && !isSentence(text));

/**
 * Some pages give group headings the same rank as the section's own heading ('Ingredients',
 * then 'Dough', 'Filling' as h2). Such a heading continues the section when what follows it looks
 * like more of the same: amounts for ingredients, a short label over step paragraphs for a method.
 */
function continuesSection(blocks: Block[], i: number, kind: 'ingredients' | 'method'): boolean {
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

function bestSection(
  blocks: Block[],
  kind: 'ingredients' | 'method',
  after = -1,
): { section: Section; index: number } | null {
  const test = kind === 'ingredients' ? isIngredientHeading : isMethodHeading;
  let best: { section: Section; index: number } | null = null;
  for (let i = 0; i < blocks.length; i += 1) {
    if (blocks[i].kind !== 'heading' || !test(blocks[i].text)) continue;
    // The page's title ('Recette de crêpe savoyarde', 'Rezept für Hackbraten') heads the whole page.
    if (blocks[i].el?.name === 'h1' && !isBareSectionTitle(blocks[i].text)) continue;
    const section = readSection(blocks, i, kind);
    if (!section.items) continue;
    // A rating widget's '(297' and '3.7/5' under 'Rate this recipe' have no word a cook can read.
    if (kind === 'method' && !section.lines.some((l) => !l.startsWith('*') && /\p{L}{2}/u.test(l))) continue;
    // A list with amounts beats any list without (a menu of categories: 'Chicken', 'Beef'…).
    const amounts = (s: Section): boolean =>
      s.lines.filter((l) => !l.startsWith('*') && startsWithQuantity(stripListGlyphs(l))).length >= 2;
    const score = (s: Section, index: number): number =>
      (kind === 'ingredients' ? ingredientListScore(s.lines) + (amounts(s) ? 10000 : 0) : s.items) +
      (after >= 0 && index > after ? 1000 : 0);
    if (!best || score(section, i) > score(best.section, best.index)) best = { section, index: i };
  }
  return best && (passOn('named-sections') ? joinNamedSections(blocks, best, kind) : best);
}

/**
 * 'Ingredients for the filling', 'Ingredients for the topping', 'Ingredients for the dip' as
 * headings of one rank, one after the other: each ends the one before, but together they are the
 * recipe's list, each a group named by its heading.
 */
function joinNamedSections(
  blocks: Block[],
  best: { section: Section; index: number },
  kind: 'ingredients' | 'method',
): { section: Section; index: number } {
  const test = kind === 'ingredients' ? isIngredientHeading : isMethodHeading;
  const level = blocks[best.index].level;
  const named = (i: number): boolean =>
    blocks[i]?.kind === 'heading' &&
    blocks[i].level === level &&
    test(blocks[i].text) &&
    !isBareSectionTitle(blocks[i].text);
  if (!named(best.index)) return best;
  // Back to the first of the run, then forward while each section ends right before the next heading.
  let first = best.index;
  for (let i = best.index - 1; i >= 0 && i >= first - 60; i -= 1) {
    if (!named(i)) continue;
    if (readSection(blocks, i, kind).end + 1 !== first) break;
    first = i;
  }
  const parts: string[] = [];
  let index = first;
  let end = first;
  let count = 0;
  while (named(index)) {
    const section = readSection(blocks, index, kind);
    if (!section.items) break;
    parts.push(toHeading(blocks[index].text.replace(/:\s*$/, '')), ...section.lines);
    count += 1;
    end = section.end;
    index = section.end + 1;
  }
  if (count < 2) return best;
  return {
    section: { lines: parts, items: parts.filter((l) => !l.startsWith('*')).length, end },
    index: first,
  };
}

/**
 * How much a list reads like a recipe card's ingredients rather than a blog post's shopping
 * commentary ('Olives – use the milder canned ones…'): lines that start with an amount count
 * fully, short plain names nearly so, explanations and sentences hardly at all.
 */
export function ingredientListScore(lines: string[]): number {
  let score = 0;
  for (const raw of lines) {
    if (raw.startsWith('*')) continue;
    // A card's checkbox glyph ('▢ 1.5 cup rum') is not part of the line.
    const line = stripListGlyphs(raw);
    if (startsWithQuantity(line)) score += 1;
    else if (line.length <= 60 && !/\s[–—-]\s|→|:\s|[.!?]\s+\p{Lu}/u.test(line)) score += 0.6;
    else score += 0.1;
  }
  return score;
}

/**
 * The first photo after the page's main heading: no icons, logos, avatars or tracking pixels,
 * and nothing from the site's theme or plugin folders (signatures, badges, decorations). A photo
 * drawn as an element's CSS background (a hero banner, a card) counts like an <img>.
 */
export function firstContentImage(root: AnyNode): string {
  let seenH1 = false;
  let found = '';
  const usable = (src: string): boolean =>
    /\.(jpe?g|png|webp)(\?|$)/i.test(src) &&
    !/logo|icon|avatar|sprite|pixel|badge|emoji/i.test(src) &&
    !SITE_ASSET.test(src);
  walkElements(root, (el) => {
    if (found) return false;
    if (el.name === 'h1') seenH1 = true;
    if (SKIP.has(el.name)) return false;
    if (!seenH1) return true;
    if (el.name === 'img') {
      const src = attr(el, 'data-src') || attr(el, 'data-lazy-src') || attr(el, 'src');
      const width = Number(attr(el, 'width')) || 0;
      if (usable(src) && (width === 0 || width >= 150)) found = src;
    } else {
      const background = /background(?:-image)?\s*:[^;]*url\(\s*['"]?([^'")]+)['"]?\s*\)/i.exec(
        attr(el, 'style'),
      );
      if (background && usable(background[1].trim())) found = background[1].trim();
    }
    return true;
  });
  return found;
}

/** Files a site's theme or plugins ship: the same on every page, so never the recipe's photo. */
const SITE_ASSET = /\/(themes|plugins)\//i;

const INGREDIENT_CLASS =
  /(^|[\s_-])(ingredients?|zutaten|ingredientes|ingredienti|ingredients-list|recipe-ingredients)([\s_-]|$)/;
const METHOD_CLASS =
  /(^|[\s_-])(instructions?|directions?|method|preparation|steps|zubereitung|preparazione|preparacion|recipe-steps|recipe-method)([\s_-]|$)/;

/**
 * Without a section heading, a list whose element is named for its role
 * (class="ingredients", id="instructions") is the next best sign: its items, or its paragraphs.
 */
function listByClass(root: AnyNode, name: RegExp): string[] {
  let best: string[] = [];
  walkElements(root, (el) => {
    if (SKIP.has(el.name)) return false;
    if (!name.test(classOf(el))) return true;
    const items: string[] = [];
    walkElements(el, (inner) => {
      if (inner.name === 'li' && !hasBlockDescendantOfKind(inner, 'li')) {
        const text = textOf(inner);
        if (text) items.push(text);
        return false;
      }
      return !SKIP.has(inner.name);
    });
    // A paragraph set as a heading inside the box is the post's lead or a teaser, not a line of it.
    const lines =
      items.length >= 2
        ? items
        : blockLines(
            el,
            (inner) => inner !== el && /^h[1-6]$/.test(inner.name) && textOf(inner).length > 100,
          ).filter((l) => l.length <= 600);
    if (lines.length >= 2 && lines.length <= 80 && lines.length > best.length) best = lines;
    return false;
  });
  return best;
}

/**
 * A page may show its ingredient list with no heading at all, right above the method's heading:
 * the list items just before it, when they read as food (mostly amounts, no sentences).
 */
export function listBefore(blocks: Block[], methodAt: number): string[] {
  const lines: string[] = [];
  for (let i = methodAt - 1; i >= 0 && blocks[i].kind === 'item' && lines.length < 60; i -= 1)
    lines.unshift(blocks[i].text);
  const amounts = lines.filter((l) => startsWithQuantity(l)).length;
  const food =
    lines.length >= 3 &&
    amounts >= 0.5 * lines.length &&
    lines.every((l) => l.length <= 120) &&
    lines.filter((l) => /[.!?]$/.test(l)).length <= 0.2 * lines.length;
  return food ? lines : [];
}

/** A line that reads like an instruction: a sentence, or a long clause. */
const isSentence = (text: string): boolean =>
  text.length >= 15 && text.length <= 1500 && (/[.!?)…]$/.test(text) || text.length >= 60);

/**
 * Pages without a method heading ('Recipe', 'Let's get started!', or none at all) still put the
 * steps right after the ingredients: the sentences that follow the ingredient list, up to the
 * next section heading or the first line that is not a sentence.
 */
function stepsAfter(blocks: Block[], end: number): string[] {
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

const kindOfTimeFact = (text: string): boolean => text.length < 60 && isTimeFact(text);

/** Titles from wikis carry a namespace ('Cookbook:Pumpkin Pie'); the recipe's name is after it. */
const stripNamespace = (title: string): string => title.replace(/^[A-Z][\w-]*:(?=\S)/, '');

const titleWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/**
 * A recipe card opens with the recipe's own name in a heading that outranks its 'Ingredients'
 * heading, often worded otherwise than the post's title ('Small Carrot Cake' under 'Small Carrot
 * Cake With Cream Cheese Frosting'). The nearest such heading before the ingredients is the name,
 * when at least half of its words are in the page's title or main heading: a widget's heading
 * ('Save This Recipe', the site's banner) or a step of the post ('4) Mix everything') is not.
 */
export function cardTitle(blocks: Block[], ingredientsAt: number, pageTitle: string, siteName = ''): string {
  const level = blocks[ingredientsAt]?.level ?? 0;
  // The site's own name is in every title tag and in its banners ('Cookit Academy').
  const site = new Set(titleWords(siteName.replace(/[.-]/g, ' ')));
  const known = new Set(titleWords(pageTitle).filter((w) => !site.has(w)));
  for (let i = ingredientsAt - 1; i >= 0 && i >= ingredientsAt - 40; i -= 1) {
    const b = blocks[i];
    if (b.kind !== 'heading' || b.level > 6 || b.level >= level) continue;
    if (isIngredientHeading(b.text) || isMethodHeading(b.text) || isStopHeading(b.text)) continue;
    const words = titleWords(b.text);
    return words.length && words.filter((w) => known.has(w)).length >= words.length / 2 ? b.text : '';
  }
  return '';
}

/** Reader 3: headings and lists near the words Ingredients / Method (in the page's language). */
export function readHeuristicRecipe(input: PageInput, pageUrl?: string): ImportedDraft | null {
  return safely(() => {
    const page = toParsedPage(input, pageUrl);
    const body = page.doc.children.length ? page.doc : null;
    if (!body) return null;
    const blocks = linearise(body);
    const ingredients = bestSection(blocks, 'ingredients');
    const method = bestSection(blocks, 'method', ingredients?.index ?? -1);
    let ingredientLines =
      ingredients?.section.lines ?? (passOn('list-by-class') ? listByClass(body, INGREDIENT_CLASS) : []);
    if (passOn('list-before-method') && !ingredientLines.length && method)
      ingredientLines = listBefore(blocks, method.index);
    // A list named 'steps' alone is too weak a sign (wizards, tutorials): only beside ingredients.
    let methodLines =
      method?.section.lines ??
      (passOn('list-by-class') && ingredientLines.length ? listByClass(body, METHOD_CLASS) : []);
    if (passOn('steps-after-ingredients') && !methodLines.length && ingredients)
      methodLines = stepsAfter(blocks, ingredients.section.end);
    if (!ingredientLines.length && !methodLines.length) return null;
    const draft = emptyDraft();
    const site = `${page.meta.siteName} ${page.url.replace(/^\w+:\/\/(www\.)?/, '').split('/')[0]}`;
    const card =
      ingredients && passOn('card-title')
        ? cardTitle(blocks, ingredients.index, `${page.meta.title} ${page.meta.heading}`, site)
        : '';
    draft.title = stripNamespace(card || page.meta.heading || page.meta.title);
    draft.description = page.meta.description;
    draft.ingredients = dropRepeatedList(ingredientLines);
    draft.method = dropRepeatedList(methodLines);
    readTimes(blocks, draft, body);
    draft.image = page.meta.image || !passOn('content-image') ? '' : firstContentImage(body);
    return finishDraft(draft, page);
  });
}

// A recipe card's bare 'Time' label (a summary box, a wiki infobox) gives the whole time.
const TIME_LABEL =
  /^(prep(?:aration)?(?: time)?|cook(?:ing)?(?: time)?|bake time|baking time|total(?: time)?|ready in|vorbereitungszeit|kochzeit|backzeit|gesamtzeit|temps de préparation|temps de cuisson|temps total|préparation|cuisson|tempo di preparazione|tempo di cottura|tempo totale|tiempo de preparación|tiempo de cocción|tiempo total|tempo de preparo|tempo total|bereidingstijd|kooktijd|totale tijd|time|zeit|temps|tempo|tiempo|tijd|czas|idő)\s*[:：]?\s*(.*)$/i;
const YIELD_LABEL =
  /^(yields?|serves|servings|makes|portions?|portionen|personen|personnes|pour|porzioni|dosi per|porciones|raciones|porções|doses|adag|porcje|porcji|porties|persone)\b\s*[:：]?\s*(.*)$/i;

/** The value after a label, or in the next short block when the label stands alone. */
function labelled(blocks: Block[], i: number, rest: string): string {
  if (/\d/.test(rest)) return rest;
  for (let j = i + 1; j <= i + 2 && j < blocks.length; j += 1) {
    const next = blocks[j].text;
    if (next.length <= 40 && /^\s*\d/.test(next)) return next;
  }
  return '';
}

export interface PageFacts {
  prep: number | null;
  cook: number | null;
  total: number | null;
  yields: string;
}

/** 'Prep time: 15 minutes', 'Serves 4', 'Yield:' + '6 servings' lines anywhere in the page's text. */
export function readPageFacts(blocks: Block[]): PageFacts {
  const facts: PageFacts = { prep: null, cook: null, total: null, yields: '' };
  blocks.forEach((b, i) => {
    if (b.text.length > 80) return;
    const time = TIME_LABEL.exec(b.text);
    if (time) {
      const minutes = parseHumanDuration(labelled(blocks, i, time[2]));
      if (minutes === null) return;
      const key = time[1].toLowerCase();
      if (
        /^(prep|vorbereitung|temps de prép|préparation|tempo di prep|tiempo de prep|tempo de prep|bereiding)/.test(
          key,
        )
      )
        facts.prep ??= minutes;
      else if (
        /^(cook|bak|koch|back|temps de cuisson|cuisson|tempo di cottura|tiempo de cocción|kook)/.test(key)
      )
        facts.cook ??= minutes;
      else facts.total ??= minutes;
      return;
    }
    const serves = YIELD_LABEL.exec(b.text);
    if (serves && !facts.yields) {
      const value = labelled(blocks, i, serves[2]).trim();
      if (value) facts.yields = /^\d+$/.test(value) ? `${value} servings` : value;
    }
  });
  return facts;
}

function readTimes(blocks: Block[], draft: ImportedDraft, root: AnyNode): void {
  if (passOn('page-facts')) fillFacts(draft, readPageFacts(blocks));
  if (passOn('icon-yield') && !draft.yields)
    fillFacts(draft, { prep: null, cook: null, total: null, yields: readIconYield(root) });
}

const OTHER_RECIPES = /related|recommend|sidebar|widget|teaser|more-recipes/i;

/** Words that name servings in an icon's class, alt text or label ('icon-serves', alt="portions"). */
const YIELD_ICON =
  /(^|[^a-z])(serves|servings?|yields?|portions?|porciones|porções|porzioni|portionen|personen|personnes|porcj[a-z]*|adag)([^a-z]|$)/i;

/**
 * Recipe cards often draw the serving count as an icon with the number beside it and no word
 * at all: the icon's class or alt text is the label. The value is the first short text after
 * the icon that starts with a number, looked for among its next siblings and its parents'.
 */
export function readIconYield(root: AnyNode): string {
  let found = '';
  walkElements(root, (el) => {
    if (found) return false;
    if (SKIP.has(el.name) && el.name !== 'svg') return false;
    // Other recipes' cards (related, recommended) carry their own serving counts.
    if (OTHER_RECIPES.test(attr(el, 'class'))) return false;
    const isIcon =
      el.name === 'img' ||
      el.name === 'svg' ||
      el.name === 'i' ||
      /icon|glyph|\bico(\b|[-_])/i.test(attr(el, 'class'));
    const label =
      el.name === 'img'
        ? `${attr(el, 'alt')} ${attr(el, 'title')}`
        : `${attr(el, 'class')} ${attr(el, 'aria-label')}`;
    if (!isIcon || !YIELD_ICON.test(label) || textOf(el).length > 0) return el.name !== 'svg';
    let node: Element | null = el;
    for (let up = 0; up < 3 && node && !found; up += 1) {
      for (let sib = node.next; sib && !found; sib = sib.next) {
        const text = sib.type === 'text' ? sib.data.trim() : isElement(sib) ? textOf(sib) : '';
        if (!text) continue;
        // A count, maybe with its unit ('4', '6-8', '8 os.'), not a sentence ('5 from 2 ratings').
        if (/^\d+(\s*[-–]\s*\d+)?(\s+\p{L}+\.?)?$/u.test(text)) found = text;
        break;
      }
      if (
        node.parent &&
        isElement(node.parent) &&
        node.parent.children.some(
          (c) => c !== node && (c.type === 'text' ? c.data.trim() : isElement(c) && textOf(c)),
        )
      )
        break;
      node = node.parent && isElement(node.parent) ? node.parent : null;
    }
    return !found;
  });
  return /^\d+$/.test(found) ? `${found} servings` : found;
}

/** Fills only what the draft does not know yet. */
export function fillFacts(draft: ImportedDraft, facts: PageFacts): void {
  if (!draft.prep_time_minutes && facts.prep) draft.prep_time_minutes = facts.prep;
  if (!draft.cook_time_minutes && facts.cook) draft.cook_time_minutes = facts.cook;
  if (draft.total_time_minutes === null && facts.total) draft.total_time_minutes = facts.total;
  if (!draft.yields && facts.yields) {
    draft.yields = facts.yields;
    draft.servings = servingsFromYield(facts.yields);
  }
}
