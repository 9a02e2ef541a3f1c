import { AppError, IMPORT_STAGE_PROGRESS as STAGE, invalid, RecipeDraft } from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';
import { readVideoRecipe } from '@mise/recipe-import';
import { fetchYouTubeVideo, type YouTubeFetch } from './youtube-source';

export interface DraftFromYouTubeData {
  videoId: string;
}

export const NO_RECIPE_IN_VIDEO = 'No recipe could be found in this video';

/**
 * Video -> its texts -> draft: the recipe in the description, else the chapters, else the
 * transcript (the library's chain). The source is the channel's name; the image its thumbnail.
 */
export async function readYouTubeRecipe(
  videoId: string,
  fetchImpl: YouTubeFetch,
  context?: JobContext,
): Promise<RecipeDraft> {
  let video;
  await context?.progress(STAGE.fetching);
  try {
    video = await fetchYouTubeVideo(videoId, fetchImpl);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('Unavailable', 'The video could not be fetched from YouTube');
  }
  await context?.progress(STAGE.structuring);
  const imported = readVideoRecipe(video);
  if (!imported) throw invalid(NO_RECIPE_IN_VIDEO);
  await context?.progress(STAGE.done);
  return RecipeDraft.parse({
    ...imported,
    source: video.channelName || imported.source,
    image: imported.image || video.thumbnailUrl || '',
    reader: 'youtube',
  });
}

/** The `draft-from-youtube` job; the same video gives the same draft, so a retry is safe. */
export function draftFromYouTubeJob(fetchImpl: YouTubeFetch) {
  return (data: DraftFromYouTubeData, context: JobContext): Promise<RecipeDraft> =>
    readYouTubeRecipe(data.videoId, fetchImpl, context);
}
