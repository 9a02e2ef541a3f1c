export type SocialUrlCheck =
  { ok: true; platform: 'YouTube'; videoId: string } | { ok: false; error: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com']);
const TIKTOK_HOSTS = new Set(['tiktok.com', 'www.tiktok.com', 'vm.tiktok.com', 'm.tiktok.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]+$/;

function parse(raw: string): URL | null {
  try {
    return new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
}

/** The social video URL checks of spec section 5, in the spec's order. */
export function checkSocialUrl(input: string, signedIn: boolean): SocialUrlCheck {
  const raw = input.trim();
  if (!raw) return { ok: false, error: 'Please enter a social media URL' };
  if (!signedIn) return { ok: false, error: 'Please log in to extract recipes from social media.' };
  const url = parse(raw);
  const host = url?.hostname.toLowerCase() ?? '';
  if (
    !url ||
    !(
      YOUTUBE_HOSTS.has(host) ||
      YOUTUBE_SHORT_HOSTS.has(host) ||
      INSTAGRAM_HOSTS.has(host) ||
      TIKTOK_HOSTS.has(host)
    )
  ) {
    return { ok: false, error: 'Please enter a valid YouTube, Instagram, or TikTok URL' };
  }
  if (INSTAGRAM_HOSTS.has(host))
    return { ok: false, error: 'Instagram support is coming soon! Please use a YouTube URL for now.' };
  if (TIKTOK_HOSTS.has(host))
    return { ok: false, error: 'TikTok support is coming soon! Please use a YouTube URL for now.' };
  const id = YOUTUBE_SHORT_HOSTS.has(host)
    ? url.pathname.slice(1)
    : url.pathname === '/watch'
      ? (url.searchParams.get('v') ?? '')
      : '';
  if (!VIDEO_ID.test(id)) return { ok: false, error: 'Please enter a valid YouTube URL' };
  return { ok: true, platform: 'YouTube', videoId: id };
}
