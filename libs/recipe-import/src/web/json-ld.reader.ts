import { startsWithQuantity } from '../text/ingredient-line';
import type { ImportedDraft } from '@mise/contracts';
import { emptyDraft } from '../draft';
import { parseDuration } from '../shared/duration';
import {
  cleanLines,
  cleanText,
  isHeading,
  normaliseForCompare,
  splitParagraphs,
  toHeading,
} from '../shared/text';
import { servingsFromYield, yieldText } from '../shared/yield';
import { attr, findElements, rawText } from './html-dom';
import { parseLenientJson } from './lenient-json';
import {
  finishDraft,
  preferVisibleLists,
  type PageInput,
  type ParsedPage,
  safely,
  toParsedPage,
} from './parsed-page';

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** '@type' as a string or list, with or without a schema.org prefix, as lower-case names. */
export function typesOf(node: Node): string[] {
  const raw = node['@type'] ?? node.type;
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

/** Every JSON value inside the page's ld+json scripts. */
export function readJsonLdBlocks(page: ParsedPage): unknown[] {
  const scripts = findElements(page.doc, (el) => el.name === 'script' && /ld\+json/i.test(attr(el, 'type')));
  return scripts.flatMap((el) => parseLenientJson(rawText(el)));
}

/** Calls visit on every object inside the values (arrays walked through), each once, parents first. */
export function eachObject(values: unknown[], maxDepth: number, visit: (node: Node) => void): void {
  const seen = new Set<unknown>();
  const walk = (v: unknown, depth: number): void => {
    if (depth > maxDepth || v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1);
      return;
    }
    visit(v as Node);
    for (const key of Object.keys(v)) walk((v as Node)[key], depth + 1);
  };
  for (const v of values) walk(v, 0);
}

/** Walks arrays, @graph, mainEntity and any nested object, collecting Recipe nodes and @id targets. */
export function findRecipeNodes(values: unknown[]): { recipes: Node[]; byId: Map<string, Node> } {
  const recipes: Node[] = [];
  const byId = new Map<string, Node>();
  eachObject(values, 12, (node) => {
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
    if (typesOf(node).includes('recipe')) recipes.push(node);
  });
  return { recipes, byId };
}

const resolve = (v: unknown, byId: Map<string, Node>): unknown => {
  if (isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).length === 1)
    return byId.get(v['@id']) ?? v;
  return v;
};

/** Person, Organization, a list of them, or a plain string, as one display name. */
export function authorName(value: unknown, byId: Map<string, Node> = new Map()): string {
  const v = resolve(value, byId);
  if (Array.isArray(v)) {
    return v
      .map((a) => authorName(a, byId))
      .filter(Boolean)
      .join(', ');
  }
  if (isObject(v)) return cleanText(v.name ?? v.alternateName ?? '');
  return cleanText(v);
}

/** image as a string, a list, an ImageObject or an @id reference, to one URL. */
export function imageUrl(value: unknown, byId: Map<string, Node> = new Map()): string {
  const v = resolve(value, byId);
  if (Array.isArray(v)) {
    for (const item of v) {
      const url = imageUrl(item, byId);
      if (url) return url;
    }
    return '';
  }
  if (isObject(v)) return imageUrl(v.url ?? v.contentUrl ?? v['@id'] ?? '', byId);
  const url = cleanText(v);
  // A lazy-loading placeholder is not the photo; a list may name the real one next.
  return /^data:/i.test(url) ? '' : url;
}

/**
 * A list entry's line breaks: a lone string is the whole list, one ingredient per line; in a list,
 * an entry's break separates ingredients only when at least two of its lines start with an amount
 * and none continues the line before ('(sifted)', ', divided'), so '1 cup flour\n(sifted)' stays one.
 */
function entryLines(item: string, lone: boolean): string[] {
  const lines = cleanLines(item);
  if (lone || lines.length < 2) return lone ? lines : [cleanText(item)].filter(Boolean);
  const continues = lines.slice(1).some((l) => /^[([,;:&+]/.test(l));
  // The amount may come first ('2 tbsp oil') or last ('玉ねぎ 1個', 'flour 200 g').
  const amounts = lines.filter((l) => startsWithQuantity(l) || AMOUNT_LAST.test(l)).length;
  return !continues && amounts >= 2 && amounts >= lines.length / 2
    ? lines
    : [cleanText(item)].filter(Boolean);
}

/** A line ending in an amount with a short unit or counter: 'Zwiebel 1', '米 2.5合', 'sugar 50 g'. */
const AMOUNT_LAST = /\p{L}.*\s\d+(?:[.,/]\d+)?\s?[\p{L}.]{0,6}$/u;

/** Words after which a number belongs to the same ingredient ('about 2', '1 or 2', 'x 3'). */
const KEEPS_NUMBER =
  /(?:^|\s)(?:about|approx\.?|ca\.?|or|to|and|of|plus|x|à|a|und|oder|bis|et|ou|o|y|e|de|von|van|each|je|jeweils)\s$/i;

/**
 * Several ingredients glued into one line ('2 tbsp oil 4 cloves garlic, sliced 2.5 tsp cumin'),
 * as a page leaves them when its export joined the list: split before each amount that follows a
 * word, never inside a number ('2.5', '1 1/2') and never after 'about', 'or', 'x'...
 */
export function splitGluedIngredients(line: string): string[] {
  const cuts: number[] = [];
  const re =
    /(?<=[\p{L}\p{M})\].,;]\s+)(?=(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\/\d+|[¼½¾⅓⅔⅛⅜⅝⅞])?|[¼½¾⅓⅔⅛⅜⅝⅞])\s*\p{L})/gu;
  for (const m of line.matchAll(re)) {
    const before = line.slice(0, m.index);
    if (!KEEPS_NUMBER.test(before) && startsWithQuantity(line.slice(m.index))) cuts.push(m.index);
  }
  if (cuts.length < 2) return [line];
  const parts = [0, ...cuts, line.length]
    .slice(0, -1)
    .map((start, i, starts) => line.slice(start, i + 1 < starts.length ? starts[i + 1] : line.length))
    .map((p) =>
      p
        .trim()
        .replace(/[,;]\s*$/, '')
        .trim(),
    );
  // Every piece must still name something, or the line was a single ingredient with numbers in it.
  return parts.every((p) => /\p{L}{2}/u.test(p.replace(/^\S+\s*/, ''))) ? parts : [line];
}

/** A list exported as JSON text inside the JSON ('["2 cups rice","1 onion"]'), or null. */
function jsonListIn(value: unknown): unknown[] | null {
  if (typeof value !== 'string' || !/^\s*\[[\s\S]*\]\s*$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/** recipeIngredient as a list or one string, to clean lines. */
export function ingredientLines(value: unknown): string[] {
  const list = Array.isArray(value) ? value : (jsonListIn(value) ?? [value]);
  // A list's entries are one ingredient each, unless an entry plainly holds several (see
  // entryLines); a lone string is the whole list, one ingredient per line.
  const split = list.length === 1;
  const lines = list.flatMap((item) => {
    if (typeof item === 'string') return entryLines(item, split);
    // HowToSupply and PropertyValue entries hold the line as name or value.
    if (isObject(item)) return cleanLines(String(item.text ?? item.name ?? item.value ?? ''));
    if (typeof item === 'number') return [String(item)];
    return [];
  });
  return lines.map((line) =>
    looksLikeGroupLabel(line) ? toHeading(line.replace(/:\s*$/, '')) : tidyNoteBrackets(line),
  );
}

/**
 * The last resort for a list still lumped into one to three long lines after the page was asked
 * for a better copy: split before each amount that follows a word. Nothing is dropped; only line
 * breaks are added.
 */
export function splitLumpedIngredients(lines: string[]): string[] {
  const plain = lines.filter((l) => !isHeading(l));
  if (!plain.length || plain.length > 3 || !plain.some((l) => l.length > 40)) return lines;
  return lines.flatMap((l) => (isHeading(l) ? [l] : splitGluedIngredients(l)));
}

/**
 * Recipe plugins export a note as '(note)' even when the note already carries brackets:
 * '((optional))' becomes '(optional)'.
 */
export function tidyNoteBrackets(line: string): string {
  return (
    line
      .replace(/\(\(([^()]*)\)\)/g, '($1)')
      // Amounts stored as floats come out as '500.0 g'.
      .replace(/(^|\s)(\d+)\.0(?=\s|$)/g, '$1$2')
      .trim()
  );
}

/**
 * Sites that cannot express groups in recipeIngredient slip the group's label in as a line
 * ('For the sauce:'): a short line ending in a colon with no quantity is a heading, not food.
 */
export function looksLikeGroupLabel(line: string): boolean {
  if (/\d/.test(line) || line.length > 60) return false;
  return /:\s*$/.test(line) || FOR_THE.test(line.trim());
}

/** 'For the sauce', 'Für den Teig', 'Pour la pâte', 'Per la crema', 'Para la salsa', 'Voor de saus'. */
const FOR_THE =
  /^(for|für|pour|per|para|voor|för|til|dla)\s+(the|a|an|den|die|das|der|le|la|les|l'|il|lo|gli|el|los|las|o|os|as|de|het|den|det)\s+\p{L}[\p{L}\s'’&-]{0,40}$/iu;

/**
 * recipeInstructions in any of its shapes (plain string, list of strings, HowToStep,
 * HowToDirection, HowToSection with itemListElement, ItemList) to lines; section names become
 * `*Heading*` lines.
 */
export function instructionLines(value: unknown, byId: Map<string, Node> = new Map(), depth = 0): string[] {
  if (depth > 8) return [];
  const v = resolve(value, byId);
  // The whole method as one string is one step per line; a string inside a list is one step.
  if (typeof v === 'string') return depth === 0 ? cleanLines(v) : splitParagraphs(v);
  if (Array.isArray(v)) return v.flatMap((item) => instructionLines(item, byId, depth + 1));
  if (!isObject(v)) return [];
  const types = typesOf(v);
  const children = v.itemListElement ?? v.steps ?? v.step;
  if (types.includes('howtosection')) {
    const heading = toHeading(cleanText(v.name ?? v.Name ?? ''));
    const inner = instructionLines(children ?? v.text ?? [], byId, depth + 1);
    return heading && inner.length ? [heading, ...inner] : inner;
  }
  const given = v.text ?? v.description;
  // A step whose text is a list of strings holds one step per entry.
  if (Array.isArray(given) && given.every((t) => typeof t === 'string'))
    return given.flatMap((t) => splitParagraphs(t));
  const text = given;
  if (typeof text === 'string' && cleanText(text)) {
    // One step is one entry, even when its text wraps over several lines; blank lines and bullets
    // inside it separate steps a site crammed into one.
    const lines = splitParagraphs(text);
    // Many sites repeat the text (or its start) as the step's name; a name that says something
    // else ('Make the glaze') is the step's title, kept as a heading above it.
    const name = cleanText(v.name ?? '');
    if (name && !isFileName(name) && !(lines[0] ?? '').startsWith(name.replace(/[.…]+$/, '')))
      return [toHeading(name), ...lines];
    return lines;
  }
  if (children !== undefined) return instructionLines(children, byId, depth + 1);
  if (v.item !== undefined) return instructionLines(v.item, byId, depth + 1);
  return cleanLines(String(v.name ?? ''));
}

/**
 * A step 'name' some exports fill with the step photo's file name ('dish_3 step 1', 'IMG_2041.jpg'):
 * words joined by underscores or a file extension are not a title a person wrote.
 */
export function isFileName(name: string): boolean {
  return (
    /\p{L}_|_\d|\.(?:jpe?g|png|webp|gif|avif)$/iu.test(name) ||
    // 'pilaf step 1': a photo's caption built from the dish and the step's number.
    /\s(?:step|schritt|étape|paso|passo|stap|krok|lépés)\s*\d+$/iu.test(name)
  );
}

function keywordList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((k) => cleanText(k)).filter((k, i, all) => k.length > 0 && all.indexOf(k) === i);
}

/** One schema.org Recipe node to a draft (without the page-level fallbacks). */
export function recipeNodeToDraft(node: Node, byId: Map<string, Node> = new Map()): ImportedDraft {
  const draft = emptyDraft();
  draft.title = cleanText(node.name ?? node.headline ?? '');
  draft.description = cleanText(node.description ?? '');
  // Exports misspell the names now and then ('recipeIngredients', 'recipeInstruction').
  draft.ingredients = ingredientLines(
    node.recipeIngredient ?? node.recipeIngredients ?? node.ingredients ?? node.ingredient ?? [],
  );
  draft.method = instructionLines(
    node.recipeInstructions ?? node.recipeInstruction ?? node.instructions ?? node.step ?? [],
    byId,
  );
  const prep = parseDuration(node.prepTime);
  const cook = parseDuration(node.cookTime);
  const total = parseDuration(node.totalTime);
  draft.prep_time_minutes = prep ?? 0;
  draft.cook_time_minutes = cook ?? 0;
  draft.total_time_minutes = total ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  draft.yields = yieldText(node.recipeYield ?? node.yield ?? '');
  draft.servings = servingsFromYield(draft.yields);
  draft.image = imageUrl(node.image ?? node.thumbnailUrl ?? '', byId);
  draft.author = authorName(node.author ?? node.creator ?? '', byId);
  // Only a fallback: the page's own site name or host wins (see finishDraft).
  draft.source = authorName(node.publisher ?? '', byId);
  const tags: ImportedDraft['tags'] = {};
  const category = keywordList(node.recipeCategory);
  const cuisine = keywordList(node.recipeCuisine);
  const keywords = keywordList(node.keywords);
  if (category.length) tags['Meal Type'] = category;
  if (cuisine.length) tags.Cuisine = cuisine;
  if (keywords.length) tags.General = keywords;
  draft.tags = tags;
  return draft;
}

/** The page's own heading or title starts with this recipe's name. */
function namesPage(title: string, page: ParsedPage): boolean {
  const name = normaliseForCompare(title);
  if (name.length < 3) return false;
  return [page.meta.heading, page.meta.title].some((t) => normaliseForCompare(t).startsWith(name));
}

const richness = (d: ImportedDraft): number => d.ingredients.length + d.method.length + (d.title ? 1 : 0);

/** Reader 1: schema.org Recipe in JSON-LD. Returns the richest recipe on the page, or null. */
export function readJsonLdRecipe(input: PageInput, pageUrl?: string): ImportedDraft | null {
  return safely(() => {
    const page = toParsedPage(input, pageUrl);
    const { recipes, byId } = findRecipeNodes(readJsonLdBlocks(page));
    let best: ImportedDraft | null = null;
    // A page with several recipes (a dish and the sauce it uses) is about the one its heading
    // names; otherwise the richest one is the page's.
    const named = (d: ImportedDraft): boolean => namesPage(d.title, page);
    for (const node of recipes) {
      const draft = recipeNodeToDraft(node, byId);
      const better =
        !best ||
        (named(draft) && !named(best)) ||
        (named(draft) === named(best) && richness(draft) > richness(best));
      if (better) best = draft;
    }
    return best ? finishDraft(preferVisibleLists(best, page), page) : null;
  });
}
