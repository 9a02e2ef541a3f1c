import type { ImportedDraft } from '@mise/contracts';
import { isGoodDraft } from '../draft';
import { readVideoChapters } from './chapters-reader';
import { readVideoDescription } from './description-reader';
import { MIN_TRANSCRIPT_ITEMS, readVideoTranscript, transcriptSteps } from './transcript-reader';
import type { VideoText } from './video-input';

function transcriptString(input: VideoText): string {
  const t = input.transcript;
  if (typeof t === 'string') return t;
  return Array.isArray(t) ? t.map((s) => (s && typeof s.text === 'string' ? s.text : '')).join(' ') : '';
}

/**
 * The video chain: description, then chapters, then transcript; the first good draft wins. A
 * description that lists ingredients but no steps (they are spoken) takes its steps from the chapters,
 * else from the transcript, so the person gets one complete draft.
 */
export function readVideoRecipe(input: VideoText): ImportedDraft | null {
  try {
    if (!input || typeof input !== 'object') return null;
    const fromDescription = readVideoDescription(input);
    if (isGoodDraft(fromDescription)) {
      if (fromDescription.method.length === 0) {
        const chapters = readVideoChapters(input);
        const spoken = transcriptSteps(transcriptString(input).slice(0, 60_000));
        if (chapters) fromDescription.method = chapters.method;
        else if (spoken.length >= MIN_TRANSCRIPT_ITEMS) fromDescription.method = spoken;
      }
      return fromDescription;
    }
    const fromChapters = readVideoChapters(input);
    if (isGoodDraft(fromChapters)) {
      if (fromChapters.ingredients.length === 0) {
        fromChapters.ingredients = readVideoTranscript(input)?.ingredients ?? [];
      }
      return fromChapters;
    }
    const fromTranscript = readVideoTranscript(input);
    return isGoodDraft(fromTranscript) ? fromTranscript : null;
  } catch {
    return null;
  }
}
