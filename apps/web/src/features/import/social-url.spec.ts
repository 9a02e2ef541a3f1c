import { checkSocialUrl } from './social-url';

describe('checkSocialUrl', () => {
  it.each([
    ['', true, 'Please enter a social media URL'],
    ['https://youtu.be/abc', false, 'Please log in to extract recipes from social media.'],
    ['https://vimeo.com/123', true, 'Please enter a valid YouTube, Instagram, or TikTok URL'],
    ['not a url at all', true, 'Please enter a valid YouTube, Instagram, or TikTok URL'],
    [
      'https://www.instagram.com/p/xyz',
      true,
      'Instagram support is coming soon! Please use a YouTube URL for now.',
    ],
    [
      'https://www.tiktok.com/@chef/video/1',
      true,
      'TikTok support is coming soon! Please use a YouTube URL for now.',
    ],
    ['https://www.youtube.com/channel/abc', true, 'Please enter a valid YouTube URL'],
    ['https://youtu.be/bad id', true, 'Please enter a valid YouTube URL'],
  ])('%j (signed in: %s) -> %s', (url, signedIn, error) => {
    expect(checkSocialUrl(url, signedIn)).toEqual({ ok: false, error });
  });

  it('accepts the watch?v= and short-host shapes', () => {
    expect(checkSocialUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ', true)).toEqual({
      ok: true,
      platform: 'YouTube',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(checkSocialUrl('youtu.be/a_B-9', true)).toEqual({
      ok: true,
      platform: 'YouTube',
      videoId: 'a_B-9',
    });
  });
});
