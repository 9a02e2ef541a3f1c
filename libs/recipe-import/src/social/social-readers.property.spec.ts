import fc from 'fast-check';
import { readInstagramEmbed, readInstagramPage } from './instagram-page';
import type { SocialPost } from './post-page';
import { captionAsVideoText, parseWebVtt, readSocialPostRecipe } from './social-recipe';
import { readTikTokPage } from './tiktok-page';

const captionLine = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'CRISPY TOFU 🌶️ ready in 20',
    'Recipe below 👇',
    'Ingredients:',
    '200g flour',
    '1. Mix it all.',
    '#fyp #dinner',
    '@friend',
    '🍋🍋🍋',
    'Save this for later!',
    'A very long opening sentence about my grandmother and the summer we spent by the sea making jam.',
  ),
);
const caption = fc.array(captionLine, { maxLength: 20 }).map((lines) => lines.join('\n'));
const post: fc.Arbitrary<SocialPost> = fc.record({
  caption,
  handle: fc.string(),
  authorName: fc.string(),
  url: fc.string(),
  thumbnailUrl: fc.string(),
  subtitles: fc.constant([]),
});
/** Pages made of the pieces the readers look for, in any order and any state of repair. */
const page = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<script type="application/json">',
        '<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">',
        '</script>',
        '{"__DEFAULT_SCOPE__":{"webapp.video-detail":{"statusCode":',
        '{"code":"X","caption":{"text":',
        '<meta property="og:description" content="1 like - a on May 1, 2024: &quot;',
        '<div class="Caption">',
        '</div>',
        '"}}}',
      ),
    ),
    { maxLength: 25 },
  )
  .map((parts) => parts.join(''));

describe('social post readers on arbitrary input', () => {
  it('never throw on any page, and answer a post or a named refusal', () => {
    fc.assert(
      fc.property(page, fc.constantFrom('https://www.instagram.com/p/X/', 'not a url', ''), (html, url) => {
        for (const read of [
          readInstagramPage(html, url),
          readTikTokPage(html, url),
          readInstagramEmbed(html, url),
        ])
          expect(read.ok ? typeof read.post.caption : read.refusal).toEqual(expect.any(String));
      }),
    );
  });

  it('make a title without hashtags, mentions or emoji, never longer than 80 characters', () => {
    fc.assert(
      fc.property(post, fc.constantFrom('Instagram' as const, 'TikTok' as const), (p, platform) => {
        const { title } = captionAsVideoText(p, platform);
        expect(title.length).toBeGreaterThan(0);
        const fromCaption = !title.startsWith('Recipe from ');
        if (fromCaption) {
          expect(title.length).toBeLessThanOrEqual(80);
          expect(title).not.toMatch(/(^|\s)[#@][\p{L}\p{N}_]|\p{Extended_Pictographic}/u);
        }
        const draft = readSocialPostRecipe(p, platform);
        if (draft) expect(draft.reader).toBe(platform.toLowerCase());
      }),
    );
  });

  it('read any subtitle text into segments with text', () => {
    fc.assert(
      fc.property(fc.string(), (body) => {
        for (const segment of parseWebVtt(`WEBVTT\n\n00:00.000 --> 00:01.000\n${body}`))
          expect(segment.text.trim()).not.toBe('');
      }),
    );
  });
});
