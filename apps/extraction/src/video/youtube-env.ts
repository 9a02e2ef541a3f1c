import { testOriginFromEnv } from '../test-origin-env';
import type { YouTubeFetch } from './youtube-source';

/** The env setting that sends the YouTube reader's requests to a loopback server of recordings. */
export const YOUTUBE_BASE_URL_ENV = 'EXTRACTION_YOUTUBE_BASE_URL';

/** The hosts the YouTube client talks to (www, m, upload… and the Innertube API host). */
function isYouTubeHost(hostname: string): boolean {
  return (
    hostname === 'youtube.com' || hostname.endsWith('.youtube.com') || hostname === 'youtubei.googleapis.com'
  );
}

function requestUrl(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input;
  return new URL(typeof input === 'string' ? input : input.url);
}

/**
 * A fetch that sends requests for YouTube hosts to `origin` instead (same path and query) and
 * every other request unchanged.
 */
export function fetchRedirectingYouTube(origin: string, baseFetch: YouTubeFetch): YouTubeFetch {
  return async (input, init) => {
    const url = requestUrl(input);
    if (!isYouTubeHost(url.hostname)) return baseFetch(input, init);
    const target = new URL(`${url.pathname}${url.search}`, origin).href;
    if (!(input instanceof Request)) return baseFetch(target, init);
    const body = init?.body ?? (input.body ? await input.arrayBuffer() : undefined);
    return baseFetch(target, {
      method: input.method,
      headers: input.headers,
      redirect: input.redirect,
      ...init,
      body,
    });
  };
}

/**
 * The YouTube reader's fetch from the environment: the real one, unless the test setting
 * EXTRACTION_YOUTUBE_BASE_URL names a loopback origin (`http://127.0.0.1:PORT`), which then answers
 * for YouTube. It logs a warning when on; anything but a loopback http origin is a configuration error.
 */
export function youtubeFetchFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  baseFetch: YouTubeFetch = fetch,
): YouTubeFetch {
  const origin = testOriginFromEnv(env, YOUTUBE_BASE_URL_ENV, 'YouTube');
  return origin ? fetchRedirectingYouTube(origin, baseFetch) : baseFetch;
}
