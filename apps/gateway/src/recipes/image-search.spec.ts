import {
  FetchLike,
  imageSearchFromEnv,
  NOT_CONFIGURED_MESSAGE,
  PROVIDER_FAILED_MESSAGE,
} from './image-search';

/** Abridged from a real Pexels search answer (GET /v1/search?query=apple pie). */
const PEXELS_ANSWER = {
  page: 1,
  per_page: 10,
  total_results: 2,
  photos: [
    {
      id: 1,
      alt: 'Apple pie on a table',
      src: {
        original: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg',
        large: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&h=650&w=940',
      },
    },
    { id: 2, src: { large: 'http://insecure.example.com/2.jpg' } },
    {
      id: 3,
      src: { large: 'https://images.pexels.com/photos/3/pexels-photo-3.jpeg?auto=compress&h=650&w=940' },
    },
  ],
};

/** Abridged from a real Unsplash search answer. */
const UNSPLASH_ANSWER = {
  total: 1,
  results: [{ id: 'x', urls: { regular: 'https://images.unsplash.com/photo-1?w=1080', small: 'https://s' } }],
};

function recorded(body: unknown, status = 200) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetchFn: FetchLike = (url, init) => {
    calls.push({ url, headers: init.headers });
    return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
  };
  return { calls, fetchFn };
}

describe('image search', () => {
  it('says image search is not set up when no provider key is configured', async () => {
    const { calls, fetchFn } = recorded({});
    expect(await imageSearchFromEnv({}, fetchFn).search('Apple pie')).toEqual({
      imageUrls: [],
      message: NOT_CONFIGURED_MESSAGE,
    });
    expect(calls).toEqual([]);
  });

  it('asks Pexels with the key and returns the large https images in order', async () => {
    const { calls, fetchFn } = recorded(PEXELS_ANSWER);
    const result = await imageSearchFromEnv({ PEXELS_API_KEY: 'px-key' }, fetchFn).search('Apple pie');
    expect(result).toEqual({
      imageUrls: [PEXELS_ANSWER.photos[0].src.large, PEXELS_ANSWER.photos[2].src.large],
    });
    expect(calls[0].url).toContain('query=Apple%20pie');
    expect(calls[0].headers.Authorization).toBe('px-key');
  });

  it('uses Unsplash when only its key is set', async () => {
    const { calls, fetchFn } = recorded(UNSPLASH_ANSWER);
    const result = await imageSearchFromEnv({ UNSPLASH_ACCESS_KEY: 'un-key' }, fetchFn).search('Tart');
    expect(result).toEqual({ imageUrls: ['https://images.unsplash.com/photo-1?w=1080'] });
    expect(calls[0].headers.Authorization).toBe('Client-ID un-key');
  });

  it('turns a provider failure into an empty answer with a message', async () => {
    const { fetchFn } = recorded({ error: 'rate limited' }, 429);
    expect(await imageSearchFromEnv({ PEXELS_API_KEY: 'k' }, fetchFn).search('Soup')).toEqual({
      imageUrls: [],
      message: PROVIDER_FAILED_MESSAGE,
    });
    const throwing: FetchLike = () => Promise.reject(new Error('offline'));
    expect((await imageSearchFromEnv({ PEXELS_API_KEY: 'k' }, throwing).search('Soup')).message).toBe(
      PROVIDER_FAILED_MESSAGE,
    );
  });
});
