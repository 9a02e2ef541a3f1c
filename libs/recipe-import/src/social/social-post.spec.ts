import {
  INSTAGRAM_EMBED_CAPTION,
  INSTAGRAM_EMBEDDED,
  INSTAGRAM_LOGIN_WALL,
  INSTAGRAM_MISSING,
  INSTAGRAM_POST_GRAPHQL,
  INSTAGRAM_POST_META_ONLY,
  INSTAGRAM_PRIVATE,
  INSTAGRAM_REEL,
  type RecordedPost,
  TIKTOK_MISSING,
  TIKTOK_NO_RECIPE,
  TIKTOK_PRIVATE,
  TIKTOK_SUBTITLES_VTT,
  TIKTOK_SUBTITLE_URL,
  TIKTOK_VIDEO,
  TIKTOK_VIDEO_SIGI,
} from './fixtures/social-pages';
import { instagramEmbedUrl, readInstagramEmbed, readInstagramPage } from './instagram-page';
import type { SocialPost } from './post-page';
import { captionAsVideoText, parseWebVtt, readSocialPostRecipe } from './social-recipe';
import { readTikTokPage } from './tiktok-page';

function post(read: ReturnType<typeof readInstagramPage>): SocialPost {
  if (!read.ok) throw new Error(`refused: ${read.refusal}`);
  return read.post;
}
const instagram = (page: RecordedPost) => readInstagramPage(page.html, page.finalUrl);
const tiktok = (page: RecordedPost) => readTikTokPage(page.html, page.finalUrl);

describe('Instagram post pages', () => {
  it('reads a reel from the post data: caption, handle, name, the largest image', () => {
    const reel = post(instagram(INSTAGRAM_REEL));
    expect(reel.caption.startsWith('CRISPY CHILLI OIL NOODLES')).toBe(true);
    expect(reel).toMatchObject({ handle: 'nadia.cooks', authorName: 'Nadia | Weeknight Cooking' });
    expect(reel.thumbnailUrl).toContain('C4bX9nLtQ2w_n.jpg');
    expect(reel.url).toBe('https://www.instagram.com/reel/C4bX9nLtQ2w/');
  });

  it('turns the reel caption into a complete draft read by the video text reader', () => {
    const draft = readSocialPostRecipe(post(instagram(INSTAGRAM_REEL)), 'Instagram');
    expect(draft).toMatchObject({
      title: 'Crispy Chilli Oil Noodles',
      servings: 2,
      source: 'Nadia | Weeknight Cooking',
      reader: 'instagram',
      source_url: 'https://www.instagram.com/reel/C4bX9nLtQ2w/',
    });
    expect(draft?.ingredients).toEqual([
      '200g dried wheat noodles',
      '2 tbsp chilli oil',
      '2 garlic cloves, finely grated',
      '1 tbsp soy sauce',
      '1 tsp black vinegar',
      '1 tsp sugar',
      '2 spring onions, sliced',
      '1 tbsp toasted sesame seeds',
    ]);
    expect(draft?.method).toHaveLength(4);
    expect(draft?.method[0]).toBe(
      'Cook the noodles according to the packet, then drain, saving a splash of the water.',
    );
    expect(draft?.tags.General).toEqual(['noodles', 'chillioil', 'easyrecipes', 'dinnerideas']);
  });

  it('reads the same caption from the og: tags when the page has no post data, and from the older data shape', () => {
    for (const page of [INSTAGRAM_POST_META_ONLY, INSTAGRAM_POST_GRAPHQL]) {
      const read = post(instagram(page));
      expect(read).toMatchObject({ handle: 'tom.bakes', authorName: 'Tom Bakes' });
      const draft = readSocialPostRecipe(read, 'Instagram');
      // The caption's first sentence names the dish; the rest of that line is not the title.
      expect(draft?.title).toBe('Brown butter banana bread');
      expect(draft?.ingredients).toContain('½ tsp fine salt');
      expect(draft?.ingredients).toHaveLength(9);
      expect(draft?.method.at(-1)).toMatch(/^Bake for 55-60 minutes/);
    }
  });

  it.each([
    ['a login wall (the link redirected to the login page)', INSTAGRAM_LOGIN_WALL, 'login'],
    ['a private account', INSTAGRAM_PRIVATE, 'private'],
    ['a deleted post', INSTAGRAM_MISSING, 'notFound'],
  ])('refuses %s and says which', (_, page, refusal) => {
    expect(instagram(page)).toEqual({ ok: false, refusal });
  });

  it("reads a post's embed page: the caption without the handle before it, hashtags as text, the image", () => {
    const read = post(readInstagramEmbed(INSTAGRAM_EMBEDDED.embed ?? '', INSTAGRAM_EMBEDDED.url));
    expect(read).toMatchObject({ handle: 'eva.cooks.greek', url: INSTAGRAM_EMBEDDED.url });
    expect(read.caption).toBe(INSTAGRAM_EMBED_CAPTION);
    expect(read.thumbnailUrl).toContain('C2eMbEdFeTa_n.jpg?stp=dst-jpg_e35&_nc_ht=');
    expect(instagramEmbedUrl('https://www.instagram.com/reel/C2eMbEdFeTa/?igsh=x')).toBe(
      'https://www.instagram.com/p/C2eMbEdFeTa/embed/captioned/',
    );
    expect(readInstagramEmbed(INSTAGRAM_PRIVATE.html, INSTAGRAM_PRIVATE.url)).toEqual({
      ok: false,
      refusal: 'private',
    });
  });

  it('takes the login page for a login wall even at the post address', () => {
    expect(readInstagramPage(INSTAGRAM_LOGIN_WALL.html, INSTAGRAM_LOGIN_WALL.url)).toEqual({
      ok: false,
      refusal: 'login',
    });
  });
});

describe('TikTok video pages', () => {
  it('reads the caption, author and subtitle tracks from the page data', () => {
    const video = post(tiktok(TIKTOK_VIDEO));
    expect(video).toMatchObject({ handle: 'cook.with.mara', authorName: 'Mara Cooks' });
    expect(video.subtitles[0]).toEqual({ url: TIKTOK_SUBTITLE_URL, language: 'eng-US', format: 'webvtt' });
    expect(video.thumbnailUrl).toContain('oQcOvEr');
  });

  it('takes the ingredients from the caption and the spoken steps from the subtitles', () => {
    const transcript = parseWebVtt(TIKTOK_SUBTITLES_VTT);
    const draft = readSocialPostRecipe(post(tiktok(TIKTOK_VIDEO)), 'TikTok', transcript);
    expect(draft).toMatchObject({ title: 'One-pan lemon garlic orzo', reader: 'tiktok' });
    expect(draft?.ingredients).toEqual([
      '1 tbsp olive oil',
      '3 garlic cloves, minced',
      '200g orzo',
      '500ml chicken stock',
      '1 lemon, zested and juiced',
      '60g parmesan, grated',
      '2 handfuls spinach',
    ]);
    expect(draft?.method[0]).toBe('Heat the olive oil in a deep pan and fry the garlic for 1 minute.');
    expect(draft?.method).toHaveLength(5);
    // Without the subtitles, the caption alone has no steps to give.
    expect(readSocialPostRecipe(post(tiktok(TIKTOK_VIDEO)), 'TikTok')?.method ?? []).toEqual([]);
  });

  it('reads the older page shape from a share link, leaving the tracking query off the link', () => {
    const draft = readSocialPostRecipe(post(tiktok(TIKTOK_VIDEO_SIGI)), 'TikTok');
    expect(draft).toMatchObject({
      title: 'Miso butter mushrooms on toast',
      source: 'Ben | Brunch',
      source_url: 'https://www.tiktok.com/@brunchwithben/video/7234567890123456789',
    });
    expect(draft?.ingredients).toHaveLength(5);
    expect(draft?.method).toHaveLength(4);
  });

  it.each([
    ['a private video (status 10222)', TIKTOK_PRIVATE, 'private'],
    ['a removed video (status 10204)', TIKTOK_MISSING, 'notFound'],
  ])('refuses %s and says which', (_, page, refusal) => {
    expect(tiktok(page)).toEqual({ ok: false, refusal });
  });

  it('refuses a login page and a page that carries no data', () => {
    expect(
      readTikTokPage(
        '<html><body>Log in to TikTok</body></html>',
        'https://www.tiktok.com/login?redirect_url=x',
      ),
    ).toEqual({ ok: false, refusal: 'login' });
    expect(readTikTokPage('<html><body></body></html>', TIKTOK_VIDEO.url).ok).toBe(false);
  });

  it('finds no recipe in a caption that holds none', () => {
    expect(readSocialPostRecipe(post(tiktok(TIKTOK_NO_RECIPE)), 'TikTok')).toBeNull();
  });
});

describe('captions as video text', () => {
  const base: SocialPost = {
    caption: '',
    handle: 'cook',
    authorName: '',
    url: '',
    thumbnailUrl: '',
    subtitles: [],
  };

  it('skips an opening line that points at the recipe, and names a post without a title after its author', () => {
    expect(
      captionAsVideoText(
        { ...base, caption: 'Recipe below 👇\nSticky toffee pudding\n\n200g dates' },
        'Instagram',
      ).title,
    ).toBe('Sticky toffee pudding');
    expect(captionAsVideoText({ ...base, caption: 'Ingredients:\n200g dates\n1 egg' }, 'TikTok').title).toBe(
      'Recipe from @cook',
    );
  });

  it('reads WebVTT cues in order with their start times, once each', () => {
    expect(
      parseWebVtt(
        'WEBVTT\n\nNOTE made by hand\n\n00:01.500 --> 00:03.000\n<c>Chop</c> the onion.\n\n00:03.000 --> 00:04.000\nChop the onion.\n\n01:02:03.250 --> 01:02:05.000\nServe &amp; enjoy.',
      ),
    ).toEqual([
      { text: 'Chop the onion.', startSeconds: 1.5 },
      { text: 'Serve & enjoy.', startSeconds: 3723.25 },
    ]);
  });
});
