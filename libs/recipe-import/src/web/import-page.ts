import type { ImportedDraft } from '@mise/contracts';
import { isGoodDraft } from '../draft';
import { isHeading, normaliseForCompare, toHeading } from '../shared/text';
import { readJsonLdRecipe, splitLumpedIngredients } from './json-ld.reader';
import { readMicrodataRecipe } from './microdata.reader';
import { readAppStateRecipe } from './app-state.reader';
import { startsWithQuantity } from '../text/ingredient-line';
import { readHeuristicRecipe } from './heuristic.reader';
import { linearise } from './heuristic/blocks';
import { equipmentLines } from './heuristic/equipment-box.pass';
import { readIconYield } from './heuristic/icon-yield.pass';
import type { Block } from './heuristic/lines';
import { fillFacts, readPageFacts } from './heuristic/page-facts.pass';
import { parsePage, type ParsedPage, safely } from './parsed-page';
import { keepsWords } from './visible-lists';

export type PageReader = (page: ParsedPage) => ImportedDraft | null;

/** The readers in the order they are trusted: structured data first, guessing last. */
export const PAGE_READERS: ReadonlyArray<{ name: string; read: PageReader }> = [
  { name: 'json-ld', read: (p) => readJsonLdRecipe(p) },
  { name: 'microdata', read: (p) => readMicrodataRecipe(p) },
  { name: 'app-state', read: (p) => readAppStateRecipe(p) },
  { name: 'headings', read: (p) => readHeuristicRecipe(p) },
];

/** Runs the chain; the first good draft wins. Never throws; null when nothing recipe-like is found. */
export function importRecipeFromHtml(html: string, pageUrl?: string): ImportedDraft | null {
  return safely(() => {
    const page = parsePage(html, pageUrl ?? '');
    for (const reader of PAGE_READERS) {
      const draft = safely(() => reader.read(page));
      if (!draft) continue;
      // Structured data without lists (some sites keep only times and the photo there) is
      // completed from the page before it is judged.
      const complete = reader.name === 'headings' ? draft : completeFromHeadings(draft, page);
      complete.ingredients = splitLumpedIngredients(complete.ingredients);
      complete.reader = reader.name === 'headings' ? 'heuristic' : reader.name;
      if (isGoodDraft(complete)) return complete;
    }
    return null;
  });
}

const words = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );

const count = (lines: string[]): number => lines.filter((l) => !isHeading(l)).length;

/**
 * Some sites put only their group names in recipeIngredient ('Dough', 'Filling'); the page shows
 * each name as a heading with the group's lines under it.
 */
export function linesUnderLabels(blocks: Block[], labels: string[]): string[] {
  const wanted = new Set(labels.map((l) => normaliseForCompare(l)));
  const out: string[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const b = blocks[i];
    if (b.kind !== 'heading' || !wanted.has(normaliseForCompare(b.text))) continue;
    wanted.delete(normaliseForCompare(b.text));
    const lines: string[] = [];
    for (
      let j = i + 1;
      j < blocks.length && blocks[j].kind !== 'heading' && blocks[j].text.length <= 150;
      j += 1
    )
      lines.push(blocks[j].text);
    if (lines.length) out.push(toHeading(b.text), ...lines);
  }
  return out;
}

/**
 * Structured data sometimes holds the whole method as one paragraph, or no method (or no
 * ingredients) at all, while the page shows them as separate lines under a heading. Then the
 * visible lines are used, provided they say the same thing as the structured text (if any).
 */
export function completeFromHeadings(draft: ImportedDraft, page: ParsedPage): ImportedDraft {
  dropEquipment(draft, page);
  if (!draft.yields || draft.total_time_minutes === null) {
    fillFacts(draft, readPageFacts(linearise(page.doc)));
    if (!draft.yields)
      fillFacts(draft, { prep: null, cook: null, total: null, yields: readIconYield(page.doc) });
    if (draft.total_time_minutes === null && (draft.prep_time_minutes > 0 || draft.cook_time_minutes > 0)) {
      draft.total_time_minutes = draft.prep_time_minutes + draft.cook_time_minutes;
    }
  }
  const steps = draft.method.filter((l) => !isHeading(l));
  const stepChars = steps.reduce((n, l) => n + l.length, 0);
  // One paragraph, or a few very long ones: the page probably shows the steps one by one.
  // The post's summary filled in as the method is no method at all.
  const intro = repeatsDescription(steps, draft.description);
  const needMethod = intro || steps.length <= 1 || (steps.length <= 4 && stepChars / steps.length > 250);
  const needIngredients = lumpedOrBare(draft.ingredients.filter((l) => !isHeading(l)));
  if (!needMethod && !needIngredients) return extendShortLists(draft, page);
  const structuredCount = count(draft.ingredients);
  const labelsOnly = structuredCount > 1 && draft.ingredients.every((l) => !/\d/.test(l));
  if (needIngredients && labelsOnly) {
    const grouped = safely(() => linesUnderLabels(linearise(page.doc), draft.ingredients));
    if (grouped && count(grouped) >= 2 * structuredCount) {
      draft.ingredients = grouped;
      if (!needMethod) return draft;
    }
  }
  const visible = safely(() => readHeuristicRecipe(page));
  if (!visible) return draft;
  const agrees = (structured: string[], lines: string[]): boolean => {
    const known = words(structured.join(' '));
    // Nothing readable to compare with ('[{' from a broken attribute): the page is all there is.
    if (known.size < 5) return true;
    const covered = lines.filter((l) => {
      const w = [...words(l)];
      return w.length > 0 && w.filter((x) => known.has(x)).length / w.length >= 0.7;
    });
    return covered.length >= 0.7 * lines.length;
  };

  if (
    needMethod &&
    // With no method at all, even one paragraph under the page's method heading is better than none.
    (intro
      ? count(visible.method) >= 1
      : count(visible.method) >= Math.max(steps.length ? 2 : 1, 1.5 * steps.length) &&
        agrees(draft.method, visible.method))
  )
    draft.method = visible.method;
  if (
    needIngredients &&
    !draft.ingredients.some(isHeading) &&
    count(visible.ingredients) >= Math.max(2, structuredCount + 1) &&
    (labelsOnly
      ? count(visible.ingredients) >= 2 * structuredCount
      : agrees(draft.ingredients, visible.ingredients)) &&
    // The page's copy must still say everything the lumped one did (units drawn apart get lost).
    keepsWords(draft.ingredients.join(' '), visible.ingredients.join(' '))
  ) {
    draft.ingredients = visible.ingredients;
  }
  return extendShortLists(draft, page);
}

/**
 * Some exports put the recipe's equipment at the end of recipeIngredient; the page shows those
 * lines under its equipment heading. They are not food, so they leave the ingredient list.
 */
function dropEquipment(draft: ImportedDraft, page: ParsedPage): void {
  const tools = equipmentLines(linearise(page.doc));
  if (!tools.size) return;
  const food = draft.ingredients.filter((l) => !tools.has(normaliseForCompare(l)));
  if (food.length === draft.ingredients.length || !food.some((l) => !isHeading(l))) return;
  // A group heading left with no lines under it (the equipment's own) goes too.
  draft.ingredients = food.filter(
    (l, i) => !isHeading(l) || (i + 1 < food.length && !isHeading(food[i + 1])),
  );
}

/** Steps that only repeat the recipe's description (or a part of it) are the post's introduction. */
export function repeatsDescription(steps: string[], description: string): boolean {
  const about = normaliseForCompare(description);
  const said = normaliseForCompare(steps.join(' '));
  if (about.length < 40 || said.length < 40) return false;
  return about.includes(said);
}

/**
 * Structured data cut short (7 of 18 ingredients, 2 of 32 steps): the page shows every structured
 * line, in the same order, and clearly more after or between them. Then the page's list is the
 * recipe. Nothing the structured list said is lost, because every one of its lines is found there.
 */
export function extendShortLists(draft: ImportedDraft, page: ParsedPage): ImportedDraft {
  const visible = safely(() => readHeuristicRecipe(page));
  if (visible) extendFrom(draft, visible);
  // A script-driven page keeps the whole recipe in its app's state when its markup shows only
  // part of it (a cook mode built in the browser).
  const state = safely(() => readAppStateRecipe(page));
  if (state) extendFrom(draft, state);
  return draft;
}

/** Takes the other reading's list where it is the structured one made longer (see extended). */
function extendFrom(draft: ImportedDraft, other: ImportedDraft): void {
  const foodLines = other.ingredients.filter((l) => !isHeading(l));
  const food =
    foodLines.every((l) => !/[.!?]$|^\*/.test(l)) &&
    foodLines.filter((l) => startsWithQuantity(l)).length >= 0.6 * foodLines.length;
  const longer =
    food && !draft.ingredients.some(isHeading) ? extended(draft.ingredients, other.ingredients) : null;
  if (longer) draft.ingredients = longer;
  const sentences = other.method.every(
    (l) => isHeading(l) || ((/[.!?…]$/.test(l) || l.length >= 80) && l.split(/\s+/).length >= 4),
  );
  const steps = sentences ? extended(draft.method, other.method) : null;
  if (steps) draft.method = steps;
}

/**
 * The page's list when it holds every structured line, in order, and clearly more; null otherwise.
 * A page line that lost words of its structured line (a unit the page draws apart) gives way to
 * the structured line: a repair never drops what the source said.
 */
function extended(structured: string[], shown: string[]): string[] | null {
  const mine = structured.filter((l) => !isHeading(l));
  const theirs = shown.filter((l) => !isHeading(l));
  if (!mine.length || theirs.length < mine.length + 2 || theirs.length < 1.3 * mine.length) return null;
  // A page that repeats its list (print view, metric and US) or pads it with tags and links is
  // not a longer copy of it.
  const keys = theirs.map((l) => [...words(l)].join(' '));
  if (new Set(keys).size < 0.85 * keys.length) return null;
  if (theirs.some((l) => [...words(l)].length === 0)) return null;
  const replaced = new Map<string, string>();
  let at = 0;
  for (const line of mine) {
    const want = [...words(line)];
    if (!want.length) return null;
    let found = -1;
    for (let j = at; j < theirs.length && found < 0; j += 1) {
      const have = words(theirs[j]);
      if (want.filter((w) => have.has(w)).length >= 0.8 * want.length) found = j;
    }
    if (found < 0) return null;
    if (!keepsWords(line, theirs[found])) replaced.set(theirs[found], line);
    at = found + 1;
  }
  return shown.map((l) => replaced.get(l) ?? l);
}

/**
 * Ingredient lines that cannot be what the page shows: none or one, a few very long lines (a
 * whole group glued together), or only a few labels with no amount anywhere.
 */
function lumpedOrBare(lines: string[]): boolean {
  if (lines.length <= 1) return true;
  if (lines.length <= 3 && lines.some((l) => l.length > 150)) return true;
  return lines.length <= 6 && lines.every((l) => !/\d/.test(l));
}
