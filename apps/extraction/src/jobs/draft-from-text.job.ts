import { RecipeDraft } from '@mise/contracts';
import { readPastedText } from '@mise/recipe-import';
import type { JobContext } from '@mise/platform-queue';

export interface DraftFromTextData {
  text: string;
}

/**
 * Turns pasted recipe text into the spec's draft shape. The structuring itself (title, ingredient
 * and method blocks, servings and times, web clutter dropped) is the pure library's; this only maps
 * its draft onto the contract. Deterministic, so running the job twice is safe.
 */
export function readDraftFromText(text: string): RecipeDraft {
  const read = readPastedText(text);
  if (!read) return RecipeDraft.parse({});
  return RecipeDraft.parse({
    title: read.title,
    description: read.description,
    prep_time_minutes: read.prep_time_minutes,
    cook_time_minutes: read.cook_time_minutes,
    servings: read.servings,
    ingredients: read.ingredients,
    method: read.method,
    notes: read.notes,
    source: read.source,
    image: read.image,
    tags: read.tags,
  });
}

/** The `draft-from-text` job. */
export async function draftFromTextJob(data: DraftFromTextData, context: JobContext): Promise<RecipeDraft> {
  const draft = readDraftFromText(data.text);
  await context.progress(100);
  return draft;
}
