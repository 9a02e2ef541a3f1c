import type { ImageSearchResult } from '@mise/contracts';

/**
 * Image search for the recipe form's image button (GET /api/recipes/search-image): one provider
 * chosen by env (PEXELS_API_KEY, else UNSPLASH_ACCESS_KEY). With none configured the route still
 * answers 200, with no URLs and a message the form shows. `fetch` is injected so tests replay a
 * recorded provider answer instead of using the network.
 */
export type { ImageSearchResult };

export interface ImageSearch {
  search(query: string): Promise<ImageSearchResult>;
}

export const IMAGE_SEARCH = Symbol('IMAGE_SEARCH');

export const NOT_CONFIGURED_MESSAGE =
  'Image search is not set up on this server. Add an image by file or web address instead.';
export const PROVIDER_FAILED_MESSAGE = 'Image search is unavailable right now. Please try again later.';

export type FetchLike = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

const PER_PAGE = 10;
const TIMEOUT_MS = 8000;

interface Provider {
  url(query: string): string;
  headers: Record<string, string>;
  /** The image addresses in the provider's answer, large enough for the recipe hero. */
  read(body: unknown): string[];
}

const httpsOnly = (urls: unknown[]): string[] =>
  urls.filter((u): u is string => typeof u === 'string' && /^https:\/\/\S+$/.test(u));

function pexels(key: string): Provider {
  return {
    url: (q) => `https://api.pexels.com/v1/search?per_page=${PER_PAGE}&query=${encodeURIComponent(q)}`,
    headers: { Authorization: key },
    read: (body) => {
      const photos = (body as { photos?: { src?: { large?: unknown } }[] }).photos ?? [];
      return httpsOnly(photos.map((p) => p.src?.large));
    },
  };
}

function unsplash(key: string): Provider {
  return {
    url: (q) =>
      `https://api.unsplash.com/search/photos?per_page=${PER_PAGE}&content_filter=high&query=${encodeURIComponent(q)}`,
    headers: { Authorization: `Client-ID ${key}`, 'Accept-Version': 'v1' },
    read: (body) => {
      const results = (body as { results?: { urls?: { regular?: unknown } }[] }).results ?? [];
      return httpsOnly(results.map((r) => r.urls?.regular));
    },
  };
}

class ProviderImageSearch implements ImageSearch {
  constructor(
    private readonly provider: Provider,
    private readonly fetchFn: FetchLike,
  ) {}

  async search(query: string): Promise<ImageSearchResult> {
    try {
      const res = await this.fetchFn(this.provider.url(query), {
        headers: { Accept: 'application/json', ...this.provider.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return { imageUrls: [], message: PROVIDER_FAILED_MESSAGE };
      return { imageUrls: this.provider.read(await res.json()) };
    } catch {
      return { imageUrls: [], message: PROVIDER_FAILED_MESSAGE };
    }
  }
}

const notConfigured: ImageSearch = {
  search: () => Promise.resolve({ imageUrls: [], message: NOT_CONFIGURED_MESSAGE }),
};

export interface ImageSearchEnv {
  PEXELS_API_KEY?: string;
  UNSPLASH_ACCESS_KEY?: string;
}

export function imageSearchFromEnv(env: ImageSearchEnv, fetchFn: FetchLike = fetch): ImageSearch {
  if (env.PEXELS_API_KEY) return new ProviderImageSearch(pexels(env.PEXELS_API_KEY), fetchFn);
  if (env.UNSPLASH_ACCESS_KEY) return new ProviderImageSearch(unsplash(env.UNSPLASH_ACCESS_KEY), fetchFn);
  return notConfigured;
}
