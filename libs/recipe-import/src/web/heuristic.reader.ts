import type { ImportedDraft } from '@mise/contracts';
import { isBareSectionTitle, isIngredientHeading, isMethodHeading } from '@mise/recipe-text';
import { emptyDraft } from '../draft';
import { startsWithQuantity } from '../text/ingredient-line';
import { linearise } from './heuristic/blocks';
import { cardTitle, stripNamespace } from './heuristic/card-title.pass';
import { firstContentImage } from './heuristic/content-image.pass';
import type { Block, Section } from './heuristic/lines';
import { listBefore } from './heuristic/list-before-method.pass';
import { INGREDIENT_CLASS, listByClass, METHOD_CLASS } from './heuristic/list-by-class.pass';
import { recipeByListShape } from './heuristic/list-shape.pass';
import { joinNamedSections } from './heuristic/named-sections.pass';
import { readTimes } from './heuristic/page-facts.pass';
import { passOn } from './heuristic/passes';
import { readSection } from './heuristic/section';
import { stepsAfter } from './heuristic/steps-after-ingredients.pass';
import { dropRepeatedList, finishDraft, type PageInput, safely, toParsedPage } from './parsed-page';
import { stripListGlyphs } from './visible-lists';

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
    // No heading names either list: the recipe is the list shaped like food and the steps after it.
    const shaped = passOn('list-shape') && !ingredientLines.length ? recipeByListShape(blocks) : null;
    if (shaped) {
      ingredientLines = shaped.ingredients;
      if (!methodLines.length) methodLines = shaped.method;
    }
    if (!ingredientLines.length && !methodLines.length) return null;
    const draft = emptyDraft();
    const site = `${page.meta.siteName} ${page.url.replace(/^\w+:\/\/(www\.)?/, '').split('/')[0]}`;
    const card =
      ingredients && passOn('card-title')
        ? cardTitle(blocks, ingredients.index, `${page.meta.title} ${page.meta.heading}`, site)
        : '';
    draft.title = stripNamespace(card || shaped?.title || page.meta.heading || page.meta.title);
    draft.description = page.meta.description;
    draft.ingredients = dropRepeatedList(ingredientLines);
    draft.method = dropRepeatedList(methodLines);
    readTimes(blocks, draft, body);
    draft.image = page.meta.image || !passOn('content-image') ? '' : firstContentImage(body);
    return finishDraft(draft, page);
  });
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
