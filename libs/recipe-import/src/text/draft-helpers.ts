import type { ImportedDraft } from '@mise/contracts';
import type { RecipeMeta } from './recipe-meta';

/** Inputs beyond this are cut: no real recipe is this long, and it bounds the work on hostile input. */
export const MAX_INPUT_CHARS = 60_000;

export function limitInput(text: unknown): string {
  return typeof text === 'string' ? text.slice(0, MAX_INPUT_CHARS) : '';
}

export function applyMeta(draft: ImportedDraft, meta: RecipeMeta): void {
  if (meta.servings) draft.servings = meta.servings;
  if (meta.yields) draft.yields = meta.yields;
  if (meta.prepMinutes) draft.prep_time_minutes = meta.prepMinutes;
  if (meta.cookMinutes) draft.cook_time_minutes = meta.cookMinutes;
  if (meta.totalMinutes) draft.total_time_minutes = meta.totalMinutes;
}

/** "CLASSIC BEEF LASAGNE" -> "Classic Beef Lasagne"; mixed-case titles are left as written. */
export function tidyTitle(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t !== t.toUpperCase() || !/\p{Lu}/u.test(t)) return t;
  const small = new Set([
    'a',
    'an',
    'and',
    'or',
    'of',
    'the',
    'with',
    'in',
    'on',
    'for',
    'to',
    'de',
    'la',
    'le',
    'et',
    'mit',
    'und',
    'con',
    'e',
    'y',
  ]);
  return t
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && small.has(word) ? word : word.replace(/^\p{Ll}/u, (c) => c.toUpperCase())))
    .join(' ');
}

export function sentenceCase(text: string): string {
  const t = text.trim();
  return t.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}
