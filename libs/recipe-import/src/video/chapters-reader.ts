import type { ImportedDraft } from '@mise/contracts';
import { limitInput, sentenceCase } from '../text/draft-helpers';
import { looksLikeIngredient } from '../text/ingredient-line';
import { COOKING_VERBS, startsWithCookingVerb, stripBullet } from '../text/line-shape';
import { cleanDescription, videoDraftBase } from './description-cleaner';
import type { VideoChapter, VideoText } from './video-input';

/** Chapters that frame the video rather than cook. */
const NON_STEP_RE =
  /^(?:intro(?:duction)?|outro|ending|end|conclusion|final (?:result|thoughts|words)|result|results|the result|taste test|tasting|taste|let'?s eat|eating|mukbang|bloopers?|thanks?(?: for watching)?|subscribe|sponsor(?:ed)?(?: segment)?|ad|ads|advert(?:isement)?|q ?& ?a|ingredients?|overview|recipe overview|what you need|story time|chat|hello|hi|welcome|start|beginning|recap|summary|bonus)\b/iu;

/** "Making the sauce", "Prepping the mushrooms": gerunds of cooking verbs open cooking chapters too. */
const GERUNDS = new Set(
  [...COOKING_VERBS, 'make', 'prep', 'assemble', 'plate', 'finish', 'fill', 'form', 'portion'].flatMap(
    (verb) => [`${verb}ing`, `${verb.replace(/e$/, '')}ing`, `${verb}${verb.slice(-1)}ing`],
  ),
);

function isCookingChapter(title: string): boolean {
  const first = /^\p{L}+/u.exec(title)?.[0]?.toLowerCase() ?? '';
  return (
    startsWithCookingVerb(title, true) ||
    GERUNDS.has(first) ||
    /\b(?:sauce|dough|batter|filling|marinade|dressing|topping|glaze|frosting|icing)\b/iu.test(title)
  );
}

function chaptersOf(input: VideoText): VideoChapter[] {
  const given = Array.isArray(input.chapters) ? input.chapters : [];
  if (given.length) return given;
  return cleanDescription(limitInput(input.description)).chapters;
}

/**
 * Steps from chapter titles ("Mash the bananas", "Fold in the flour"), with any ingredient lines the
 * description holds. Null with fewer than three cooking chapters.
 */
export function readVideoChapters(input: VideoText): ImportedDraft | null {
  try {
    const steps: string[] = [];
    const ordered = [...chaptersOf(input)]
      .filter((c) => c && typeof c.title === 'string')
      .sort((a, b) => (Number(a.startSeconds) || 0) - (Number(b.startSeconds) || 0));
    for (const chapter of ordered) {
      const title = chapter.title
        .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
        .replace(/^(?:step|part|chapter)\s*\d+\s*[:.\-–—]\s*/iu, '')
        .replace(/^\d{1,2}[.)]\s+/u, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (!title || !/\p{L}{2}/u.test(title) || NON_STEP_RE.test(title)) continue;
      steps.push(sentenceCase(title));
    }
    // Chapters of a vlog ("Arriving", "Dinner at the market") are not steps: most must read as cooking.
    const cooking = steps.filter(isCookingChapter).length;
    if (steps.length < 3 || cooking < 3 || cooking < steps.length / 2) return null;

    const cleaned = cleanDescription(limitInput(input.description));
    const draft = videoDraftBase(input, cleaned.hashtags);
    if (!draft.title) return null;
    draft.method = steps;
    draft.ingredients = cleaned.lines
      .filter((line) => line && looksLikeIngredient(line))
      .map((line) => stripBullet(line).text);
    return draft;
  } catch {
    return null;
  }
}
