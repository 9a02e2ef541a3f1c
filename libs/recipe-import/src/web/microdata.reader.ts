import type { ImportedDraft } from '@mise/contracts';
import { attr, blockLines, type Element, findElements, textOf } from './html-dom';
import { recipeNodeToDraft } from './json-ld.reader';
import { finishDraft, preferVisibleLists, type PageInput, safely, toParsedPage } from './parsed-page';

type Item = Record<string, unknown>;

/** schema.org microdata, the older data-vocabulary.org vocabulary, or RDFa (typeof/property). */
const isRecipeScope = (el: Element): boolean =>
  ('itemscope' in el.attribs && /(schema|data-vocabulary)\.org\/recipe\b/i.test(attr(el, 'itemtype'))) ||
  /(^|[\s:/])Recipe(\s|$)/.test(attr(el, 'typeof'));

const isScope = (el: Element): boolean => 'itemscope' in el.attribs || 'typeof' in el.attribs;

/** itemprop names, or RDFa property names without their vocabulary prefix. */
const propNames = (el: Element): string[] =>
  (attr(el, 'itemprop') || attr(el, 'property'))
    .split(/\s+/)
    .map((n) => n.replace(/^.*[:/#]/, ''))
    .filter(Boolean);

/** The value of an itemprop element as HTML microdata defines it (content, src, href, datetime, text). */
function propValue(el: Element): string {
  if (el.attribs.content !== undefined) return el.attribs.content;
  switch (el.name) {
    case 'img':
    case 'source': {
      // Lazy loading puts a placeholder in src and the photo in data-src until the image scrolls in.
      const src = attr(el, 'src');
      if (src && !/^data:/i.test(src)) return src;
      return attr(el, 'data-src') || attr(el, 'data-lazy-src') || src;
    }
    case 'a':
    case 'link':
      return attr(el, 'href') || textOf(el);
    case 'time':
      return attr(el, 'datetime') || textOf(el);
    case 'data':
    case 'meter':
      return attr(el, 'value') || textOf(el);
    default:
      // Keep the element's visible line breaks: one element may hold a whole list of steps.
      return blockLines(el).join('\n\n');
  }
}

const INGREDIENT_PROP = /^(recipeIngredient|ingredients?)$/;

/**
 * An itemscope element as a JSON-LD-like object ('@type' plus its properties), so the JSON-LD
 * field readers apply unchanged. A property given once is a value, given several times a list.
 */
export function readMicrodataItem(scope: Element, depth = 0): Item {
  const item: Item = { '@type': (attr(scope, 'itemtype') || attr(scope, 'typeof')).split(/\s+/)[0] ?? '' };
  const values = new Map<string, unknown[]>();
  const walk = (el: Element): void => {
    for (const child of el.children) {
      if (child.type !== 'tag') continue;
      const names = propNames(child);
      const nested = isScope(child);
      if (names.length) {
        // An ingredient marked up as an item of its own ('amount' + 'name') is still one line: its
        // whole text, so the amount is not lost to the item's name.
        const asText = names.some((n) => INGREDIENT_PROP.test(n));
        const value = nested && depth < 6 && !asText ? readMicrodataItem(child, depth + 1) : propValue(child);
        for (const name of names) values.set(name, [...(values.get(name) ?? []), value]);
      }
      if (!nested) walk(child);
    }
  };
  walk(scope);
  // data-vocabulary.org names for the same things.
  for (const [old, current] of [
    ['ingredient', 'recipeIngredient'],
    ['photo', 'image'],
    ['yield', 'recipeYield'],
  ] as const) {
    if (values.has(old) && !values.has(current)) values.set(current, values.get(old)!);
  }
  for (const [name, list] of values) {
    // Several elements carrying the same list property are one entry each, however many lines
    // each shows (a step's title and its text belong together).
    const joinEach =
      list.length > 1 &&
      /^(recipeInstructions|instructions|recipeIngredient|ingredients|ingredient|step)$/.test(name);
    const vals = joinEach ? list.map((v) => (typeof v === 'string' ? v.replace(/\n+/g, ' ') : v)) : list;
    item[name] = vals.length === 1 ? vals[0] : vals;
  }
  return item;
}

/** Reader 2: schema.org Recipe as HTML microdata (itemscope/itemprop). */
export function readMicrodataRecipe(input: PageInput, pageUrl?: string): ImportedDraft | null {
  return safely(() => {
    const page = toParsedPage(input, pageUrl);
    let best: ImportedDraft | null = null;
    for (const scope of findElements(page.doc, isRecipeScope)) {
      const draft = recipeNodeToDraft(readMicrodataItem(scope));
      if (
        !best ||
        draft.ingredients.length + draft.method.length > best.ingredients.length + best.method.length
      )
        best = draft;
    }
    return best ? finishDraft(preferVisibleLists(best, page), page) : null;
  });
}
