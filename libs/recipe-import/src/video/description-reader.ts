import type { ImportedDraft } from '@mise/contracts';
import { applyMeta, limitInput } from '../text/draft-helpers';
import { structureLines } from '../text/structure-lines';
import { isHeading } from '../shared/text';
import { cleanDescription, videoDraftBase } from './description-cleaner';
import type { VideoText } from './video-input';

/**
 * Reads a recipe written into a video description: ingredient lines, numbered steps, headed blocks.
 * Null unless at least two ingredients or two steps were found.
 */
export function readVideoDescription(input: VideoText): ImportedDraft | null {
  try {
    const description = limitInput(input?.description);
    if (!description.trim()) return null;
    const cleaned = cleanDescription(description);
    const structured = structureLines(cleaned.lines, { wrapped: false });
    const ingredients = structured.ingredients.filter((line) => !isHeading(line));
    if (ingredients.length < 2 && structured.method.length < 2) return null;

    const draft = videoDraftBase(input, cleaned.hashtags);
    if (!draft.title) return null;
    draft.ingredients = structured.ingredients;
    draft.method = structured.method;
    draft.description = structured.preamble.join(' ').replace(/\s+/g, ' ').trim().slice(0, 500);
    draft.notes = structured.notes.join('\n');
    applyMeta(draft, structured.meta);
    return draft;
  } catch {
    return null;
  }
}
