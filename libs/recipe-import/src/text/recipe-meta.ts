/**
 * Servings and times from the phrases recipes print ("Serves 4", "Makes 12 cookies",
 * "Prep time: 15 mins", "Cook: 1 hr 10 min"), in English and a few other languages.
 */

import { COUNTING_WORDS } from '@mise/recipe-text';

const SMALL_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  ...COUNTING_WORDS,
  fifteen: 15,
  twenty: 20,
  'two dozen': 24,
  dozen: 12,
  'a dozen': 12,
  ein: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  dos: 2,
  tres: 3,
  cuatro: 4,
  due: 2,
  tre: 3,
  quattro: 4,
};

const UNICODE_FRACTIONS: Record<string, number> = {
  '¼': 0.25,
  '½': 0.5,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
};

/** Reads "1", "1.5", "1,5", "1 1/2", "1½", "½", "one", "a dozen" as a number; NaN when it is none. */
export function readNumber(raw: string): number {
  const text = raw.trim().toLowerCase();
  if (text in SMALL_NUMBERS) return SMALL_NUMBERS[text] ?? Number.NaN;
  let m = /^(\d+)?\s*([¼½¾⅓⅔⅛])$/.exec(text);
  if (m && m[2]) return Number(m[1] ?? 0) + (UNICODE_FRACTIONS[m[2]] ?? 0);
  m = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(text);
  if (m) {
    const den = Number(m[3]);
    return den === 0 ? Number.NaN : Number(m[1] ?? 0) + Number(m[2]) / den;
  }
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return Number.NaN;
}

const NUM = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*[¼½¾⅓⅔⅛]|\s+\d\/\d)?|\d\/\d|[¼½¾⅓⅔⅛]|a|an|one|two|three|four|five|six|ten|twelve|fifteen|twenty)`;
const HOUR = String.raw`(?:hours?|hrs?\.?|h|std\.?|stunden?|heures?|horas?|ore|ora)`;
const MIN = String.raw`(?:minutes?|mins?\.?|m|minuten?|minutos?|minuti)`;
/** "1 hr 10 min", "1h10", "90 minutes", "1 1/2 hours", "45-50 mins". */
export const DURATION = String.raw`(?:${NUM}\s*${HOUR}(?:\s*(?:and\s*)?\d{1,2}\s*(?:${MIN})?)?|${NUM}(?:\s*(?:-|–|to)\s*${NUM})?\s*${MIN})(?![\p{L}])`;

/** Minutes in a duration phrase; 0 when it holds none. */
export function durationMinutes(text: string): number {
  const t = text.toLowerCase();
  let total = 0;
  const hm = new RegExp(
    String.raw`(${NUM})\s*${HOUR}(?:\s*(?:and\s*)?(\d{1,2})(?!\s*\d)\s*(?:${MIN})?)?`,
    'iu',
  ).exec(t);
  if (hm) {
    const hours = readNumber(hm[1] ?? '');
    if (!Number.isNaN(hours)) total += hours * 60;
    if (hm[2]) total += Number(hm[2]);
    return Math.round(total);
  }
  const mm = new RegExp(String.raw`(${NUM})(?:\s*(?:-|–|to)\s*${NUM})?\s*${MIN}`, 'iu').exec(t);
  if (mm) {
    const minutes = readNumber(mm[1] ?? '');
    if (!Number.isNaN(minutes)) total += minutes;
  }
  return Math.round(total);
}

export interface RecipeMeta {
  servings?: number;
  yields?: string;
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
}

const SEP = String.raw`\s*(?:time|zeit)?\s*[:：\-–=]?\s*`;
const PREP_RE = new RegExp(
  String.raw`\b(?:prep(?:aration)?|vorbereitung(?:szeit)?|arbeitszeit|pr(?:é|e)paration|preparaci(?:ó|o)n|preparazione|active)${SEP}(${DURATION})`,
  'giu',
);
const COOK_RE = new RegExp(
  String.raw`\b(?:cook(?:ing)?|bak(?:e|ing)|roasting|kochzeit|backzeit|garzeit|cuisson|cocci(?:ó|o)n|cottura)${SEP}(${DURATION})`,
  'giu',
);
const TOTAL_RE = new RegExp(
  String.raw`\b(?:total|ready in|gesamt(?:zeit)?|temps total|tiempo total|tempo totale)${SEP}(${DURATION})`,
  'giu',
);
const SERVES_RE = new RegExp(
  String.raw`\b(?:(?:serves|servings?|portions?|portionen|porciones|porzioni|feeds)\s*[:：]?\s*(${NUM}(?:\s*(?:-|–|to)\s*${NUM})?)(?:\s*(?:people|persons?|personen|personnes|persone|personas|portions?|servings?))?|(?:for|für|pour|per|para)\s+(${NUM}(?:\s*(?:-|–|to)\s*${NUM})?)\s*(?:people|persons?|personen|personnes|persone|personas|portions?|servings?))\b`,
  'giu',
);
const SERVINGS_AFTER_RE = new RegExp(
  String.raw`\b(${NUM}(?:\s*(?:-|–|to)\s*${NUM})?)\s*(?:servings|portions|personen|personnes|persone|porciones|porzioni)\b`,
  'giu',
);
const FOR_YIELD_RE = new RegExp(
  String.raw`^\s*\(?(?:for|für|pour|para|per)\s+(${NUM})\s+(?!(?:min|minutes?|hours?|hrs?|seconds?|days?|weeks?|degrees?)\b)([\p{L}-]+(?:\s+[\p{L}-]+)?)\s*\)?\s*:?\s*$`,
  'iu',
);
const MAKES_RE = new RegExp(
  String.raw`\b(?:makes|yields?|yield|ergibt|rendimiento)\s*[:：]?\s*(?:about|approx\.?|around|ca\.?)?\s*(${NUM}(?:\s*(?:-|–|to)\s*${NUM})?)((?:\s+[\p{L}\d-]+){0,4})`,
  'giu',
);

function firstNumber(text: string): number {
  const m = new RegExp(`^${NUM}`, 'iu').exec(text.trim());
  if (!m) return Number.NaN;
  return readNumber(m[0]);
}

/**
 * Reads the metadata phrases in one line. `rest` is what is left once they are removed, so a caller
 * can tell a pure metadata line ("Serves 4 | Prep 15 min") from a step that mentions a time.
 */
export function readMetaLine(line: string): { meta: RecipeMeta; rest: string } {
  const meta: RecipeMeta = {};
  let rest = line;
  const take = (re: RegExp, fn: (m: RegExpExecArray) => void): void => {
    re.lastIndex = 0;
    const m = re.exec(rest);
    if (!m) return;
    fn(m);
    rest = rest.slice(0, m.index) + ' ' + rest.slice(m.index + m[0].length);
  };
  take(TOTAL_RE, (m) => (meta.totalMinutes = durationMinutes(m[1] ?? '')));
  take(PREP_RE, (m) => (meta.prepMinutes = durationMinutes(m[1] ?? '')));
  take(COOK_RE, (m) => (meta.cookMinutes = durationMinutes(m[1] ?? '')));
  take(MAKES_RE, (m) => {
    const n = firstNumber(m[1] ?? '');
    if (!Number.isNaN(n) && n > 0) {
      meta.servings = Math.round(n);
      meta.yields = `${(m[1] ?? '').trim()}${m[2] ?? ''}`.trim();
    }
  });
  if (meta.servings === undefined) {
    take(SERVES_RE, (m) => {
      const amount = m[1] ?? m[2] ?? '';
      const n = firstNumber(amount);
      if (!Number.isNaN(n) && n > 0 && n < 200) {
        meta.servings = Math.round(n);
        meta.yields = `${amount.trim()} servings`;
      }
    });
  }
  if (meta.servings === undefined) {
    // A whole line "for 12 cookies" under an ingredient header is the yield.
    take(FOR_YIELD_RE, (m) => {
      const n = firstNumber(m[1] ?? '');
      if (!Number.isNaN(n) && n > 0 && n < 200) {
        meta.servings = Math.round(n);
        meta.yields = `${(m[1] ?? '').trim()} ${(m[2] ?? '').trim()}`;
      }
    });
  }
  if (meta.servings === undefined) {
    take(SERVINGS_AFTER_RE, (m) => {
      const n = firstNumber(m[1] ?? '');
      if (!Number.isNaN(n) && n > 0 && n < 200) {
        meta.servings = Math.round(n);
        meta.yields = `${(m[1] ?? '').trim()} servings`;
      }
    });
  }
  return { meta, rest };
}

/** A line that is only metadata once the phrases are removed (separators and filler words left). */
export function isMetaOnlyLine(line: string): RecipeMeta | null {
  if (line.length > 160) return null;
  const { meta, rest } = readMetaLine(line);
  if (Object.keys(meta).length === 0) return null;
  const leftover = rest
    .replace(
      /\b(?:time|times|total|approx\.?|about|people|persons?|servings?|portions?|minutes?|mins?|and|to|with|recipe|this)\b/giu,
      ' ',
    )
    .replace(/[\p{P}\p{S}\s\d]+/gu, ' ')
    .trim();
  return leftover.split(/\s+/).filter(Boolean).length > 1 ? null : meta;
}

/** Merges metadata, first value wins (the header area comes before the body). */
export function mergeMeta(into: RecipeMeta, from: RecipeMeta): void {
  for (const key of Object.keys(from) as (keyof RecipeMeta)[]) {
    if (into[key] === undefined && from[key] !== undefined)
      (into as Record<string, unknown>)[key] = from[key];
  }
}
