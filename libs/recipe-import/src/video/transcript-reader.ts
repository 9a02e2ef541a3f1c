import type { ImportedDraft } from '@mise/contracts';
import { parseIngredient } from '@mise/recipe-text';
import { limitInput, sentenceCase } from '../text/draft-helpers';
import { COUNTED_FOODS } from '../text/counted-foods';
import { startsWithCookingVerb } from '../text/line-shape';
import { videoDraftBase } from './description-cleaner';
import { spokenToNumerals } from './spoken-numbers';
import type { VideoText } from './video-input';

/** Fewer than this many ingredients or steps and a transcript is not treated as a recipe. */
export const MIN_TRANSCRIPT_ITEMS = 3;

const NOISE_RE = /\[(?:music|applause|laughter|laughs|inaudible|__|foreign|sound|silence)[^\]]*\]|>>|♪+/giu;

/** Where unpunctuated speech turns to the next action. */
const SPOKEN_BREAK_RE =
  /\s+(?=\b(?:so|now|then|and then|next|okay|ok|alright|all right|after that|once that'?s done|first|finally|lastly)\b)/giu;

const FILLER_RES = [
  /^(?:and|so|now|then|next|okay|ok|alright|all right|um+|uh+|well|first(?:ly)?|finally|lastly|after that|once that'?s done|just|simply|basically|guys|you guys|right|here|and then)\b[\s,]*/iu,
  /^(?:we(?:'re| are) (?:going|gonna) to|we(?:'re| are) gonna|i(?:'m| am) (?:going to|gonna)|you(?:'re| are) (?:going to|gonna)|you want to|you wanna|you need to|we need to|you(?:'ll| will) (?:want|need) to|let'?s|let us|go ahead and|i like to|i(?:'ll| will)|we(?:'ll| will)|you can|i just|we just|i'm just|we're just|you just|simply|quickly|gently)\b[\s,]*/iu,
];

const SIZE = 'small|medium|large|big|whole|ripe|fresh|heaped|level|good';
const STOP =
  'and|or|then|in|into|to|with|for|until|on|over|at|it|them|that|this|which|so|now|but|if|because|from|about|is|are|was|just|really|we|you|i|of|the|some|until|as|up|down|out|off|too|also|here|there|together|yeah|okay';
const QTY = String.raw`\d+(?:\.\d+)?(?:\s+\d\/\d)?|\d\/\d`;
/** An amount and the words after it; the ingredient parser says whether the first of them is a unit. */
const MENTION_RE = new RegExp(
  String.raw`(?:^|[^\p{L}\d/])(${QTY})\s+([\p{L}'-]+(?: [\p{L}'-]+){0,6})`,
  'giu',
);
/** "a pinch of", "a can of": a unit word with an article before "of". */
const A_UNIT_RE = /\b(?:a|an)\s+(?=([\p{L}]+)\s+of\b)/giu;
const LEAD_IN_RE = /^(?:of\s+)?(?:(?:the|some|your)\s+)?/iu;
const STOP_RE = new RegExp(String.raw`^(?:${STOP})$`, 'iu');
const COUNTED_RE = new RegExp(String.raw`^(?:(?:${SIZE})\s+)*(?:${COUNTED_FOODS.join('|')})\b`, 'iu');
const NOT_FOOD_RE =
  /^(?:minutes?|mins?|seconds?|hours?|degrees?|times?|people|persons?|days?|weeks?|years?|inch(?:es)?|centimet(?:er|re)s?|percent|more|minute|step|steps|ways?|things?|of|bowls?|pans?|pots?)\b/iu;

function transcriptText(input: VideoText): string {
  const t = input.transcript;
  const raw =
    typeof t === 'string'
      ? t
      : Array.isArray(t)
        ? t.map((s) => (s && typeof s.text === 'string' ? s.text : '')).join(' ')
        : '';
  return limitInput(raw).replace(NOISE_RE, ' ').replace(/\s+/g, ' ').trim();
}

function sentences(text: string): string[] {
  const words = text.split(/\s+/).length;
  const stops = (text.match(/[.!?]/g) ?? []).length;
  const punctuated = stops > 0 && words / stops < 40;
  const parts = punctuated ? text.split(/(?<=[.!?])\s+/) : text.split(SPOKEN_BREAK_RE).flatMap(splitAtVerbs);
  return parts.map((p) => p.replace(SIGN_OFF_RE, '').trim()).filter(Boolean);
}

const SIGN_OFF_RE =
  /\b(?:and\s+)?(?:that'?s it|that'?s all|thanks? (?:you )?(?:so much )?for watching|see you (?:next time|soon)|don'?t forget to)\b.*$/iu;
const NO_SPLIT_BEFORE = new Set([
  'and',
  'to',
  'of',
  'a',
  'an',
  'the',
  'some',
  'in',
  'with',
  'into',
  'your',
  'my',
  'then',
  'you',
  'we',
  "let's",
  'will',
  'can',
  'and',
  'or',
  'just',
  'it',
  'them',
  'let',
  'i',
  'we',
]);
/** Verbs that also name foods or describe them ("light brown sugar", "cream"); they never end a food name. */
const FOOD_ADJECTIVES = new Set([
  'brown',
  'cream',
  'mince',
  'roll',
  'top',
  'warm',
  'cool',
  'stuff',
  'rest',
  'crush',
  'whip',
  'dust',
]);

/** Unpunctuated speech runs actions together ("... sugar pour in the stock"): cut before each verb. */
function splitAtVerbs(chunk: string): string[] {
  const words = chunk.split(/\s+/);
  const parts: string[][] = [[]];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const previous = (words[i - 1] ?? '').toLowerCase();
    const current = parts[parts.length - 1] ?? [];
    if (i > 0 && current.length >= 2 && !NO_SPLIT_BEFORE.has(previous) && startsWithCookingVerb(word, true))
      parts.push([word]);
    else current.push(word);
  }
  return parts.map((p) => p.join(' '));
}

function stripFillers(sentence: string): string {
  let s = sentence.trim();
  for (let i = 0; i < 6; i += 1) {
    const before = s;
    for (const re of FILLER_RES) s = s.replace(re, '').trim();
    if (s === before) break;
  }
  return s;
}

/** Spoken instructions: sentences that, past the fillers, open with a cooking verb. */
export function transcriptSteps(text: string): string[] {
  const steps: string[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences(spokenToNumerals(text))) {
    const s = stripFillers(sentence).replace(/[,;:\s]+$/u, '');
    const words = s.split(/\s+/).length;
    if (words < 3 || words > 40 || !startsWithCookingVerb(s, true)) continue;
    const step = sentenceCase(s).replace(/([^.!?])$/u, '$1.');
    const key = step.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    steps.push(step);
  }
  return steps;
}

/** The unit the ingredient parser reads right after a spoken amount ("2 tablespoons of ..."), and the words after it. */
function spokenUnit(qty: string, after: string): { unit: string | undefined; rest: string } {
  const parsed = parseIngredient(`${qty} ${after}`);
  const written = parsed.unitText ?? '';
  if (!parsed.unit || !written || !after.toLowerCase().startsWith(`${written.toLowerCase()} `)) {
    return { unit: undefined, rest: after.replace(LEAD_IN_RE, '') };
  }
  return { unit: written, rest: after.slice(written.length + 1).replace(LEAD_IN_RE, '') };
}

/** Spoken ingredient mentions: an amount, then a unit and any food, or a counted food ("2 eggs"). */
export function transcriptIngredients(text: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const normal = spokenToNumerals(text).replace(A_UNIT_RE, (article: string, word: string) =>
    parseIngredient(`1 ${word} of x`).unit ? '1 ' : article,
  );
  MENTION_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = MENTION_RE.exec(normal)) !== null) {
    const qty = m[1] ?? '';
    const { unit, rest } = spokenUnit(qty, m[2] ?? '');
    const words: string[] = [];
    // A food is named in at most four words.
    for (const word of rest.split(' ').slice(0, 4)) {
      if (
        STOP_RE.test(word) ||
        (words.length > 0 && !FOOD_ADJECTIVES.has(word.toLowerCase()) && startsWithCookingVerb(word, true))
      )
        break;
      words.push(word);
    }
    const phrase = words.join(' ').toLowerCase();
    if (!phrase || NOT_FOOD_RE.test(phrase)) continue;
    const counted = COUNTED_RE.test(phrase);
    if (!unit && !counted) continue;
    const key = phrase.replace(/s\b/g, '');
    if (seen.has(key)) continue;
    seen.add(key);
    found.push([qty, unit?.toLowerCase(), phrase].filter(Boolean).join(' '));
  }
  return found;
}

/**
 * A recipe spoken in the video. Conservative: null unless at least three ingredients and three steps
 * were heard, because chat about food is common and a wrong draft costs more than none.
 */
export function readVideoTranscript(input: VideoText): ImportedDraft | null {
  try {
    const text = transcriptText(input);
    if (!text) return null;
    const ingredients = transcriptIngredients(text);
    const method = transcriptSteps(text);
    if (ingredients.length < MIN_TRANSCRIPT_ITEMS || method.length < MIN_TRANSCRIPT_ITEMS) return null;
    const draft = videoDraftBase(input, []);
    if (!draft.title) return null;
    draft.ingredients = ingredients;
    draft.method = method;
    return draft;
  } catch {
    return null;
  }
}
