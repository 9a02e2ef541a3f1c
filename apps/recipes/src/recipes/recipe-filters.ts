import { and, or, sql, SQL } from 'drizzle-orm';
import type { RecipeFilters } from '@mise/contracts';
import { stripEmoji } from '@mise/recipe-text';
import { recipes } from '../db/schema';

/**
 * Spec section 5's filter rules as SQL, so a page of 50 is filtered in the store, never in
 * JavaScript: categories ANDed, options within one ORed, a recipe without data for a category
 * fails it. Options are bound as parameters, never spliced into the text.
 */

const categoryName = (label: string) => stripEmoji(label).trim().toLowerCase();
const clean = (options: readonly string[]) => options.map((o) => o.trim()).filter((o) => o !== '');

const duration = sql`(${recipes.prepTimeMinutes} + ${recipes.cookTimeMinutes})`;

/** The tag's values (a list, or one string) as lower-case text rows. */
function tagValues(key: string): SQL {
  return sql`(select lower(trim(v)) as v from jsonb_array_elements_text(
    case jsonb_typeof(${recipes.tags} -> ${key})
      when 'array' then ${recipes.tags} -> ${key}
      when 'string' then jsonb_build_array(${recipes.tags} -> ${key})
      else '[]'::jsonb end) as t(v) where trim(v) <> '')`;
}

/** Case-insensitive substring either way between any tag value and any option. */
function tagMatches(key: string, options: string[]): SQL | undefined {
  const lowered = options.map((o) => o.toLowerCase()).filter((o) => o !== '');
  if (lowered.length === 0) return undefined;
  const arr = sql`array[${sql.join(
    lowered.map((o) => sql`${o}`),
    sql`, `,
  )}]::text[]`;
  return sql`exists (select 1 from ${tagValues(key)} tv, unnest(${arr}) as o(opt)
    where strpos(tv.v, o.opt) > 0 or strpos(o.opt, tv.v) > 0)`;
}

const NUMBER_RE = /\d+(?:[.,]\d+)?/;

function ratingMatches(options: string[]): SQL | undefined {
  const minimums = options
    .map((o) => NUMBER_RE.exec(o)?.[0])
    .filter((n): n is string => n !== undefined)
    .map((n) => Number(n.replace(',', '.')));
  if (minimums.length === 0) return sql`false`;
  return sql`${recipes.yourRating} >= ${Math.min(...minimums)}`;
}

/** Section 5 time buckets; null when the option is not one of them. */
function timeBucket(option: string): SQL | null {
  const o = stripEmoji(option).toLowerCase();
  if (o.includes('weekend')) return sql`${duration} >= 60`;
  if (/under\s+1\s*h(ou)?r|under\s+(an|one)\s+hour|under\s+60\b/.test(o)) return sql`${duration} < 60`;
  if (/under\s+30\b/.test(o)) return sql`${duration} < 30`;
  if (/under\s+15\b/.test(o)) return sql`${duration} < 15`;
  return null;
}

/** duration_minutes always exists on the server (prep + cook), so bucket options read it. */
function timeMatches(options: string[]): SQL | undefined {
  const parts = options.map(
    (option) => timeBucket(option) ?? tagMatches('Time', [stripEmoji(option)]) ?? sql`false`,
  );
  return or(...parts);
}

export function filtersWhere(filters: RecipeFilters | undefined): SQL | undefined {
  if (!filters) return undefined;
  const parts: SQL[] = [];
  for (const [label, selected] of Object.entries(filters)) {
    const options = clean(selected);
    if (options.length === 0) continue;
    const category = categoryName(label);
    let part: SQL | undefined;
    if (category === 'rating') part = ratingMatches(options);
    else if (category === 'time') part = timeMatches(options);
    else if (category === 'cuisine') part = tagMatches('Cuisine', options.map(stripEmoji));
    else if (category === 'meal type') part = tagMatches('Meal Type', options);
    else part = tagMatches(stripEmoji(label).trim(), options);
    parts.push(part ?? sql`false`);
  }
  return parts.length === 0 ? undefined : and(...parts);
}

/**
 * Search: a substring of the search text (trigram index) or a full-text match (stemmed, so
 * "tomatoes" finds "tomato"). Each word must appear; `%`, `_` and `\` are taken literally.
 */
export function searchWhere(q: string | undefined): SQL | undefined {
  const words = (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return undefined;
  const phrase = words.join(' ');
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const substring = and(...words.map((w) => sql`${recipes.searchText} like ${like(w)}`));
  const fullText = sql`${recipes.searchVector} @@ plainto_tsquery('english', ${phrase})`;
  return or(substring, fullText);
}
