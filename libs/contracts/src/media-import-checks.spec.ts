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

  it('4. says Instagram and TikTok are coming soon', () => {
    expect(error('https://www.instagram.com/reel/Cxyz/')).toBe(
      'Instagram support is coming soon! Please use a YouTube URL for now.',
    );
    expect(error('https://www.tiktok.com/@cook/video/123')).toBe(
      'TikTok support is coming soon! Please use a YouTube URL for now.',
    );
    expect(error('vm.tiktok.com/ZM123')).toBe(SOCIAL_URL_MESSAGES.comingSoon('TikTok'));
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
