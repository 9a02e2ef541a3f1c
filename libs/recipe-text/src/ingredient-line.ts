/**
 * Whether a line of recipe text carries an ingredient's measure, as the ingredient parser reads
 * it: before the name ("200 g flour", "Three eggs", "A pinch of salt", "Juice of 1 lemon") or
 * after it, past a separator ("Onion - 2 nos", "Beurre doux : 120 g", "Salt: to taste").
 * A number that counts a step ("1. Mix"), tells the time ("0:45", "20 minutes", "180 °C") or the
 * servings ("4 people") is no measure. Line layout (bullets, step wording, sentence length) is
 * for the caller to weigh.
 */
import { type ParsedIngredient, parseIngredient } from './ingredient-parser';
import { NUMBER_WORDS } from './quantity';

/** Where the measure of an ingredient line sits. */
export type MeasurePlace = 'leading' | 'trailing';

export interface IngredientLineReading {
  /** 'leading' when the line opens with its measure, 'trailing' when the measure follows the name. */
  readonly measure: MeasurePlace | null;
  /** The parser's reading of the line (for a trailing measure, of the whole line). */
  readonly parsed: ParsedIngredient;
}

/** A step number ("1. Mix", "2) Bake") or a video timestamp ("0:45"), not an amount. */
const NOT_AN_AMOUNT_RE = /^(?:\d{1,3}[.)](?:\s|$)|\d{1,2}:\d)/;
/** German and French writing of "about" ("ca. 200 g"), which the parser does not read. */
const CIRCA_RE = /^(?:ca\.?|circa|env\.?|environ|etwa)\s*(?=[\d¼½¾⅓⅔⅛⅜⅝⅞])/i;
/** What follows a number that counts time, heat or people rather than an ingredient. */
const NOT_A_MEASURE_RE =
  /^(?:°|(?:min(?:ute)?s?|hrs?|hours?|h|sec(?:ond)?s?|stunden?|minuten?|minutos?|minuti|heures?|horas?|ore|uur|degrees?|days?|weeks?|servings?|people|persons?|portions?|personen)(?!\p{L}))/iu;
/** The number, fraction or range a line opens with, to see the word after it. */
const LEADING_NUMBER_RE =
  /^[\d¼½¾⅓⅔⅛⅜⅝⅞][\d¼½¾⅓⅔⅛⅜⅝⅞.,/ ]*(?:\s*(?:-|–|to|or|bis|à)\s*[\d¼½¾⅓⅔⅛⅜⅝⅞][\d¼½¾⅓⅔⅛⅜⅝⅞.,/ ]*)?\s*/i;
/** The line opens with a digit or a unicode fraction. */
const DIGIT_FIRST_RE = /^[\d¼½¾⅓⅔⅛⅜⅝⅞]/;
/** "Juice of 2 limes", "about 2 cups", "Pinch of salt", "a handful of basil": the words the parser reads before an amount. */
const WORDS_BEFORE_AMOUNT_RE =
  /^(?:an?\s+\p{L}|\p{L}+\s+of\s|[\p{L} ,-]{0,40}?\b(?:of|from|about|approximately|approx\.?|around|roughly|nearly|almost|up to)\s+[\d¼½¾⅓⅔⅛⅜⅝⅞])/iu;
/** After a number word, these mean the word counts something else ("one of the", "half the dough"). */
const NOT_COUNTED_AFTER_RE =
  /^(?:the|this|that|these|those|of|it|them|its|your|my|our|more|less|times?|at|in|on|by|way|day|night|minute|hour|is|was|will|or|and|to|for|with)\b/i;
const NUMBER_WORD_RE = new RegExp(`^(${Object.keys(NUMBER_WORDS).join('|')})\\s+(.*)$`, 'i');
/** "name - amount", "name: amount", "name, to taste": a separator before the amount written after the name. */
const SEPARATOR_RE = /(?:\s+[-–—:=]|\s*[,:])\s*/gu;
const NAME_RE = /^\p{L}[\p{L}'’ ,/&()-]{1,40}$/u;
const TAIL_NOTE_RE = /\s*\([^)]{0,40}\)$/;
const TO_TASTE_RE =
  /^(?:to taste|as (?:needed|required|per taste)|a (?:pinch|handful|few|little)|few|some|nach geschmack|au go(?:û|u)t|al gusto|q\.?b\.?)$/iu;

/** The parser's reading of the line and where, if anywhere, its measure sits. */
export function readIngredientLine(line: string): IngredientLineReading {
  const text = line.trim();
  const leading = leadingMeasure(text);
  if (leading) return { measure: 'leading', parsed: leading };
  const parsed = parseIngredient(text);
  return { measure: !parsed.isHeading && hasTrailingMeasure(text) ? 'trailing' : null, parsed };
}

/** True when the line opens with an ingredient's measure ("2 cups flour", "A pinch of salt"). */
export function opensWithMeasure(line: string): boolean {
  return leadingMeasure(line.trim()) !== null;
}

function leadingMeasure(text: string): ParsedIngredient | null {
  if (!text || NOT_AN_AMOUNT_RE.test(text)) return null;
  const body = text.replace(CIRCA_RE, '');
  if (!opensLikeAnAmount(body)) return null;
  const parsed = parseIngredient(body);
  if (parsed.isHeading || (parsed.quantity === null && parsed.unit === null)) return null;
  if (NOT_A_MEASURE_RE.test(body.replace(LEADING_NUMBER_RE, ''))) return null;
  if (parsed.unit === null && (NOT_A_MEASURE_RE.test(parsed.name) || !/\p{L}/u.test(parsed.name)))
    return null;
  return parsed;
}

/**
 * Whether the parser's amount or unit can come from the start of the text, not from a verb like
 * "Slice". A word opens a measure only capitalised, as a list item starts ("Pinch of salt", "Two
 * eggs"): in lower case it is the rest of a wrapped sentence ("tablespoons of butter. Stir ...").
 */
function opensLikeAnAmount(text: string): boolean {
  if (DIGIT_FIRST_RE.test(text)) return true;
  if (!/^\p{Lu}/u.test(text)) return false;
  const word = NUMBER_WORD_RE.exec(text);
  // "One Pot Pasta", "Three Bean Chili": after a number word, a capital is a title's.
  if (word) return !NOT_COUNTED_AFTER_RE.test(word[2]) && !/^\p{Lu}/u.test(word[2]);
  return WORDS_BEFORE_AMOUNT_RE.test(text);
}

function hasTrailingMeasure(text: string): boolean {
  // The name may hold a separator itself ("Salt, pepper: to taste"): every split is tried, shortest name first.
  for (const m of text.matchAll(SEPARATOR_RE)) {
    const name = text.slice(0, m.index);
    if (name.length > 41) break;
    if (NAME_RE.test(name) && isTrailingMeasure(text.slice((m.index ?? 0) + m[0].length))) return true;
  }
  return false;
}

/** "2 nos", "120 g", "1 tbsp (heaped)", "to taste": a measure with at most a unit word after it. */
function isTrailingMeasure(written: string): boolean {
  const tail = written.replace(TAIL_NOTE_RE, '').trim();
  if (TO_TASTE_RE.test(tail)) return true;
  const body = tail.replace(CIRCA_RE, '');
  if (!DIGIT_FIRST_RE.test(body) || NOT_AN_AMOUNT_RE.test(body)) return false;
  if (NOT_A_MEASURE_RE.test(body.replace(LEADING_NUMBER_RE, ''))) return false;
  const parsed = parseIngredient(body);
  if ((parsed.quantity === null && parsed.unit === null) || parsed.note !== null) return false;
  // After a unit nothing more ("120 g"); without one, one word that stands for it ("2 nos", "2 Stück").
  return parsed.name === '' || (parsed.unit === null && /^\p{L}{1,12}\.?$/u.test(parsed.name));
}
