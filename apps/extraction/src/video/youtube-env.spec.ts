import { Logger } from '@nestjs/common';
import { ConfigError } from '@mise/platform-config';
import { RECORDED_VIDEOS, recordedYouTubeFetch } from './fixtures/recorded-youtube';
import { readYouTubeRecipe } from './video-draft.job';
import { YOUTUBE_BASE_URL_ENV, youtubeFetchFromEnv } from './youtube-env';
import type { YouTubeFetch } from './youtube-source';

/** A fetch that only notes where each request went (and its method and body). */
function noting(): YouTubeFetch & { calls: Array<{ url: string; method: string; body: string }> } {
  const calls: Array<{ url: string; method: string; body: string }> = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    calls.push({ url: request.url, method: request.method, body: await request.text() });
    return new Response('{}');
  };
  return Object.assign(fetchImpl, { calls });
}

describe(`the test setting ${YOUTUBE_BASE_URL_ENV}`, () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is off by default: the reader fetches YouTube itself, with no warning', () => {
    const base = noting();
    expect(youtubeFetchFromEnv({}, base)).toBe(base);
    expect(youtubeFetchFromEnv({ [YOUTUBE_BASE_URL_ENV]: ' ' }, base)).toBe(base);
    expect(warn).not.toHaveBeenCalled();
  });

  it('when on, sends YouTube requests to the loopback server, path, query and body kept, and warns', async () => {
    const base = noting();
    const redirected = youtubeFetchFromEnv({ [YOUTUBE_BASE_URL_ENV]: 'http://127.0.0.1:4567' }, base);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(YOUTUBE_BASE_URL_ENV));
    await redirected(
      new Request('https://www.youtube.com/youtubei/v1/player?alt=json', {
        method: 'POST',
        body: '{"videoId":"abc"}',
      }),
    );
    await redirected('https://youtubei.googleapis.com/youtubei/v1/config');
    await redirected(new URL('https://www.youtube.com/api/timedtext?v=abc&fmt=json3'));
    expect(base.calls).toEqual([
      { url: 'http://127.0.0.1:4567/youtubei/v1/player?alt=json', method: 'POST', body: '{"videoId":"abc"}' },
      { url: 'http://127.0.0.1:4567/youtubei/v1/config', method: 'GET', body: '' },
      { url: 'http://127.0.0.1:4567/api/timedtext?v=abc&fmt=json3', method: 'GET', body: '' },
    ]);
  });

  it('when on, leaves every other host alone', async () => {
    const base = noting();
    const redirected = youtubeFetchFromEnv({ [YOUTUBE_BASE_URL_ENV]: 'http://127.0.0.1:4567' }, base);
    await redirected('https://i.ytimg.com/vi/abc/hqdefault.jpg');
    await redirected('https://example.com/youtube.com/watch');
    await redirected('https://notyoutube.com/api/timedtext');
    expect(base.calls.map((c) => c.url)).toEqual([
      'https://i.ytimg.com/vi/abc/hqdefault.jpg',
      'https://example.com/youtube.com/watch',
      'https://notyoutube.com/api/timedtext',
    ]);
  });

  it('reads a recorded video end to end through the redirect', async () => {
    const recorded = recordedYouTubeFetch();
    const redirected = youtubeFetchFromEnv({ [YOUTUBE_BASE_URL_ENV]: 'http://localhost:4567' }, recorded);
    const draft = await readYouTubeRecipe(RECORDED_VIDEOS.lemonPasta.id, redirected);
    expect(draft.title).toBe('Easy Lemon Ricotta Pasta');
    expect(draft.source).toBe('Weeknight Kitchen');
    expect(recorded.urls.some((url) => url.includes('/api/timedtext'))).toBe(true);
    expect(recorded.urls.every((url) => url.startsWith('http://localhost:4567/'))).toBe(true);
  });

  it('refuses anything but a loopback http address', () => {
    for (const value of [
      'https://www.youtube.com',
      'http://10.0.0.5:8080',
      'https://127.0.0.1:1',
      'nonsense',
    ])
      expect(() => youtubeFetchFromEnv({ [YOUTUBE_BASE_URL_ENV]: value }, noting())).toThrow(ConfigError);
  });
});
