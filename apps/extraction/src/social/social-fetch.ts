import { testOriginFromEnv } from '../test-origin-env';
import { fetchPublicHtml, fetchPublicText, type FetchedPage, type SafeFetchOptions } from '../url/safe-fetch';

/** The env setting that sends Instagram and TikTok requests to a loopback server of recorded pages. */
export const SOCIAL_BASE_URL_ENV = 'EXTRACTION_SOCIAL_BASE_URL';

/** The platforms' own hosts: their pages, share links and the TikTok subtitle and image servers. */
const PLATFORM_HOST_RE =
  /(?:^|\.)(?:instagram\.com|tiktok\.com|tiktokcdn\.com|tiktokcdn-us\.com|tiktokv\.com)$/;

/** Where a subtitle track may be fetched from: https on TikTok's own hosts, nothing a page could aim elsewhere. */
const SUBTITLE_HOST_RE = /(?:^|\.)(?:tiktok\.com|tiktokcdn\.com|tiktokcdn-us\.com|tiktokv\.com)$/;

/** A subtitle track is text of a few kilobytes; a larger answer is not one. */
const MAX_SUBTITLE_BYTES = 1024 * 1024;

/** How the social post reader reaches the platforms: a page, and a subtitle track's text. */
export interface SocialFetch {
  page(url: string): Promise<FetchedPage>;
  /** Null when the address is not one subtitles are fetched from. */
  subtitles(url: string): Promise<string | null>;
}

const isSubtitleBody = (contentType: string | undefined, body: Buffer): boolean => {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return (
    type === 'text/vtt' ||
    type === 'text/plain' ||
    type === 'application/octet-stream' ||
    type === '' ||
    body
      .subarray(0, 16)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .startsWith('WEBVTT')
  );
};

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Platform pages and subtitle tracks through the safe fetch (public addresses only, size and time
 * limits). With `origin` (the test setting), requests for the platforms' hosts go there instead,
 * same path and query, and only those may reach loopback.
 */
export function socialFetch(options: SafeFetchOptions, origin?: string): SocialFetch {
  const route = (url: string): { url: string; options: SafeFetchOptions } => {
    if (!origin || !PLATFORM_HOST_RE.test(hostOf(url))) return { url, options };
    const parsed = new URL(url);
    return {
      url: new URL(`${parsed.pathname}${parsed.search}`, origin).href,
      options: { ...options, allowLoopback: true },
    };
  };
  return {
    page: async (url) => {
      const target = route(url);
      const page = await fetchPublicHtml(target.url, target.options);
      // The reader judges the page by the platform's address (a login redirect keeps its path).
      if (!origin || target.url === url) return page;
      const landed = new URL(page.url);
      return { ...page, url: new URL(`${landed.pathname}${landed.search}`, new URL(url).origin).href };
    },
    subtitles: async (url) => {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      if (parsed.protocol !== 'https:' || !SUBTITLE_HOST_RE.test(parsed.hostname)) return null;
      const target = route(url);
      const fetched = await fetchPublicText(
        target.url,
        { ...target.options, maxBytes: MAX_SUBTITLE_BYTES },
        isSubtitleBody,
      );
      return fetched.html;
    },
  };
}

/** The test setting EXTRACTION_SOCIAL_BASE_URL: a loopback origin answering for Instagram and TikTok. */
export function socialOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return testOriginFromEnv(env, SOCIAL_BASE_URL_ENV, 'Instagram and TikTok');
}
