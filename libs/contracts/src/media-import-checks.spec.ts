import { checkSocialVideoUrl, SOCIAL_URL_MESSAGES } from './media-import-checks';

const error = (url: string, signedIn = true) => {
  const check = checkSocialVideoUrl(url, signedIn);
  return check.ok ? null : check.error;
};

describe('social video URL checks (spec section 5, in order)', () => {
  it('1. asks for a URL when the field is empty, before anything else', () => {
    expect(error('', false)).toBe('Please enter a social media URL');
    expect(error('   ')).toBe('Please enter a social media URL');
  });

  it('2. asks a signed-out person to log in, whatever the URL', () => {
    expect(error('https://www.youtube.com/watch?v=abc', false)).toBe(
      'Please log in to extract recipes from social media.',
    );
    expect(error('not a url', false)).toBe('Please log in to extract recipes from social media.');
  });

  const OTHER = 'Please enter a valid YouTube, Instagram, or TikTok URL';
  const BAD_YOUTUBE = 'Please enter a valid YouTube URL';
  it.each([
    ['https://vimeo.com/123', OTHER],
    ['not a url', OTHER],
    ['ftp://youtube.com/watch?v=abc', OTHER],
    ['https://notyoutube.com/watch?v=a', OTHER],
    ['https://www.youtube.com/', BAD_YOUTUBE],
    ['https://www.youtube.com/watch', BAD_YOUTUBE],
    ['https://www.youtube.com/watch?v=', BAD_YOUTUBE],
    ['https://www.youtube.com/watch?v=ab$cd', BAD_YOUTUBE],
    ['https://www.youtube.com/channel/UC123', BAD_YOUTUBE],
    ['https://youtu.be/', BAD_YOUTUBE],
    ['https://youtu.be/abc/def', BAD_YOUTUBE],
  ])(
    '3 and 5. %s: other sites, then YouTube addresses not of the watch?v= or youtu.be/ID shape',
    (url, message) => {
      expect(error(url)).toBe(message);
    },
  );

  it('4. no longer says Instagram and TikTok are coming soon: one post of either is accepted', () => {
    expect(checkSocialVideoUrl('https://www.instagram.com/reel/Cxyz_-1/?igsh=abc', true)).toEqual({
      ok: true,
      platform: 'Instagram',
      url: 'https://www.instagram.com/reel/Cxyz_-1/',
    });
    expect(checkSocialVideoUrl('instagram.com/p/C4bX9/', true)).toMatchObject({
      ok: true,
      platform: 'Instagram',
    });
    expect(checkSocialVideoUrl('https://www.instagram.com/nadia.cooks/p/C4bX9/', true)).toMatchObject({
      ok: true,
    });
    expect(
      checkSocialVideoUrl('https://www.tiktok.com/@cook.mara/video/7345678901234567890?lang=en', true),
    ).toEqual({
      ok: true,
      platform: 'TikTok',
      url: 'https://www.tiktok.com/@cook.mara/video/7345678901234567890',
    });
    expect(checkSocialVideoUrl('vm.tiktok.com/ZM123abc/', true)).toMatchObject({
      ok: true,
      platform: 'TikTok',
    });
    expect(checkSocialVideoUrl('https://www.tiktok.com/t/ZT8abc/', true)).toMatchObject({ ok: true });
    for (const url of ['https://www.instagram.com/reel/abc', 'https://www.tiktok.com/@cook/video/123'])
      expect(error(url)).toBeNull();
  });

  it.each([
    ['https://www.instagram.com/', SOCIAL_URL_MESSAGES.badInstagram],
    ['https://www.instagram.com/nadia.cooks/', SOCIAL_URL_MESSAGES.badInstagram],
    ['https://www.instagram.com/p/', SOCIAL_URL_MESSAGES.badInstagram],
    ['https://www.instagram.com/explore/tags/pasta/', SOCIAL_URL_MESSAGES.badInstagram],
    ['https://www.tiktok.com/@cook', SOCIAL_URL_MESSAGES.badTikTok],
    ['https://www.tiktok.com/@cook/video/abc', SOCIAL_URL_MESSAGES.badTikTok],
    ['https://www.tiktok.com/foryou', SOCIAL_URL_MESSAGES.badTikTok],
    ['https://vm.tiktok.com/', SOCIAL_URL_MESSAGES.badTikTok],
  ])('a link to %s that is not one post says what kind of link is wanted', (url, message) => {
    expect(error(url)).toBe(message);
  });

  it('still refuses other sites and asks a signed-out person to log in first', () => {
    expect(error('https://www.instagram.com.evil.example/p/abc')).toBe(
      'Please enter a valid YouTube, Instagram, or TikTok URL',
    );
    expect(error('https://www.instagram.com/p/abc', false)).toBe(
      'Please log in to extract recipes from social media.',
    );
  });

  it('accepts both shapes, with or without a scheme, and names the video', () => {
    expect(checkSocialVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', true)).toEqual({
      ok: true,
      platform: 'YouTube',
      videoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(checkSocialVideoUrl('youtu.be/Ab_c-12', true)).toMatchObject({ ok: true, videoId: 'Ab_c-12' });
    expect(checkSocialVideoUrl('m.youtube.com/watch?v=xyz', true)).toMatchObject({
      ok: true,
      videoId: 'xyz',
    });
  });
});
