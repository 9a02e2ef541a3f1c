/*
 * What the web and the server share about photo and video imports: the spec's texts and the social
 * video URL checks. No zod here: the web app bundles this file.
 */

/** Spec section 8: what the web alerts when a photo or video import fails. */
export const PHOTO_IMPORT_FAILED =
  'Failed to process the image. Please try again or create the recipe manually.';
export const VIDEO_IMPORT_FAILED =
  'Failed to process the video. Please try again or create the recipe manually.';
/** Spec section 5 (Images): scanning a page needs a signed-in user. */
export const PHOTO_LOGIN_REQUIRED = 'Please log in to extract recipes from images.';

// Social video URL (spec section 5), checked in this order with these exact texts. The web modal
// and the server run this same function.

export const SOCIAL_URL_MESSAGES = {
  empty: 'Please enter a social media URL',
  signedOut: 'Please log in to extract recipes from social media.',
  unknownHost: 'Please enter a valid YouTube, Instagram, or TikTok URL',
  badYouTube: 'Please enter a valid YouTube URL',
  // Not in the spec, which only knew Instagram and TikTok as 'coming soon': a link to a profile or
  // a page of the app instead of one post gets these.
  badInstagram: 'Please enter a link to one Instagram post or reel',
  badTikTok: 'Please enter a link to one TikTok video',
} as const;

/** The platforms whose public post pages are read for their caption (the post's own text). */
export type SocialPostPlatform = 'Instagram' | 'TikTok';

export type SocialUrlCheck =
  | { ok: true; platform: 'YouTube'; videoId: string; url: string }
  | { ok: true; platform: SocialPostPlatform; url: string }
  | {
      ok: false;
      error: string;
      reason: 'empty' | 'signedOut' | 'unknownHost' | 'badYouTube' | 'badInstagram' | 'badTikTok';
    };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com']);
const TIKTOK_HOSTS = new Set([
  'tiktok.com',
  'www.tiktok.com',
  'm.tiktok.com',
  'vm.tiktok.com',
  'vt.tiktok.com',
]);
/** A YouTube video id as the spec allows it: letters, digits, underscore or hyphen. */
export const VIDEO_ID_RE = /^[A-Za-z0-9_-]+$/;
/** One Instagram post: /p/, /reel/, /reels/ or /tv/ and its code, optionally under the author's name. */
const INSTAGRAM_POST_PATH_RE = /^(?:\/[A-Za-z0-9._]+)?\/(?:p|reels?|tv)\/[A-Za-z0-9_-]+\/?$/;
/** One TikTok video or photo post, or a share link (/t/CODE on the main host). */
const TIKTOK_POST_PATH_RE = /^(?:\/@[A-Za-z0-9._-]+\/(?:video|photo)\/\d+|\/t\/[A-Za-z0-9]+)\/?$/;
/** Share links on vm./vt.tiktok.com: a code that redirects to the video. */
const TIKTOK_SHORT_HOSTS = new Set(['vm.tiktok.com', 'vt.tiktok.com']);
const TIKTOK_SHORT_PATH_RE = /^\/[A-Za-z0-9]+\/?$/;

function parseUrl(raw: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** An Instagram or TikTok link to one post, on https with its query and fragment left off. */
function checkPostUrl(url: URL, platform: SocialPostPlatform): SocialUrlCheck {
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  const isPost =
    platform === 'Instagram'
      ? INSTAGRAM_POST_PATH_RE.test(path)
      : TIKTOK_SHORT_HOSTS.has(host)
        ? TIKTOK_SHORT_PATH_RE.test(path)
        : TIKTOK_POST_PATH_RE.test(path);
  if (!isPost)
    return platform === 'Instagram'
      ? { ok: false, reason: 'badInstagram', error: SOCIAL_URL_MESSAGES.badInstagram }
      : { ok: false, reason: 'badTikTok', error: SOCIAL_URL_MESSAGES.badTikTok };
  return { ok: true, platform, url: `https://${host}${path}` };
}

/**
 * The modal's checks, in the spec's order: empty, signed out, not one of the three platforms, then
 * the platform's own shape: one Instagram post or reel, one TikTok video, or a YouTube address of
 * the `watch?v=ID` or `youtu.be/ID` shape. (The spec's 'coming soon' step for Instagram and TikTok
 * went when their posts could be read.)
 */
export function checkSocialVideoUrl(input: string, signedIn: boolean): SocialUrlCheck {
  const raw = input.trim();
  if (!raw) return { ok: false, reason: 'empty', error: SOCIAL_URL_MESSAGES.empty };
  if (!signedIn) return { ok: false, reason: 'signedOut', error: SOCIAL_URL_MESSAGES.signedOut };
  const url = parseUrl(raw);
  const host = url?.hostname.toLowerCase() ?? '';
  if (url && INSTAGRAM_HOSTS.has(host)) return checkPostUrl(url, 'Instagram');
  if (url && TIKTOK_HOSTS.has(host)) return checkPostUrl(url, 'TikTok');
  if (!url || (!YOUTUBE_HOSTS.has(host) && !YOUTUBE_SHORT_HOSTS.has(host)))
    return { ok: false, reason: 'unknownHost', error: SOCIAL_URL_MESSAGES.unknownHost };
  let videoId = '';
  if (YOUTUBE_SHORT_HOSTS.has(host)) videoId = url.pathname.replace(/^\//, '').replace(/\/$/, '');
  else if (url.pathname.replace(/\/$/, '') === '/watch') videoId = url.searchParams.get('v') ?? '';
  if (!VIDEO_ID_RE.test(videoId))
    return { ok: false, reason: 'badYouTube', error: SOCIAL_URL_MESSAGES.badYouTube };
  return { ok: true, platform: 'YouTube', videoId, url: `https://www.youtube.com/watch?v=${videoId}` };
}
