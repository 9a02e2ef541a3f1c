import {
  AppError,
  IMPORT_STAGE_PROGRESS as STAGE,
  RecipeDraft,
  type SocialPostPlatform,
} from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';
import {
  instagramEmbedUrl,
  parseWebVtt,
  readInstagramEmbed,
  readInstagramPage,
  readSocialPostRecipe,
  readTikTokPage,
  type SocialPageRead,
  type SocialPostRefusal,
  type SubtitleTrack,
  type TranscriptSegment,
} from '@mise/recipe-import';
import { FetchMessages } from '../url/safe-fetch';
import type { SocialFetch } from './social-fetch';

export interface DraftFromSocialPostData {
  platform: SocialPostPlatform;
  /** The link as checkSocialVideoUrl returned it. */
  url: string;
}

const ONLY_PUBLIC = 'Only public posts can be imported.';

/** What the person is told when a post cannot be read: each names why. */
export const SocialPostMessages = {
  login: (p: SocialPostPlatform) =>
    `${p} asks to log in before it shows this post, so its recipe cannot be read. ${ONLY_PUBLIC}`,
  private: (p: SocialPostPlatform) =>
    p === 'Instagram'
      ? `This Instagram post is from a private account, so its recipe cannot be read. ${ONLY_PUBLIC}`
      : `This TikTok video is private, so its recipe cannot be read. ${ONLY_PUBLIC}`,
  notFound: (p: SocialPostPlatform) =>
    `This ${p} post could not be found: it may have been deleted, or the link is incomplete.`,
  underReview: () => 'TikTok is still reviewing this video and does not show it yet. Please try again later.',
  regionLocked: () => 'TikTok does not show this video in the region this server is in.',
  noCaption: (p: SocialPostPlatform) => `This ${p} post has no caption, so there is no recipe text to read.`,
  unreadable: (p: SocialPostPlatform) =>
    `The ${p} page did not include the post's caption, so its recipe cannot be read.`,
  noRecipe: (p: SocialPostPlatform, withSubtitles: boolean) =>
    `No recipe was found in this ${p} post's caption${withSubtitles ? ' or subtitles' : ''}. ` +
    'Please try another link or create the recipe manually.',
} satisfies Record<SocialPostRefusal | 'noRecipe', (p: SocialPostPlatform, withSubtitles: boolean) => string>;

const refuse = (message: string) => new AppError('Unprocessable', message);

/** The English track (a person's own before a machine translation), else the first. */
function pickTrack(tracks: SubtitleTrack[]): SubtitleTrack | undefined {
  const english = tracks.filter((t) => /^en/i.test(t.language) && t.url);
  return english[0] ?? tracks.find((t) => t.url);
}

/** Subtitles are a bonus: when they cannot be had, the caption still counts. */
async function readSubtitles(fetcher: SocialFetch, tracks: SubtitleTrack[]): Promise<TranscriptSegment[]> {
  const track = pickTrack(tracks);
  if (!track) return [];
  try {
    const body = await fetcher.subtitles(track.url);
    return body ? parseWebVtt(body) : [];
  } catch {
    return [];
  }
}

/**
 * An Instagram post page that wants a login (or hides its data) may still be shown on its embed
 * page, the one sites embedding a public post load; null when that page has no caption either.
 */
async function readEmbed(fetcher: SocialFetch, url: string): Promise<SocialPageRead | null> {
  const embedUrl = instagramEmbedUrl(url);
  if (!embedUrl) return null;
  try {
    const embed = await fetcher.page(embedUrl);
    const read = readInstagramEmbed(embed.html, url);
    return read.ok ? read : null;
  } catch {
    return null;
  }
}

/**
 * An Instagram or TikTok post -> its public page (safe fetch) -> caption, author, cover and any
 * subtitle track -> the video text reader -> draft. A post that cannot be read is a 422 saying why.
 */
export async function readSocialPost(
  { platform, url }: DraftFromSocialPostData,
  fetcher: SocialFetch,
  context?: JobContext,
): Promise<RecipeDraft> {
  await context?.progress(STAGE.fetching);
  let page;
  try {
    page = await fetcher.page(url);
  } catch (error) {
    if (error instanceof AppError && error.message === FetchMessages.httpStatus(404))
      throw refuse(SocialPostMessages.notFound(platform));
    throw error;
  }
  await context?.progress(STAGE.reading);
  let read =
    platform === 'Instagram' ? readInstagramPage(page.html, page.url) : readTikTokPage(page.html, page.url);
  if (!read.ok && platform === 'Instagram' && (read.refusal === 'login' || read.refusal === 'unreadable'))
    read = (await readEmbed(fetcher, url)) ?? read;
  if (!read.ok) {
    const why: (p: SocialPostPlatform) => string = SocialPostMessages[read.refusal];
    throw refuse(why(platform));
  }
  const transcript = await readSubtitles(fetcher, read.post.subtitles);
  await context?.progress(STAGE.structuring);
  const imported = readSocialPostRecipe(read.post, platform, transcript);
  if (!imported) throw refuse(SocialPostMessages.noRecipe(platform, transcript.length > 0));
  await context?.progress(STAGE.done);
  return RecipeDraft.parse(imported);
}

/** The `draft-from-social-post` job; the same post gives the same draft, so a retry is safe. */
export function draftFromSocialPostJob(fetcher: SocialFetch) {
  return (data: DraftFromSocialPostData, context: JobContext): Promise<RecipeDraft> =>
    readSocialPost(data, fetcher, context);
}
