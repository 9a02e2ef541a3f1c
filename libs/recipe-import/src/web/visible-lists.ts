import { isBareSectionTitle } from '@mise/recipe-text';
import { headingName, isHeading, toHeading } from '../shared/text';
import { type AnyNode, classOf, type Element, isElement, textOf, walkElements } from './html-dom';
import { AMOUNT_FIRST, startsWithQuantity } from '../text/ingredient-line';

/**
 * Structured data often garbles what the page shows: notes wrapped in double brackets, amounts
 * dropped, lines split in two, group names lost. When the page shows a list that lines up with the
 * structured lines, the visible list (with its group headings) is the better copy of the recipe.
 */

const tokenise = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFKC')
      // '150gr' and '150 gr' are the same amount.
      .replace(/(\d)(\p{L})/gu, '$1 $2')
      // Chinese and Japanese write words without spaces: each character is a token.
      .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' $& ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((t) => t.length > 1 || /\d|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t)),
  );

/** Half containment (a line that lost words still matches), half Jaccard (to tell near twins apart). */
function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common += 1;
  return 0.5 * (common / Math.min(a.size, b.size)) + 0.5 * (common / (a.size + b.size - common));
}

const CANDIDATE_CLASS = /ingredient|zutat|ingredien|skladnik|hozzavalo/;
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'select',
  'input',
  'textarea',
  'nav',
  'header',
  'footer',
]);

function hasDescendant(el: Element, test: (e: Element) => boolean): boolean {
  return el.children.some((c) => isElement(c) && (test(c) || hasDescendant(c, test)));
}

const isLeafLi = (el: Element): boolean => el.name === 'li' && !hasDescendant(el, (e) => e.name === 'li');

/** Elements that may hold one visible line: list items, or leaf rows a site marks as ingredients. */
function candidates(root: AnyNode, kind: 'ingredients' | 'method'): Element[] {
  const out: Element[] = [];
  walkElements(root, (el) => {
    if (SKIP.has(el.name)) return false;
    if (isLeafLi(el)) {
      out.push(el);
      return false;
    }
    if (kind === 'ingredients' && isAmountRow(el)) {
      out.push(el);
      return false;
    }
    if (
      kind === 'ingredients' &&
      (el.name === 'p' || el.name === 'div' || el.name === 'tr' || el.name === 'span') &&
      CANDIDATE_CLASS.test(classOf(el)) &&
      !/group|list|section|container|wrap|title|header|name|heading/.test(classOf(el)) &&
      !hasDescendant(
        el,
        (e) => e.name === 'li' || e.name === 'p' || (e.name === 'div' && CANDIDATE_CLASS.test(classOf(e))),
      )
    ) {
      out.push(el);
      return false;
    }
    return true;
  });
  return out;
}

/** A few short cells side by side, one of them an amount: name | '1 pinch' laid out as boxes. */
function isAmountRow(el: Element): boolean {
  if (el.name !== 'div' && el.name !== 'tr' && el.name !== 'p') return false;
  const cells = el.children.filter(isElement);
  if (cells.length < 2 || cells.length > 4) return false;
  if (el.children.some((c) => c.type === 'text' && c.data.trim())) return false;
  if (
    cells.some(
      (c) =>
        SKIP.has(c.name) ||
        c.name === 'br' ||
        hasDescendant(c, (e) => e.name === 'li' || e.name === 'div' || e.name === 'p' || e.name === 'ul'),
    )
  )
    return false;
  const texts = cells.map((c) => textOf(c)).filter(Boolean);
  const joined = texts.join(' ');
  return texts.length >= 2 && joined.length <= 120 && texts.some((t) => AMOUNT_FIRST.test(t));
}

/** A row that shows the name, then the amount ('奶油奶酪' | '250克') as amount first; '' otherwise. */
function amountFirstRow(el: Element): string {
  if (!isAmountRow(el)) return '';
  const texts = el.children
    .filter(isElement)
    .map((c) => textOf(c))
    .filter(Boolean);
  if (texts.length !== 2) return '';
  const [name, amount] = texts;
  return !/\d/.test(name) && amount.length <= 25 && AMOUNT_FIRST.test(amount) ? `${amount} ${name}` : '';
}

interface RegionStats {
  cands: number;
  matched: number;
  anchors: Set<number>;
}

/**
 * Finds the smallest part of the page whose list entries cover the structured lines best, and
 * returns its entries in order with group headings as `*Heading*` lines; null when no part
 * of the page lines up well enough.
 */
export interface VisibleEntry {
  text: string;
  heading: boolean;
  /** Index of the structured line (headings excluded) this entry matched, -1 when none. */
  anchor: number;
}

export function alignVisibleList(
  root: AnyNode,
  structured: string[],
  kind: 'ingredients' | 'method',
): VisibleEntry[] | null {
  const anchors = structured.filter((l) => !isHeading(l)).map(tokenise);
  if (anchors.length < 2) return null;
  const cands = candidates(root, kind);
  if (cands.length < 2 || cands.length > 5000) return null;
  const stats = new Map<Element, RegionStats>();
  const texts = new Map<Element, string>();
  const anchorOf = new Map<Element, number>();
  const used = new Set<number>();
  for (const c of cands) {
    const text = stripListGlyphs(textOf(c));
    texts.set(c, text);
    const toks = tokenise(text);
    let best = -1;
    let bestSim = 0;
    for (let i = 0; i < anchors.length; i += 1) {
      // A line already claimed loses ties, so repeated items ('1 egg' twice) map one to one.
      const s = similarity(anchors[i], toks) - (used.has(i) ? 0.01 : 0);
      if (s >= 0.6 && s > bestSim) {
        bestSim = s;
        best = i;
      }
    }
    if (best >= 0) used.add(best);
    anchorOf.set(c, best);
    for (
      let p: Element | null = c.parent as Element | null;
      p && isElement(p);
      p = p.parent as Element | null
    ) {
      const st = stats.get(p) ?? { cands: 0, matched: 0, anchors: new Set<number>() };
      st.cands += 1;
      if (best >= 0) {
        st.matched += 1;
        st.anchors.add(best);
      }
      stats.set(p, st);
    }
  }
  let region: Element | null = null;
  let regionScore = -Infinity;
  for (const [el, st] of stats) {
    const score = st.anchors.size - (st.cands - st.matched) - 0.5 * (st.matched - st.anchors.size);
    if (score > regionScore || (score === regionScore && region && st.cands < stats.get(region)!.cands)) {
      region = el;
      regionScore = score;
    }
  }
  if (!region) return null;
  // A row that shows the name, then the amount reads in the order its structured line is written.
  const plain = structured.filter((l) => !isHeading(l));
  if (kind === 'ingredients')
    for (const [c, i] of anchorOf) {
      const swapped = amountFirstRow(c);
      if (i >= 0 && swapped && startsWithQuantity(plain[i])) texts.set(c, stripListGlyphs(swapped));
    }
  const st = stats.get(region)!;
  if (st.anchors.size < Math.max(2, Math.ceil(0.75 * anchors.length))) return null;
  if (st.cands > 1.5 * anchors.length + 2) return null;
  return readRegion(region, new Set(cands), texts, anchorOf);
}

const HEADING_CLASS = /group-name|group-title|heading|subtitle|section-title|title|header|label/;

/** A row whose whole text is one heading: an h2-h6, or an element whose class says so. */
function isHeadingRow(row: Element, text: string): boolean {
  if (text.length > 80 || !/\p{L}/u.test(text) || isBareSectionTitle(text)) return false;
  return hasDescendant(
    row,
    (e) => (/^h[2-6]$/.test(e.name) || HEADING_CLASS.test(classOf(e))) && stripListGlyphs(textOf(e)) === text,
  );
}

/** The region's entries in order; short labels between them become group headings. */
function readRegion(
  region: Element,
  cands: Set<Element>,
  texts: Map<Element, string>,
  anchorOf: Map<Element, number>,
): VisibleEntry[] {
  const lines: VisibleEntry[] = [];
  let pendingHeading = '';
  const walk = (el: Element): void => {
    for (const child of el.children) {
      if (!isElement(child) || SKIP.has(child.name)) continue;
      if (cands.has(child)) {
        const text = texts.get(child) ?? '';
        if (!text) continue;
        // A row of the list that holds only a group's name, marked as a heading ('NA CESTO').
        if ((anchorOf.get(child) ?? -1) < 0 && isHeadingRow(child, text)) {
          pendingHeading = toHeading(text.replace(/:\s*$/, ''));
          continue;
        }
        if (pendingHeading) lines.push({ text: pendingHeading, heading: true, anchor: -1 });
        pendingHeading = '';
        lines.push({ text, heading: false, anchor: anchorOf.get(child) ?? -1 });
        continue;
      }
      const containsCand = hasDescendant(child, (e) => cands.has(e));
      if (!containsCand) {
        const text = textOf(child);
        // The page's own title (h1) is not a group of the list.
        const headingLike =
          /^h[2-6]$/.test(child.name) ||
          HEADING_CLASS.test(classOf(child)) ||
          child.name === 'strong' ||
          child.name === 'b' ||
          child.name === 'p' ||
          child.name === 'dt';
        if (text && text.length <= 80 && headingLike && !isBareSectionTitle(text) && /\p{L}/u.test(text)) {
          pendingHeading = toHeading(text.replace(/:\s*$/, ''));
        }
        continue;
      }
      walk(child);
    }
  };
  walk(region);
  // The region may also hold neighbours (the method list beside the ingredients): entries before
  // the first matched line (other than its headings) and after the last one are not part of it.
  const first = lines.findIndex((l) => l.anchor >= 0);
  let last = -1;
  lines.forEach((l, i) => {
    if (l.anchor >= 0) last = i;
  });
  if (first < 0) return [];
  let start = first;
  while (start > 0 && lines[start - 1].heading) start -= 1;
  return lines.slice(start, last + 1).filter((l) => !l.heading || headingName(l.text) !== '');
}

/** Checkbox and bullet glyphs that list widgets put before each line. */
export function stripListGlyphs(text: string): string {
  return text
    .replace(/^(?:[\s\u25a0-\u25ff\u2610-\u2612\u2713-\u2718\u2022\u25e6\u2043\u2219·]|[-*–—](?=\s))+/u, '')
    .trim();
}

/**
 * Every word of `from` is still in `to`, in any order. Words are runs of letters: amounts may be
 * written otherwise ('1.5' and '1½'), but a unit, a name or a note must not go missing.
 */
const figure = (t: string | undefined): boolean => !!t && /^[\d.,/½¼¾⅓⅔⅛–-]+$/u.test(t);
const unitAfter = (words: string[], i: number): boolean =>
  /^\p{L}{1,6}\.?$/u.test(words[i]) && figure(words[i - 1]);
/** Letter and digit words: '1.5 cups' is 1, 5, cups, so punctuation alone is no difference. */
const tokensOf = (t: string): string[] =>
  t
    .toLowerCase()
    .normalize('NFKC')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The page's line says its structured line's amount more fully ('.5 cup sugar' shown as '1.5 cup
 * sugar', '2 flour' as '2 cups flour'): every word of the structured line is there, and what the
 * page adds is figures or a short unit among its first three words.
 */
export function fullerAmount(structured: string, shown: string): boolean {
  if (!/\d/.test(shown) || !keepsWords(structured, shown)) return false;
  const left = tokensOf(structured);
  const extra: number[] = [];
  tokensOf(shown).forEach((t, i) => {
    const at = left.indexOf(t);
    if (at >= 0) left.splice(at, 1);
    else extra.push(i);
  });
  const words = tokensOf(shown);
  return (
    extra.length > 0 &&
    extra.every((i) => i < 3 && (figure(words[i]) || unitAfter(words, i))) &&
    left.length === 0
  );
}

/** Structured lines, each replaced by its page line where that line gives the amount more fully. */
function withFullerAmounts(structured: string[], items: VisibleEntry[]): string[] {
  const fuller = new Map<number, string>();
  const plain = structured.filter((l) => !isHeading(l));
  for (const v of items)
    if (v.anchor >= 0 && !fuller.has(v.anchor) && fullerAmount(plain[v.anchor] ?? '', v.text))
      fuller.set(v.anchor, v.text);
  let k = -1;
  return structured.map((l) => (isHeading(l) ? l : (fuller.get((k += 1)) ?? l)));
}

export function keepsWords(from: string, to: string): boolean {
  const have = new Set(
    to
      .toLowerCase()
      .normalize('NFKC')
      .match(/\p{L}+/gu) ?? [],
  );
  const joined = [...have].join('');
  return (
    from
      .toLowerCase()
      .normalize('NFKC')
      .match(/\p{L}+/gu) ?? []
  ).every((w) => have.has(w) || joined.includes(w));
}

/** A structured line with no words at all ('2', '1/2') is half of a line the export split. */
export function looksDamaged(line: string): boolean {
  return !/\p{L}/u.test(line);
}

/**
 * Merges the visible list into the structured one. The visible text replaces the structured text
 * when the structured list looks damaged (amounts missing, lines split);
 * otherwise the structured lines stay and only the visible group headings are added.
 */
export function mergeVisible(structured: string[], visible: VisibleEntry[]): string[] {
  const plain = structured.filter((l) => !isHeading(l));
  const items = visible.filter((v) => !v.heading);
  const damaged = plain.filter(looksDamaged).length;
  const missingAmounts = items.filter(
    (v) => v.anchor >= 0 && /\d/.test(v.text) && !/\d/.test(plain[v.anchor] ?? ''),
  ).length;
  // 'witte chocolade 150gr' where the page shows '150 gr witte chocolade': amounts moved to the end.
  const amountsLast = items.filter(
    (v) =>
      v.anchor >= 0 &&
      startsWithQuantity(v.text) &&
      /\d/.test(plain[v.anchor] ?? '') &&
      !startsWithQuantity(plain[v.anchor] ?? ''),
  ).length;
  // '250克奶油奶酪' where the page shows '250克 奶油奶酪': the export dropped the spaces.
  const squash = (t: string): string => t.toLowerCase().normalize('NFKC').replace(/\s+/g, '');
  const spaces = (t: string): number => (t.trim().match(/\s+/g) ?? []).length;
  const glued = items.filter((v) => {
    const line = plain[v.anchor] ?? '';
    return v.anchor >= 0 && squash(v.text) === squash(line) && spaces(v.text) > spaces(line);
  }).length;
  const matched = items.filter((v) => v.anchor >= 0).length;
  const useVisible =
    damaged > 0 ||
    missingAmounts >= Math.max(2, 0.3 * items.length) ||
    amountsLast >= Math.max(2, 0.5 * matched) ||
    glued >= Math.max(2, 0.5 * matched);
  // A repair never drops words: a visible line missing any word of its structured line (a unit
  // or a note the page draws in a separate, hidden box) gives way to the structured line.
  if (useVisible)
    return visible.map((v) =>
      v.heading || v.anchor < 0 || keepsWords(plain[v.anchor] ?? '', v.text) ? v.text : plain[v.anchor],
    );
  // Too few damaged lines to take the page's list: each line is still checked against its own.
  const checked = withFullerAmounts(structured, items);
  if (structured.some(isHeading) || !visible.some((v) => v.heading)) return checked;
  // Keep the structured wording; put each visible heading before the first line it covers.
  const headingBefore = new Map<number, string>();
  let pending = '';
  for (const v of visible) {
    if (v.heading) pending = v.text;
    else if (pending && v.anchor >= 0) {
      if (!headingBefore.has(v.anchor)) headingBefore.set(v.anchor, pending);
      pending = '';
    }
  }
  const out: string[] = [];
  checked
    .filter((l) => !isHeading(l))
    .forEach((line, i) => {
      const h = headingBefore.get(i);
      if (h) out.push(h);
      out.push(line);
    });
  return out;
}
