/**
 * Recipes taken from a folder of saved recipe pages with their expected drafts
 * (`<site folder>/<name>.json`: title, ingredients, instructions_list, yields, prep_time, cook_time),
 * to print as photo pages. Only English recipes a cookbook page could hold are used. Each site
 * folder belongs to the working set or the check set by a hash of its name, so a rule tuned on
 * working pages is measured on pages nobody looked at.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PageRecipe } from './page-design';

export type PageSet = 'working' | 'check';

export interface SourcedRecipe {
  /** The site folder's name. */
  site: string;
  set: PageSet;
  recipe: PageRecipe;
}

interface Expected {
  title?: unknown;
  language?: unknown;
  ingredients?: unknown;
  instructions_list?: unknown;
  yields?: unknown;
  prep_time?: unknown;
  cook_time?: unknown;
  description?: unknown;
}

/** Second byte of sha1(site folder) below 171 (about two thirds): the working set. */
export function setOf(site: string): PageSet {
  return (createHash('sha1').update(site).digest()[1] ?? 0) < 171 ? 'working' : 'check';
}

/** Page junk some sites keep in their lines (checkbox glyphs, byte-order marks, odd spaces). */
function clean(line: string): string {
  return line
    .normalize('NFC')
    .replace(/[\uFEFF\u200B-\u200D▢□☐]/gu, '')
    .replace(/[\u00A0\u2009\u202F]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').map(clean) : [];

const minutes = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 1000 ? Math.round(value) : 0;

/** A recipe that fits a printed page and reads as one, or null. */
function pageRecipe(json: Expected): PageRecipe | null {
  if (typeof json.language !== 'string' || !/^en\b/i.test(json.language)) return null;
  const title = typeof json.title === 'string' ? clean(json.title) : '';
  const ingredients = strings(json.ingredients).filter(Boolean);
  const method = strings(json.instructions_list).filter(Boolean);
  if (!title || title.length > 80) return null;
  if (ingredients.length < 2 || ingredients.length > 22 || method.length < 1 || method.length > 14)
    return null;
  if (ingredients.some((line) => line.length > 110 || !/\p{L}{2}/u.test(line))) return null;
  if (method.join(' ').length > 2600) return null;
  const servings = typeof json.yields === 'string' ? Number(/\d+/.exec(json.yields)?.[0] ?? 0) : 0;
  const intro = typeof json.description === 'string' ? clean(json.description) : '';
  return {
    title,
    servings: servings > 0 && servings < 100 ? servings : 0,
    prep: minutes(json.prep_time),
    cook: minutes(json.cook_time),
    ingredients,
    method,
    ...(intro && intro.length <= 320 && intro !== title ? { intro } : {}),
  };
}

/** Every usable recipe of the folder, in the order of the site folders' names. */
export function loadRecipePages(folder: string): SourcedRecipe[] {
  const out: SourcedRecipe[] = [];
  for (const site of readdirSync(folder).sort()) {
    const dir = join(folder, site);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const recipe = pageRecipe(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Expected);
      if (recipe) out.push({ site, set: setOf(site), recipe });
    }
  }
  return out;
}
