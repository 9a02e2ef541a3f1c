import { RecipeDraft } from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';

export interface DraftFromTextData {
  text: string;
}

const INGREDIENTS_HEADER = /^(ingredients?|you will need|what you need)\s*:?$/i;
const METHOD_HEADER = /^(method|instructions?|directions?|steps?|preparation)\s*:?$/i;
const NOTES_HEADER = /^(notes?|tips?)\s*:?$/i;
const BULLET = /^[-*•·]\s+/;
const STEP_NUMBER = /^(step\s*)?\d+\s*[.):]\s*/i;
// A quantity: digits, a decimal or fraction, or a unicode fraction, then anything.
const STARTS_WITH_QUANTITY = /^(\d+([.,/]\d+)?|\d*\s?[¼½¾⅓⅔⅛⅜⅝⅞])(\s|[a-zA-Z]|$)/;

/**
 * Normalises pasted recipe text into a draft: the first non-empty line is the title; lines under an
 * ingredients header, or starting with a quantity, are ingredients; lines under a notes header are
 * notes; everything else becomes method steps. Pure and deterministic, so running the job twice is safe.
 */
export function readDraftFromText(text: string): RecipeDraft {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
  const draft = RecipeDraft.parse({});
  const [title, ...rest] = lines;
  draft.title = title ?? '';
  let section: 'free' | 'ingredients' | 'method' | 'notes' = 'free';
  const notes: string[] = [];
  for (const raw of rest) {
    if (INGREDIENTS_HEADER.test(raw)) section = 'ingredients';
    else if (METHOD_HEADER.test(raw)) section = 'method';
    else if (NOTES_HEADER.test(raw)) section = 'notes';
    else {
      const line = raw.replace(BULLET, '');
      if (section === 'ingredients') draft.ingredients.push(line);
      else if (section === 'notes') notes.push(line);
      else if (section === 'free' && !STEP_NUMBER.test(line) && STARTS_WITH_QUANTITY.test(line)) draft.ingredients.push(line);
      else draft.method.push(line.replace(STEP_NUMBER, ''));
    }
  }
  draft.notes = notes.join('\n');
  return draft;
}

/** The `draft-from-text` job. */
export async function draftFromTextJob(data: DraftFromTextData, context: JobContext): Promise<RecipeDraft> {
  const draft = readDraftFromText(data.text);
  await context.progress(100);
  return draft;
}
