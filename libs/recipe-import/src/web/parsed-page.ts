import type { ImportedDraft } from '@mise/contracts';
import { isBareSectionTitle } from '@mise/recipe-text';
import { cleanText, headingName, isHeading, normaliseForCompare, toHeading } from '../shared/text';
import { type Document, parseHtml } from './html-dom';
import { alignVisibleList, mergeVisible, stripListGlyphs } from './visible-lists';
import { dropUnitSystemRepeat } from '../shared/unit-system-repeat';
import { absoluteUrl, hostOf, type PageMeta, readPageMeta } from './page-meta';
import { isPromoLine } from './promo-lines';
import { dropMergedCopies } from './merged-copies';

/** A page parsed once and shared by every reader in the chain. */
export interface ParsedPage {
  doc: Document;
  meta: PageMeta;
  /** The URL the page was fetched from (or its canonical URL), '' when unknown. */
  url: string;
}

export type PageInput = string | ParsedPage;

export function parsePage(html: string, pageUrl = ''): ParsedPage {
  const doc = parseHtml(typeof html === 'string' ? html : '');
  const meta = readPageMeta(doc);
  return { doc, meta, url: pageUrl || meta.url };
}

export function toParsedPage(input: PageInput, pageUrl?: string): ParsedPage {
  return typeof input === 'string' ? parsePage(input, pageUrl) : input;
}

/** Replaces structured lines by the page's visible list when the two line up (see visible-lists). */
export function preferVisibleLists(draft: ImportedDraft, page: ParsedPage): ImportedDraft {
  const visible = alignVisibleList(page.doc, draft.ingredients, 'ingredients');
  if (visible && visible.some((v) => !v.heading))
    draft.ingredients = mergeVisible(draft.ingredients, visible);
  return draft;
}

/** Fills what every reader shares from the page itself: site name, URL, fallbacks for title/image. */
export function finishDraft(draft: ImportedDraft, page: ParsedPage): ImportedDraft {
  const { meta } = page;
  draft.title = withoutSiteName(draft.title || meta.heading || meta.title, meta.siteName);
  draft.description = draft.description || '';
  // The page's share image (og:image) is the one the site picked to stand for the page; the
  // structured image is often a square crop or a thumbnail list.
  // Lazy-loading placeholders ('data:image/svg+xml,…') stand where the photo's URL should be.
  if (/^data:/i.test(draft.image)) draft.image = '';
  const pageImage = /^data:/i.test(meta.image) ? '' : meta.image;
  const shareImage = pageImage && !SITE_WIDE_IMAGE.test(pageImage) ? pageImage : '';
  // The same photo in two renditions: the share card is often cropped to a banner, the recipe's
  // own markup carries the photo as published.
  const pick =
    shareImage &&
    draft.image &&
    samePicture(absoluteUrl(shareImage, page.url), absoluteUrl(draft.image, page.url))
      ? draft.image
      : shareImage;
  draft.image = absoluteUrl(pick || draft.image || pageImage, page.url);
  draft.source_url = page.url;
  if (draft.total_time_minutes === null && (draft.prep_time_minutes > 0 || draft.cook_time_minutes > 0)) {
    draft.total_time_minutes = draft.prep_time_minutes + draft.cook_time_minutes;
  }
  draft.source = meta.siteName || hostOf(page.url) || cleanText(draft.source);
  const unbullet = (l: string): string => (isHeading(l) ? l : stripListGlyphs(l));
  draft.ingredients = dropUnitSystemRepeat(
    dedupeAdjacent(
      stripNumberMarkers(
        dropRepeatedControl(
          draft.ingredients.map(unbullet).filter((l) => !isListControl(l) && !isPromoLine(l)),
        ),
      ),
    ),
  );
  // A bare 'Step 3' label is layout, not an instruction.
  const label = (l: string): string => (isHeading(l) ? headingName(l) : l);
  const unprefix = (l: string): string =>
    isHeading(l) ? toHeading(headingName(l).replace(STEP_PREFIX, '')) : l.replace(STEP_PREFIX, '');
  draft.method = dropMergedCopies(
    stripStepLabels(
      stripCounters(
        stripDashCounters(
          dedupeAdjacent(
            withoutIngredientLines(dropNutritionTail(splitRunningNumbers(draft.method)), draft.ingredients)
              .map(unbullet)
              .filter((l) => !STEP_LABEL.test(label(l)) && !BARE_COUNTER.test(label(l)))
              .filter((l) => !isBareSectionTitle(label(l)))
              .filter(
                (l) => !isNutritionLine(label(l)) && !isFileNameLine(label(l)) && !isPromoLine(label(l)),
              )
              .map(unprefix)
              .map(spaceSentences),
          ),
        ),
      ),
    ),
  );
  return draft;
}

/**
 * Some exports put the ingredient list at the head of the method: two or more method lines that
 * are word for word ingredient lines are the list repeated, not steps. One line alone ('Salt.')
 * may be a step that happens to name one thing, so it stays.
 */
export function withoutIngredientLines(method: string[], ingredients: string[]): string[] {
  const key = (l: string): string => normaliseForCompare(l).replace(/[.!]$/, '');
  const food = new Set(ingredients.filter((l) => !isHeading(l)).map(key));
  const repeated = (l: string): boolean => !isHeading(l) && food.has(key(l));
  const count = method.filter(repeated).length;
  const kept = method.filter((l) => !repeated(l));
  return count >= 2 && kept.some((l) => !isHeading(l)) ? kept : method;
}

const NUTRIENT =
  '(?:calories|kcal|kj|energy|energie|fat|saturates|saturated fat|protein|carbs|carbohydrates?|fib(?:re|er)|sugars?|salt|sodium|fett|eiweiß|kohlenhydrate|ballaststoffe|zucker|glucides|lipides|protéines|grassi|proteine|carboidrati|grasas|proteínas|carbohidratos)';
const NUTRITION_LINE = new RegExp(
  String.raw`^(?:(?:per|pro|par|por) (?:serving|portion|porción|porzione|personne)|nutrition(?:al)?(?: facts| information| info| per serving)?|nährwerte(?: pro portion)?|valeurs nutritionnelles|${NUTRIENT}\s*:?\s*\d+(?:[.,]\d+)?\s*(?:g|mg|kcal|kj|cal)?)$`,
  'iu',
);

/** A whole line that is only a photo's file name ('IMG_2041.JPG', 'pilaf_3 step 1'): no step. */
export function isFileNameLine(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return (
    words.length <= 3 &&
    (/\.(?:jpe?g|png|webp|gif|avif)$/i.test(words[words.length - 1]) ||
      /^[\p{L}\d-]+_[\p{L}\d_-]*$/u.test(words[0]))
  );
}

/**
 * Sentences an export glued together ('…two jars.Put the dressing in…', '…soft.Stamp the…'): a
 * full stop between a word and a capitalised word gets its space back. Nothing is dropped.
 */
export function spaceSentences(line: string): string {
  return isHeading(line) ? line : line.replace(/(\p{Ll}{2})([.!?])(\p{Lu}\p{Ll})/gu, '$1$2 $3');
}

const NUTRITION_START = new RegExp(
  String.raw`^(?:(?:per|pro|par|por) (?:serving|portion|porción|porzione|personne)|nutrition(?:al)?(?: facts| information| info)?|nährwerte|valeurs nutritionnelles)\s*[:|–-]`,
  'iu',
);
const NUTRIENT_WORD = new RegExp(String.raw`(?:^|[^\p{L}])${NUTRIENT}(?![\p{L}])`, 'iu');

/**
 * The nutrition box after the steps ('PER SERVING: 320 kcal', then '8 g protein, 4 g fat'): from
 * its heading on, short lines that name nutrients or hold no words are not steps.
 */
export function dropNutritionTail(lines: string[]): string[] {
  const label = (l: string): string => (isHeading(l) ? headingName(l) : l);
  const at = lines.findIndex(
    (l, i) => i > 0 && (isNutritionLine(label(l)) || NUTRITION_START.test(label(l).trim())),
  );
  if (at < 0) return lines;
  const tail = lines.slice(at + 1);
  const junk = (l: string): boolean => l.length < 120 && (NUTRIENT_WORD.test(l) || !/\p{L}{4}/u.test(l));
  let keepFrom = 0;
  while (keepFrom < tail.length && junk(label(tail[keepFrom]))) keepFrom += 1;
  return [...lines.slice(0, at), ...tail.slice(keepFrom)];
}

/** 'PER SERVING', 'Nutrition facts', 'Calories: 350': the nutrition box, not a step. */
export function isNutritionLine(line: string): boolean {
  return NUTRITION_LINE.test(line.trim().replace(/[:.]$/, ''));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A title that carries the site's name the way a browser tab does ('Soup | Recipes | Site',
 * 'Soup - Site - Recipes', 'Soup by Site'): the recipe's name is what comes before the site.
 */
export function withoutSiteName(title: string, siteName: string): string {
  const site = siteName.trim();
  if (site.length < 3) return title;
  const name = escapeRegExp(site);
  const cut = title
    .replace(new RegExp(`\\s+(?:by|von|par|di|de|door|av|af)\\s+${name}\\s*$`, 'i'), '')
    .replace(
      new RegExp(`(?:\\s+[|–—-]\\s+[^|–—]{0,40})?\\s+[|–—-]\\s+${name}(?:\\s+[|–—-]\\s+.*)?$`, 'i'),
      '',
    )
    .trim();
  return cut.length >= 3 ? cut : title;
}

/**
 * Two different URLs for one picture: the same file name, served with other size or crop
 * parameters (query string, a size folder, another image host). WordPress-style size suffixes
 * ('-225x225') make a different file name: those are thumbnails, not renditions.
 */
export function samePicture(a: string, b: string): boolean {
  if (a === b) return false;
  const fileName = (url: string): string => {
    try {
      const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
      return decodeURIComponent(last).toLowerCase();
    } catch {
      return '';
    }
  };
  const name = fileName(a);
  return name.length >= 3 && name === fileName(b);
}

/** A share image that is the site's logo or default card says nothing about this recipe. */
const SITE_WIDE_IMAGE = /logo|ogimage|og-default|default[-_]?(og|share|image)|placeholder|favicon/i;

/** '1.', '2)', '3': a step's number drawn in a box of its own. */
const BARE_COUNTER = /^\d{1,3}\s*[.):]?$/;

const STEP_LABEL = /^(step|schritt|étape|etape|paso|passo|stap|krok|lépés)\s*\d+\s*[:.)-]?\s*$/i;

/** 'STEP 2 | Combine…' or 'Step 2: Combine…': the label is layout, the text is the step. */
const STEP_PREFIX = /^(step|schritt|étape|etape|paso|passo|stap|krok|lépés)\s*\d+\s*[|:.)\-–]\s*(?=\S)/i;

/**
 * Steps that each begin with their own running number ('1 Heat…', '2 Add…') carry a counter the
 * page drew in a separate box; the number is layout, not part of the step.
 */
export function stripCounters(lines: string[]): string[] {
  if (lines.filter((l) => !isHeading(l)).length < 2) return lines;
  let expected = 1;
  let afterHeading = false;
  for (const line of lines) {
    if (isHeading(line)) {
      afterHeading = true;
      continue;
    }
    const m = /^(\d{1,2})[.):]? (?=\S)/.exec(line);
    if (!m) return lines;
    const n = Number(m[1]);
    // Numbering may run on through sections or start again under each heading.
    if (n === 1 && afterHeading) expected = 1;
    if (n !== expected) return lines;
    expected += 1;
    afterHeading = false;
  }
  return lines.map((l) => (isHeading(l) ? l : l.replace(/^\d{1,2}[.):]? /, '')));
}

/**
 * '1- Peel…', then a paragraph, then '2- Fry…': a post numbers its steps by hand, some steps running
 * over several paragraphs. Numbers counting up from 1 on three or more lines are the list's.
 */
export function stripDashCounters(lines: string[]): string[] {
  const marker = /^(\d{1,2})\s*[-–]\s+(?=\S)/;
  const numbers = lines.map((l) => Number(marker.exec(l)?.[1] ?? 0)).filter((n) => n > 0);
  if (numbers.length < 3 || numbers.some((n, i) => n !== i + 1)) return lines;
  return lines.map((l) => (isHeading(l) ? l : l.replace(marker, '')));
}

const LIST_CONTROL =
  /^(?:us(?:\s+(?:customary|standard|cups|units|measures?))?|metric|imperial|units?|[½¼\d]+(?:[.,]\d+)?\s*[x×]|original)$/iu;

/** A unit-system toggle ('US', 'METRIC') or a scaling button ('2x') drawn above the list. */
export function isListControl(line: string): boolean {
  return !isHeading(line) && LIST_CONTROL.test(line.trim());
}

const CONTROL_WORD =
  /\b(?:add|save|buy|shop|cart|basket|list|liste|lista|einkaufsliste|warenkorb|kaufen|ajouter|panier|aggiungi|carrello|añadir|carrito|toevoegen|winkelmand|lägg|dodaj|koszyk)\b/iu;

/**
 * A control's label drawn after every line ('… Add to list', '… In den Warenkorb') by a link the
 * page does not mark as a button: the same few words closing nearly every line, naming a list or
 * a cart. Food words shared by lines ('… sauce') are not controls and stay.
 */
export function dropRepeatedControl(lines: string[]): string[] {
  const food = lines.filter((l) => !isHeading(l));
  if (food.length < 3) return lines;
  for (let n = 4; n >= 1; n -= 1) {
    const tail = (l: string): string => l.split(/\s+/).slice(-n).join(' ');
    const counts = new Map<string, number>();
    for (const l of food) if (l.split(/\s+/).length > n) counts.set(tail(l), (counts.get(tail(l)) ?? 0) + 1);
    for (const [phrase, count] of counts) {
      if (count < 0.8 * food.length || !CONTROL_WORD.test(phrase)) continue;
      return lines.map((l) =>
        !isHeading(l) && l.endsWith(phrase) && l.split(/\s+/).length > n
          ? l.slice(0, -phrase.length).trim()
          : l,
      );
    }
  }
  return lines;
}

const STEP_WORD = /^(?:step|schritt|étape|etape|paso|passo|stap|krok|lépés)\s*(\d{1,2})(?=\s|\p{Lu})\s*/iu;

/**
 * 'Step 1Preheat…', 'Step 2 In a bowl…': a step label drawn in a box of its own, glued to the
 * step's text or set off by a space only. Taken off only when every step carries one, counting up.
 */
export function stripStepLabels(lines: string[]): string[] {
  const steps = lines.filter((l) => !isHeading(l));
  if (steps.length < 2) return lines;
  let previous = 0;
  for (const line of steps) {
    const m = STEP_WORD.exec(line);
    if (!m || line.length <= m[0].length) return lines;
    const n = Number(m[1]);
    if (n !== previous + 1 && n !== 1) return lines;
    previous = n;
  }
  return lines.map((l) => (isHeading(l) ? l : l.replace(STEP_WORD, '')));
}

/**
 * A method written as one or two runs of numbered steps ('1.Soften the cheese 2.Line the tin
 * 3.Bake'): each number that continues the count from '1.' at the very start begins a step; a
 * number that breaks the count ('bake 28 minutes', '1.5 cups') stays text. Numbers with nothing
 * after them ('11. 12.') were empty steps.
 */
export function splitRunningNumbers(lines: string[]): string[] {
  const plain = lines.filter((l) => !isHeading(l));
  if (!plain.length || plain.length > 3 || !/^1[.、．)]\s*\D/u.test(plain[0])) return lines;
  let next = 1;
  const out: string[] = [];
  for (const line of lines) {
    if (isHeading(line)) {
      out.push(line);
      continue;
    }
    const marker = /(^|[\s。．.!?;；，,])(\d{1,2})[.、．)](?!\d)\s*/gu;
    let start = 0;
    let body = line;
    const pieces: string[] = [];
    for (const m of line.matchAll(marker)) {
      if (Number(m[2]) !== next) continue;
      const at = m.index + m[1].length;
      pieces.push(line.slice(start, at));
      start = m.index + m[0].length;
      next += 1;
    }
    body = line.slice(start);
    pieces.push(body);
    const kept = pieces.map((p) => p.trim());
    // Text before the line's first number, once the count has begun, goes on with the step
    // before it: a line break inside a numbered step is not a new step.
    const last = out.length - 1;
    if (kept[0] && next > 2 && last >= 0 && !isHeading(out[last])) {
      out[last] = joinWrapped(out[last], kept[0]);
      kept[0] = '';
    }
    out.push(...kept.filter((p) => /[\p{L}\p{N}]/u.test(p)));
  }
  return next > 3 ? out : lines;
}

/** Two halves of a wrapped line: scripts written without spaces join without one. */
function joinWrapped(a: string, b: string): string {
  return SPACELESS_END.test(a) && SPACELESS_START.test(b) ? `${a}${b}` : `${a} ${b}`;
}

const SPACELESS_END =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]$/u;
const SPACELESS_START =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * Ingredient lines numbered as a list ('1. 2.5 tsp cumin', '2) 1 onion'): the running number is
 * the list's marker. Only with a dot or bracket after it, and only when every line has one in
 * order, so '1 onion', '2 eggs', '3 carrots' keep their amounts.
 */
export function stripNumberMarkers(lines: string[]): string[] {
  const food = lines.filter((l) => !isHeading(l));
  if (food.length < 2) return lines;
  const marker = /^(\d{1,2})[.)]\s+(?=\S)/;
  if (!food.every((l, i) => Number(marker.exec(l)?.[1]) === i + 1)) return lines;
  return lines.map((l) => (isHeading(l) ? l : l.replace(marker, '')));
}

/**
 * A page that draws its list twice (once for small screens, once for large ones, or a print copy)
 * gives the same lines twice in a row: the recipe is one copy. (Used on what the page shows;
 * structured data that repeats itself is left as the site wrote it.)
 */
export function dropRepeatedList(lines: string[]): string[] {
  const half = lines.length / 2;
  if (lines.length < 4 || !Number.isInteger(half)) return lines;
  for (let i = 0; i < half; i += 1) if (lines[i] !== lines[half + i]) return lines;
  return lines.slice(0, half);
}

function dedupeAdjacent(lines: string[]): string[] {
  return lines.filter((line, i) => line.length > 0 && line !== lines[i - 1]);
}

/** Runs a reader so that a bug or a hostile page gives "no draft" instead of an exception. */
export function safely<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
