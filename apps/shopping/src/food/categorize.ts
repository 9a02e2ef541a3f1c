import { FoodCategoryEntry, OTHER_ITEMS, ShoppingCategory } from '@mise/contracts';
import { parseIngredient, stripEmoji } from '@mise/recipe-text';
import { CATEGORY_EMOJI, FOOD_ENTRIES, FoodEntry } from './food-list';

/** Words that never name a food, taken off before and between matches. */
const FILLER = new Set(
  'a an the of and or with for to in into on about fresh freshly large small medium extra jumbo big little ripe organic raw good quality best very thin thick thinly finely coarsely roughly chopped diced sliced minced grated shredded crushed peeled seeded pitted trimmed halved quartered cubed julienned cooked uncooked boneless skinless bone-in skin-on lean plain pure natural homemade store-bought storebought prepared optional approximately about each few some'.split(
    ' ',
  ),
);

/** Turns a plural and its singular into one key ('berries'/'berry', 'leaves'/'leaf', 'tomatoes'/'tomato'). */
function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ves')) w = w.slice(0, -1);
  else if (w.endsWith('oes')) w = w.slice(0, -2);
  else if (/(ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  if (w.endsWith('ie')) w = `${w.slice(0, -2)}y`;
  else if (w.endsWith('fe')) w = `${w.slice(0, -2)}ve`;
  else if (w.endsWith('f') && !w.endsWith('ff')) w = `${w.slice(0, -1)}ve`;
  return w;
}

/** Lower case, no accents, emoji or punctuation; hyphens and slashes become spaces. */
function words(text: string): string[] {
  return stripEmoji(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !/^\d+$/.test(w));
}

const key = (tokens: string[]) => tokens.map(stem).join(' ');

const INDEX = new Map<string, FoodEntry>();
let LONGEST = 1;
for (const entry of FOOD_ENTRIES) {
  const tokens = words(entry.name);
  const k = key(tokens);
  if (!INDEX.has(k)) INDEX.set(k, entry);
  LONGEST = Math.max(LONGEST, tokens.length);
}

/**
 * The best list entry inside a run of words: the longest phrase ending at the last word (the head
 * noun of an English food name: 'chicken stock' is stock), else the longest phrase anywhere, the
 * rightmost of equals.
 */
function bestMatch(tokens: string[]): FoodEntry | null {
  const stems = tokens.map(stem);
  let best: { entry: FoodEntry; length: number; end: number; tail: boolean } | null = null;
  for (let end = stems.length; end > 0; end--) {
    for (let length = Math.min(LONGEST, end); length > 0; length--) {
      const phrase = stems.slice(end - length, end);
      if (length === 1 && FILLER.has(tokens[end - 1])) continue;
      const entry = INDEX.get(phrase.join(' '));
      if (!entry) continue;
      const tail = end === stems.length;
      const better =
        !best ||
        (tail && !best.tail) ||
        (tail === best.tail && (length > best.length || (length === best.length && end > best.end)));
      if (better) best = { entry, length, end, tail };
      break;
    }
  }
  return best?.entry ?? null;
}

/** Preservation words that move a fresh food to another aisle. */
function aisleFor(category: ShoppingCategory, tokens: Set<string>): ShoppingCategory {
  const fresh = category === 'Fresh Produce' || category === 'Meat' || category === 'Seafood';
  if (fresh && tokens.has('frozen')) return 'Frozen Foods';
  if (fresh && (tokens.has('canned') || tokens.has('tinned') || tokens.has('jarred'))) return 'Pantry';
  if (category !== 'Meat' && fresh && (tokens.has('dried') || tokens.has('dry'))) return 'Pantry';
  return category;
}

export interface Categorised extends FoodCategoryEntry {
  category: ShoppingCategory;
  /** The list entry it matched, or null (Other Items). */
  matched: string | null;
}

/**
 * The shopping category and emoji of an ingredient line or name: the ingredient parser takes off
 * quantity, unit and preparation ('2 red onions, diced' -> 'red onions'), then the longest food
 * list entry in what is left decides. Unknown -> Other Items.
 */
export function categorize(text: string): Categorised {
  const parsed = parseIngredient(text);
  const attempts = parsed.isHeading ? [] : [parsed.name, text];
  // 'frozen', 'canned' and 'dried' often land in the parser's note: read them from the whole line.
  const aisleWords = new Set(words(text));
  if (parsed.unit === 'can' || parsed.unit === 'jar') aisleWords.add('canned');
  for (const attempt of attempts) {
    const tokens = words(attempt);
    if (tokens.length === 0) continue;
    const entry = bestMatch(tokens);
    if (!entry) continue;
    const category = aisleFor(entry.category, aisleWords);
    const emoji = category === entry.category ? entry.emoji : CATEGORY_EMOJI[category];
    return { category, emoji, matched: entry.name };
  }
  return { category: OTHER_ITEMS, emoji: CATEGORY_EMOJI[OTHER_ITEMS], matched: null };
}

/** The one category of the nine-category lists stored before Dairy and Eggs & Fridge were two. */
const FORMER_DAIRY_AND_FRIDGE = 'Dairy, Eggs & Fridge';

/**
 * An item as stored, with a category of today's ten: one stored under the former joint category is
 * placed again by its text (Dairy when the list finds neither of the two).
 */
export function withCurrentCategory<T extends { name: string; category: string; emoji?: string }>(
  item: T & { raw?: string | null },
): T {
  if (item.category !== FORMER_DAIRY_AND_FRIDGE) return item;
  const found = categorize(item.raw ?? item.name);
  const category: ShoppingCategory = found.category === 'Eggs & Fridge' ? 'Eggs & Fridge' : 'Dairy';
  if (!('emoji' in item)) return { ...item, category };
  return { ...item, category, emoji: category === found.category ? found.emoji : CATEGORY_EMOJI[category] };
}
