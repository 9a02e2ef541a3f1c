import type { ImportedDraft } from '@mise/contracts';
import { emptyDraft } from '../draft';
import { cleanLines, cleanText, normaliseForCompare, splitParagraphs, toHeading } from '../shared/text';
import { servingsFromYield } from '../shared/yield';
import { type Document, type Element, rawText, walkElements } from './html-dom';
import { eachObject, findRecipeNodes, recipeNodeToDraft, typesOf } from './json-ld.reader';
import { finishDraft, type PageInput, type ParsedPage, safely, toParsedPage } from './parsed-page';

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Blobs larger than this are not parsed (a whole store's catalogue is no recipe). */
const MAX_BLOB = 4_000_000;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** '{…}' or '[…]' text that mentions ingredients, parsed; undefined otherwise. */
function stateJson(text: string): unknown {
  const t = text.trim();
  if (t.length < 40 || t.length > MAX_BLOB || !/^[[{]/.test(t) || !/ingredient/i.test(t)) return undefined;
  return parseJson(t);
}

/** A script that assigns the app's state to a global: `window.__INITIAL_STATE__ = {…};`. */
const ASSIGNED = /^\s*(?:window\.|var\s+|let\s+|const\s+)?[\w$.]+\s*=\s*(\{[\s\S]*\})\s*;?\s*$/;

/** A React server-components chunk: `self.__next_f.push([1, "…"])`. */
const FLIGHT_CHUNK = /^\s*\(?self\.__next_f\s*=?[^;]*\)?\.push\((\[[\s\S]*\])\)\s*;?\s*$/;

/**
 * Every JSON value a script-driven page carries as its app's state: JSON script elements (Next.js,
 * Nuxt payloads), state assigned to a global, streamed server-component chunks, and JSON held in a
 * data attribute of the app's root element (Inertia's data-page, data-props).
 */
export function readAppState(page: ParsedPage): unknown[] {
  // Parsed once per page: the chain's app-state reader and the repairs of structured data both ask.
  const cached = stateCache.get(page.doc);
  if (cached) return cached;
  const values = readAppStateUncached(page);
  stateCache.set(page.doc, values);
  return values;
}

const stateCache = new WeakMap<Document, unknown[]>();

function readAppStateUncached(page: ParsedPage): unknown[] {
  const values: unknown[] = [];
  const flight: string[] = [];
  walkElements(page.doc, (el: Element) => {
    if (el.name === 'script') {
      const type = (el.attribs.type ?? '').toLowerCase();
      if (/ld\+json/.test(type)) return false;
      const text = rawText(el);
      if (/json/.test(type)) values.push(stateJson(text));
      else {
        const chunk = FLIGHT_CHUNK.exec(text);
        const parts = chunk ? parseJson(chunk[1]) : undefined;
        if (Array.isArray(parts) && typeof parts[1] === 'string') flight.push(parts[1]);
        else if (!chunk) {
          const assigned = ASSIGNED.exec(text);
          if (assigned) values.push(stateJson(assigned[1]));
        }
      }
      return false;
    }
    for (const [name, value] of Object.entries(el.attribs))
      if (name.startsWith('data-') && value.length > 200) values.push(stateJson(value));
    return true;
  });
  // The streamed chunks form rows of 'id:value'; the values that are JSON are the app's props.
  for (const row of flightRows(flight.join(''))) values.push(stateJson(row));
  return values.filter((v) => v !== undefined);
}

/** How many UTF-16 units of `text`, from `start`, make up `bytes` bytes of UTF-8. */
function utf8Span(text: string, start: number, bytes: number): number {
  let i = start;
  let left = bytes;
  while (left > 0 && i < text.length) {
    const code = text.codePointAt(i) ?? 0;
    left -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    i += code >= 0x10000 ? 2 : 1;
  }
  return i - start;
}

/**
 * The values of a server-components stream: rows 'id:value' ended by a newline, except text rows
 * 'id:T<hex byte length>,<text>' which run exactly that many bytes and are followed at once by
 * the next row.
 */
export function flightRows(stream: string): string[] {
  const rows: string[] = [];
  const ROW = /([0-9a-z]{1,8}):(?:T([0-9a-f]+),)?/iy;
  let at = 0;
  while (at < stream.length) {
    ROW.lastIndex = at;
    const m = ROW.exec(stream);
    const end = stream.indexOf('\n', at);
    if (!m) {
      if (end < 0) break;
      at = end + 1;
      continue;
    }
    const from = at + m[0].length;
    if (m[2] !== undefined) {
      const length = utf8Span(stream, from, parseInt(m[2], 16));
      rows.push(stream.slice(from, from + length));
      at = from + length;
    } else {
      rows.push(stream.slice(from, end < 0 ? stream.length : end));
      at = end < 0 ? stream.length : end + 1;
    }
  }
  return rows;
}

const TITLE_KEYS = ['name', 'title', 'headline', 'recipeName', 'recipeTitle'];
const INGREDIENT_KEY = /ingredient/i;
const STEP_KEY = /instruction|^steps?$|steps$|direction|^method|preparation(?!time)/i;
const TEXT_KEYS = ['text', 'line', 'raw', 'original', 'originalText', 'displayText', 'display', 'fullText'];
const STEP_TEXT_KEYS = ['text', 'body', 'description', 'instruction', 'step', 'content', 'value', 'html'];
/** What an entry says after its name: 'skalad', 'ej levain', 'till stekning'. */
const NOTE_KEYS = ['preparation', 'suffix', 'comment', 'note', 'notes', 'info', 'remark'];
const HEADER_KEYS = ['header', 'title', 'name', 'heading', 'section', 'purpose', 'label'];

const firstString = (node: Node, keys: string[]): string => {
  for (const key of keys) {
    const v = node[key];
    if (typeof v === 'string' && cleanText(v)) return cleanText(v);
  }
  return '';
};

/** Emphasis marks a site's editor left in its text ('**275 g rice**'): the words stay. */
const unmark = (text: string): string =>
  text.replace(/\*\*\s*([^*]+?)\s*\*\*/g, '$1').replace(/(^|\s)__([^_]+)__(?=\s|$|[.,;:])/g, '$1$2');

const numberText = (v: unknown): string => {
  if (typeof v === 'number' && Number.isFinite(v)) return String(Math.round(v * 1000) / 1000);
  return typeof v === 'string' ? cleanText(v) : '';
};

/**
 * An amount as a person writes it: '1.5', '2' (never '2.0'), a range '2-3' from { from, to }.
 * null when the value has a shape not understood: such an entry cannot be written out safely.
 */
function amountText(v: unknown): string | null {
  if (v === undefined || v === null) return '';
  if (!isObject(v)) return typeof v === 'number' || typeof v === 'string' ? numberText(v) : null;
  const from = numberText(v.from ?? v.min ?? v.value ?? v.amount ?? '');
  const to = numberText(v.to ?? v.max ?? '');
  if (!from && !to) return Object.keys(v).length ? null : '';
  return from && to && to !== from ? `${from}-${to}` : from || to;
}

/** A unit or a product given as an object ({ abbreviation: 'g', name: 'gram' }): its short name. */
const nameOf = (v: unknown): string => {
  if (typeof v === 'string') return cleanText(v);
  if (!isObject(v)) return '';
  return firstString(v, [
    'abbreviation',
    'symbol',
    'shortName',
    'short',
    'name',
    'label',
    'title',
    'singular',
  ]);
};

/**
 * A list some serialisers write as an object keyed '0', '1', '2'…: its values in the keys' order;
 * anything else as it is.
 */
export function listOf(v: unknown): unknown {
  if (!isObject(v)) return v;
  const keys = Object.keys(v);
  if (!keys.length || !keys.every((k) => /^\d{1,4}$/.test(k))) return v;
  return keys.sort((a, b) => Number(a) - Number(b)).map((k) => v[k]);
}

const keyMatching = (node: Node, re: RegExp, ok: (v: unknown) => boolean): unknown => {
  const key = Object.keys(node).find((k) => re.test(k) && ok(node[k]));
  return key === undefined ? undefined : node[key];
};

/**
 * One ingredient entry of an app's state to its line: the entry's own text when it has one,
 * otherwise its amount, unit and name put together ('275 g Kritharaki').
 */
function ingredientLine(entry: unknown): string | null {
  if (typeof entry === 'string') return cleanText(entry);
  if (!isObject(entry)) return '';
  // An entry flagged as a header ('is_header': true) names the group of lines after it.
  const header = keyMatching(entry, /^(is_?)?(header|heading)$/i, (v) => v === true || v === 1);
  if (header !== undefined) {
    const name = firstString(entry, [...TEXT_KEYS, ...HEADER_KEYS]);
    return name ? toHeading(name) : '';
  }
  const given = firstString(entry, TEXT_KEYS);
  if (given && /\p{L}/u.test(given)) return given;
  const singular = nameOf(
    keyMatching(
      entry,
      /^(name|ingredient|ingredientName|product|food|item|title|label)$/i,
      (v) => !!nameOf(v),
    ),
  );
  if (!singular) return '';
  const amountKey = Object.keys(entry).find((k) => /quantity|amount|qty/i.test(k));
  const amount = amountKey === undefined ? '' : amountText(entry[amountKey]);
  if (amount === null) return null;
  // More than one of a thing takes the plural the entry gives ('2 äggulor', not '2 äggula').
  const plural = firstString(
    entry,
    Object.keys(entry).filter((k) => /plural/i.test(k)),
  );
  const name = plural && amount && !/^(0|1)(\.0+)?$/.test(amount) ? plural : singular;
  const unit = nameOf(keyMatching(entry, /unit|measure/i, (v) => !!nameOf(v)));
  const notes = NOTE_KEYS.map((k) => firstString(entry, [k])).filter(Boolean);
  const line = [amount, amount ? unit : '', firstString(entry, ['prefix']), name].filter(Boolean).join(' ');
  return [line, ...notes].join(', ');
}

/**
 * A list of ingredients, or of groups each naming its list ('Filling': [...]), to lines; null
 * when an entry's amount cannot be read (a list without its amounts misleads a cook).
 */
function ingredientList(value: unknown, depth = 0): string[] | null {
  if (!Array.isArray(value) || depth > 2) return [];
  const out: string[] = [];
  for (const entry of value) {
    const inner = isObject(entry)
      ? Object.keys(entry).find((k) => /ingredient|items|list/i.test(k) && Array.isArray(entry[k]))
      : undefined;
    if (isObject(entry) && inner) {
      const lines = ingredientList(entry[inner], depth + 1);
      if (lines === null) return null;
      const name = firstString(entry, HEADER_KEYS);
      out.push(...(name && lines.length ? [toHeading(name), ...lines] : lines));
      continue;
    }
    const line = ingredientLine(entry);
    if (line === null) return null;
    if (line) out.push(line);
  }
  // A list of record keys ('1PjaLqNkVlWTLo9coVXl') points at the ingredients; it is not them.
  if (out.some(isRecordKey)) return null;
  return out;
}

/** A database key: one run of letters and digits (both), at least 12 long, with no space. */
const isRecordKey = (text: string): boolean =>
  /^[A-Za-z0-9_-]{12,}$/.test(text) && /\d/.test(text) && /[A-Za-z]/.test(text);

/** 'Step 3', 'Schritt 3': a step's number written as its header, not a title. */
const STEP_NUMBER = /^(step|schritt|étape|etape|paso|passo|stap|krok|trin|steg|lépés)?\s*\d+\.?$/i;

/** Steps as strings, objects with a text and maybe a header, or groups of steps, to lines. */
function stepList(value: unknown, depth = 0): string[] {
  // The whole method as one string is one step per line.
  if (typeof value === 'string') return depth === 0 ? cleanLines(unmark(value)) : [];
  if (!Array.isArray(value) || depth > 2) return [];
  return value.flatMap((entry) => {
    if (typeof entry === 'string') return splitParagraphs(unmark(entry));
    if (!isObject(entry)) return [];
    const header = firstString(entry, HEADER_KEYS);
    const heading = header && !STEP_NUMBER.test(header) ? [toHeading(header)] : [];
    const inner = Object.keys(entry).find(
      (k) => (STEP_KEY.test(k) || /items/i.test(k)) && Array.isArray(entry[k]),
    );
    if (inner) {
      const lines = stepList(entry[inner], depth + 1);
      return lines.length ? [...heading, ...lines] : [];
    }
    const text = firstString(entry, STEP_TEXT_KEYS);
    if (!text) return [];
    const lines = splitParagraphs(unmark(text));
    // A header that only repeats the step's opening words is no title.
    const repeats = header && normaliseForCompare(lines[0] ?? '').startsWith(normaliseForCompare(header));
    return repeats ? lines : [...heading, ...lines];
  });
}

interface Candidate {
  draft: ImportedDraft;
  size: number;
}

/** The state object's facts that read the same in any app: servings, minutes, description. */
function fillFacts(draft: ImportedDraft, node: Node): void {
  draft.description = firstString(node, ['description', 'summary', 'intro']);
  const servings = keyMatching(
    node,
    /^(servings?|serves|portions?|yield|recipeYield|numberOfServings|serving_?size)$/i,
    (v) => typeof v === 'number' && v > 0 && v < 100,
  );
  if (typeof servings === 'number') {
    draft.yields = `${servings} servings`;
    draft.servings = servingsFromYield(draft.yields);
  }
  const minutes = (re: RegExp): number | null => {
    const v = keyMatching(node, re, (x) => typeof x === 'number' && x > 0 && x < 10000);
    return typeof v === 'number' ? Math.round(v) : null;
  };
  const prep = minutes(/^prep(aration)?_?time(_?in)?_?minutes$|^prep(aration)?_?time$/i);
  const cook = minutes(/^cook(ing)?_?time(_?in)?_?minutes$|^cook(ing)?_?time$/i);
  const total = minutes(/^total_?time(_?in)?_?minutes$|^total_?time$/i);
  draft.prep_time_minutes = prep ?? 0;
  draft.cook_time_minutes = cook ?? 0;
  draft.total_time_minutes = total;
}

/**
 * An object shaped like a recipe: a title, a list of at least two ingredients, and steps. A
 * schema.org Recipe kept in the state is read as structured data is.
 */
function asRecipe(node: Node): Candidate | null {
  // An app's own 'type: recipe' field is not schema.org: only '@type' says the node is one.
  if (node['@type'] !== undefined && typesOf(node).includes('recipe')) {
    const draft = recipeNodeToDraft(node, findRecipeNodes([node]).byId);
    return draft.ingredients.length >= 2 && draft.method.length
      ? { draft, size: draft.ingredients.length + draft.method.length }
      : null;
  }
  const title = firstString(node, TITLE_KEYS);
  if (!title || title.length > 200) return null;
  // The lists sit on the recipe itself or one level down ({ title, instructions: { ingredients,
  // method } }).
  // A part with a title of its own is another recipe (a teaser), not this one's lists.
  const holders: Node[] = [
    node,
    ...Object.values(node).filter((v): v is Node => isObject(v) && !firstString(v, TITLE_KEYS)),
  ];
  const fields = (name: RegExp): unknown[] =>
    holders.flatMap((h) => Object.keys(h).flatMap((key) => (name.test(key) ? [listOf(h[key])] : [])));
  // The first ingredient field that reads as a list ('ingredientIds' may come before it).
  const ingredients = fields(INGREDIENT_KEY)
    .filter(Array.isArray)
    .map((v) => ingredientList(v))
    .find((lines) => lines && lines.length >= 2);
  // Of several method fields ('method_mode': 'legacy', 'method_steps': null, 'method_legacy':
  // the text), the one that says the most.
  const method = fields(STEP_KEY)
    .filter((v) => Array.isArray(v) || typeof v === 'string')
    .map((v) => stepList(v))
    .reduce((a, b) => (b.join('').length > a.join('').length ? b : a), [] as string[]);
  if (!ingredients || ingredients.length < 2 || !method.length) return null;
  const draft = emptyDraft();
  draft.title = title;
  draft.ingredients = ingredients;
  draft.method = method;
  fillFacts(draft, node);
  return { draft, size: ingredients.length + method.length };
}

function recipesIn(values: unknown[]): Candidate[] {
  const found: Candidate[] = [];
  eachObject(values, 60, (node) => {
    const candidate = safely(() => asRecipe(node));
    if (candidate) found.push(candidate);
  });
  return found;
}

/** The page's heading or title starts with the recipe's name (related recipes do not). */
function namesPage(title: string, page: ParsedPage): boolean {
  const name = normaliseForCompare(title);
  return (
    name.length >= 3 &&
    [page.meta.heading, page.meta.title].some((t) => normaliseForCompare(t).startsWith(name))
  );
}

/**
 * Reader: the recipe a script-driven page keeps in its app's state (a title, ingredients and
 * steps), for pages that render it only in the browser or leave part of it out of the markup.
 * Only a recipe the page's own heading or title names counts: state also holds teasers for other
 * recipes.
 */
export function readAppStateRecipe(input: PageInput, pageUrl?: string): ImportedDraft | null {
  return safely(() => {
    const page = toParsedPage(input, pageUrl);
    const named = recipesIn(readAppState(page)).filter((c) => namesPage(c.draft.title, page));
    if (!named.length) return null;
    const best = named.reduce((a, b) => (b.size > a.size ? b : a));
    return finishDraft(best.draft, page);
  });
}
