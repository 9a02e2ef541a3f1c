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
  comingSoon: (platform: 'Instagram' | 'TikTok') =>
    `${platform} support is coming soon! Please use a YouTube URL for now.`,
  badYouTube: 'Please enter a valid YouTube URL',
} as const;

export type SocialUrlCheck =
  | { ok: true; platform: 'YouTube'; videoId: string; url: string }
  | { ok: false; error: string; reason: 'empty' | 'signedOut' | 'unknownHost' | 'comingSoon' | 'badYouTube' };

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

function parseUrl(raw: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The modal's checks, in the spec's order: empty, signed out, not one of the three platforms, a
 * platform that is coming soon, then a YouTube address of the `watch?v=ID` or `youtu.be/ID` shape.
 */
export function checkSocialVideoUrl(input: string, signedIn: boolean): SocialUrlCheck {
  const raw = input.trim();
  if (!raw) return { ok: false, reason: 'empty', error: SOCIAL_URL_MESSAGES.empty };
  if (!signedIn) return { ok: false, reason: 'signedOut', error: SOCIAL_URL_MESSAGES.signedOut };
  const url = parseUrl(raw);
  const host = url?.hostname.toLowerCase() ?? '';
  if (INSTAGRAM_HOSTS.has(host))
    return { ok: false, reason: 'comingSoon', error: SOCIAL_URL_MESSAGES.comingSoon('Instagram') };
  if (TIKTOK_HOSTS.has(host))
    return { ok: false, reason: 'comingSoon', error: SOCIAL_URL_MESSAGES.comingSoon('TikTok') };
  if (!url || (!YOUTUBE_HOSTS.has(host) && !YOUTUBE_SHORT_HOSTS.has(host)))
    return { ok: false, reason: 'unknownHost', error: SOCIAL_URL_MESSAGES.unknownHost };
  let videoId = '';
  if (YOUTUBE_SHORT_HOSTS.has(host)) videoId = url.pathname.replace(/^\//, '').replace(/\/$/, '');
  else if (url.pathname.replace(/\/$/, '') === '/watch') videoId = url.searchParams.get('v') ?? '';
  if (!VIDEO_ID_RE.test(videoId))
    return { ok: false, reason: 'badYouTube', error: SOCIAL_URL_MESSAGES.badYouTube };
  return { ok: true, platform: 'YouTube', videoId, url: `https://www.youtube.com/watch?v=${videoId}` };
}
