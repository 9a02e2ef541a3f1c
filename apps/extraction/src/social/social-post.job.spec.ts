import { AppError } from '@mise/contracts';
import {
  INSTAGRAM_EMBEDDED,
  INSTAGRAM_LOGIN_WALL,
  INSTAGRAM_MISSING,
  INSTAGRAM_PRIVATE,
  INSTAGRAM_REEL,
  TIKTOK_MISSING,
  TIKTOK_NO_RECIPE,
  TIKTOK_PRIVATE,
  TIKTOK_SUBTITLE_URL,
  TIKTOK_VIDEO,
  TIKTOK_VIDEO_SIGI,
} from '../../../../libs/recipe-import/src/social/fixtures/social-pages';
import { FetchMessages } from '../url/safe-fetch';
import { startRecordedSocialServer } from './fixtures/recorded-social';
import { socialFetch, socialOriginFromEnv } from './social-fetch';
import { readSocialPost, SocialPostMessages } from './social-post.job';

/** The job against a loopback server answering as the platforms, through the real safe fetch. */
describe('reading an Instagram or TikTok post', () => {
  let server: Awaited<ReturnType<typeof startRecordedSocialServer>>;
  beforeAll(async () => {
    server = await startRecordedSocialServer();
  });
  afterAll(() => server.close());
  const read = (platform: 'Instagram' | 'TikTok', url: string) =>
    readSocialPost({ platform, url }, socialFetch({ allowLoopback: false }, server.origin));
  const refusal = async (platform: 'Instagram' | 'TikTok', url: string) => {
    const error = await read(platform, url).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('Unprocessable');
    return (error as AppError).message;
  };

  it('drafts an Instagram reel from its caption, the source its author, the image its cover', async () => {
    const draft = await read('Instagram', INSTAGRAM_REEL.url);
    expect(draft).toMatchObject({
      title: 'Crispy Chilli Oil Noodles',
      source: 'Nadia | Weeknight Cooking',
      servings: 2,
      reader: 'instagram',
    });
    expect(draft.ingredients).toHaveLength(8);
    expect(draft.method).toHaveLength(4);
    expect(draft.image).toContain('cdninstagram.com');
    expect(server.paths).toContain('/reel/C4bX9nLtQ2w/');
  });

  it("drafts a TikTok video from its caption's ingredients and its subtitles' spoken steps", async () => {
    const draft = await read('TikTok', TIKTOK_VIDEO.url);
    expect(draft).toMatchObject({ title: 'One-pan lemon garlic orzo', reader: 'tiktok' });
    expect(draft.ingredients).toContain('500ml chicken stock');
    expect(draft.method).toHaveLength(5);
    const subtitles = new URL(TIKTOK_SUBTITLE_URL);
    expect(server.paths).toContain(`${subtitles.pathname}${subtitles.search}`);
  });

  it('reads the embed page of an Instagram post whose page wants a login, and says so when it has none', async () => {
    const draft = await read('Instagram', INSTAGRAM_EMBEDDED.url);
    expect(draft).toMatchObject({
      title: 'Baked feta pasta, the one that never gets old',
      source: 'eva.cooks.greek',
    });
    expect(draft.ingredients).toContain('200g block of feta');
    expect(draft.method).toHaveLength(4);
    expect(server.paths).toContain('/p/C2eMbEdFeTa/embed/captioned/');
  });

  it('follows a TikTok share link to the video', async () => {
    const draft = await read('TikTok', TIKTOK_VIDEO_SIGI.url);
    expect(draft).toMatchObject({ title: 'Miso butter mushrooms on toast', source: 'Ben | Brunch' });
  });

  it('says why a post cannot be read: a login wall, a private account or video, a deleted post', async () => {
    await expect(refusal('Instagram', INSTAGRAM_LOGIN_WALL.url)).resolves.toBe(
      'Instagram asks to log in before it shows this post, so its recipe cannot be read. Only public posts can be imported.',
    );
    // Its embed page was tried and is not there (404): the login message stands.
    expect(server.paths).toContain('/p/C9wAllEd123/embed/captioned/');
    await expect(refusal('Instagram', INSTAGRAM_PRIVATE.url)).resolves.toBe(
      SocialPostMessages.private('Instagram'),
    );
    await expect(refusal('TikTok', TIKTOK_PRIVATE.url)).resolves.toBe(
      'This TikTok video is private, so its recipe cannot be read. Only public posts can be imported.',
    );
    await expect(refusal('Instagram', INSTAGRAM_MISSING.url)).resolves.toBe(
      'This Instagram post could not be found: it may have been deleted, or the link is incomplete.',
    );
    await expect(refusal('TikTok', TIKTOK_MISSING.url)).resolves.toBe(SocialPostMessages.notFound('TikTok'));
  });

  it('says when the caption holds no recipe', async () => {
    await expect(refusal('TikTok', TIKTOK_NO_RECIPE.url)).resolves.toBe(
      "No recipe was found in this TikTok post's caption. Please try another link or create the recipe manually.",
    );
  });

  it('fetches subtitles only over https from TikTok itself', async () => {
    const fetcher = socialFetch({ allowLoopback: false }, server.origin);
    await expect(fetcher.subtitles('https://tracker.example/sub.vtt')).resolves.toBeNull();
    await expect(fetcher.subtitles(TIKTOK_SUBTITLE_URL.replace('https:', 'http:'))).resolves.toBeNull();
    await expect(fetcher.subtitles(TIKTOK_SUBTITLE_URL)).resolves.toMatch(/^WEBVTT/);
  });
});

describe('the platforms are fetched through the safe fetch', () => {
  it('refuses a platform name that resolves to a private address when no test origin is set', async () => {
    const fetcher = socialFetch({
      allowLoopback: false,
      resolve: () => Promise.resolve([{ address: '10.0.0.7', family: 4 }]),
    });
    await expect(fetcher.page(INSTAGRAM_REEL.url)).rejects.toThrow(FetchMessages.notPublic);
  });

  it('takes the test origin only as a loopback http address', () => {
    expect(socialOriginFromEnv({})).toBeUndefined();
    expect(socialOriginFromEnv({ EXTRACTION_SOCIAL_BASE_URL: 'http://127.0.0.1:9360/' })).toBe(
      'http://127.0.0.1:9360',
    );
    expect(() => socialOriginFromEnv({ EXTRACTION_SOCIAL_BASE_URL: 'https://www.instagram.com' })).toThrow(
      /must be a loopback http address/,
    );
  });
});
