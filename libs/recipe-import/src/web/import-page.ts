import { isGoodDraft, type RecipeDraft } from '../draft';
import { readJsonLdRecipe } from './json-ld.reader';
import { readMicrodataRecipe } from './microdata.reader';
import { readHeuristicRecipe } from './heuristic.reader';
import { parsePage, type ParsedPage, safely } from './parsed-page';

export type PageReader = (page: ParsedPage) => RecipeDraft | null;

/** The readers in the order they are trusted: structured data first, guessing last. */
export const PAGE_READERS: ReadonlyArray<{ name: string; read: PageReader }> = [
  { name: 'json-ld', read: (p) => readJsonLdRecipe(p) },
  { name: 'microdata', read: (p) => readMicrodataRecipe(p) },
  { name: 'headings', read: (p) => readHeuristicRecipe(p) },
];

/** Runs the chain; the first good draft wins. Never throws; null when nothing recipe-like is found. */
export function importRecipeFromHtml(html: string, pageUrl?: string): RecipeDraft | null {
  return safely(() => {
    const page = parsePage(html, pageUrl ?? '');
    for (const reader of PAGE_READERS) {
      const draft = safely(() => reader.read(page));
      if (isGoodDraft(draft)) return draft;
    }
    return null;
  });
}
