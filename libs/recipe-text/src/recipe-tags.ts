/**
 * Sorting a recipe's General tags into the groups of spec section 3 by keyword:
 * meal names, time phrases, cuisine names, dietary terms; the rest are Characteristics.
 */

export const TAG_GROUPS = ['Meal Type', 'Time', 'Cuisine', 'Dietary', 'Characteristics'] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];

export interface GroupedTags {
  'Meal Type': string[];
  Cuisine: string[];
  /** One time phrase (the spec's Time tag is a string); '' when none. */
  Time: string;
  Dietary: string[];
  Characteristics: string[];
}

const MEAL_WORDS =
  /\b(breakfast|brunch|lunch|dinner|supper|snacks?|desserts?|appetizers?|starters?|sides?|side dish|mains?|main course|entr[eé]es?|drinks?|beverages?|cocktails?|soups?|salads?|baking|sauces?|condiments?)\b/i;
const TIME_WORDS =
  /\b(under|less than|within)\s+\d+|\b\d+\s*(min|mins|minutes?|hours?|hrs?)\b|\b(quick|weeknight|weekend|make[- ]ahead|slow[- ]cook(?:er)?|overnight|hour)\b/i;
const CUISINE_WORDS =
  /\b(italian|mexican|chinese|japanese|thai|indian|french|spanish|greek|korean|vietnamese|american|british|english|irish|scottish|german|moroccan|middle eastern|lebanese|turkish|persian|mediterranean|caribbean|jamaican|brazilian|peruvian|cajun|creole|southern|tex-mex|asian|african|ethiopian|nordic|scandinavian|portuguese|filipino|indonesian|malaysian|cuban|israeli|polish|russian|hungarian)\b/i;
const DIETARY_WORDS =
  /\b(vegetarian|vegan|gluten[- ]free|dairy[- ]free|nut[- ]free|egg[- ]free|keto|paleo|low[- ]carb|low[- ]fat|low[- ]sodium|sugar[- ]free|pescatarian|halal|kosher|high[- ]protein|plant[- ]based|whole30)\b/i;

/** Which group a single tag belongs to. */
export function classifyTag(tag: string): TagGroup {
  if (DIETARY_WORDS.test(tag)) return 'Dietary';
  if (TIME_WORDS.test(tag)) return 'Time';
  if (CUISINE_WORDS.test(tag)) return 'Cuisine';
  if (MEAL_WORDS.test(tag)) return 'Meal Type';
  return 'Characteristics';
}

/** Sorts General tags into groups (duplicates dropped, order kept; the first time phrase wins). */
export function sortGeneralTags(general: readonly unknown[] | null | undefined): GroupedTags {
  const grouped: GroupedTags = { 'Meal Type': [], Cuisine: [], Time: '', Dietary: [], Characteristics: [] };
  const seen = new Set<string>();
  for (const raw of general ?? []) {
    if (typeof raw !== 'string') continue;
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    const group = classifyTag(tag);
    if (group === 'Time') {
      if (grouped.Time === '') grouped.Time = tag;
      else grouped.Characteristics.push(tag);
    } else grouped[group].push(tag);
  }
  return grouped;
}

/** Built-in tag options when the static filter file is missing (spec section 3). */
export const FALLBACK_TAG_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  'Meal Type': ['Breakfast', 'Lunch', 'Dinner'],
  Time: ['Under 30 Minutes', 'Under 1 Hour'],
  Cuisine: ['Italian', 'Mexican', 'Chinese'],
  Dietary: ['Vegetarian', 'Gluten-Free'],
  Characteristics: ['Spicy', 'Sweet', 'One-Pot'],
};
