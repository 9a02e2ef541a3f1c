import { IMPORT_STAGE_PROGRESS as STAGE, RecipeDraft } from '@mise/contracts';
import { readPastedText } from '@mise/recipe-import';
import type { JobContext } from '@mise/platform-queue';

export interface DraftFromTextData {
  text: string;
}

/**
 * Turns pasted recipe text into the spec's draft shape. The structuring itself (title, ingredient
 * and method blocks, servings and times, web clutter dropped) is the pure library's; parsing with
 * the contract keeps only the spec's fields. Deterministic, so running the job twice is safe.
 */
export function readDraftFromText(text: string): RecipeDraft {
  const read = readPastedText(text);
  return RecipeDraft.parse(read ? { ...read, reader: 'text' } : {});
}

/** The `draft-from-text` job. */
export async function draftFromTextJob(data: DraftFromTextData, context: JobContext): Promise<RecipeDraft> {
  await context.progress(STAGE.structuring);
  const draft = readDraftFromText(data.text);
  await context.progress(STAGE.done);
  return draft;
}
