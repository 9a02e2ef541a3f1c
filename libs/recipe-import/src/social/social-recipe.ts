import type { ImportedDraft } from '@mise/contracts';
import { readVideoRecipe } from '../video/video-recipe';
import type { TranscriptSegment, VideoText } from '../video/video-input';
import { isHeading } from '../shared/text';
import { startsWithQuantity } from '../text/ingredient-line';
import type { SocialPost } from './post-page';

/** A caption's opening line longer than this is a sentence, not a dish's name: it is cut. */
const MAX_TITLE_LENGTH = 80;

/** Opening lines that point at the recipe instead of naming it ('Recipe below 👇', 'Save this!'). */
const POINTER_LINE_RE =
  /^(?:full\s+)?recipe\s*(?:below|👇|⬇|in (?:the )?(?:caption|comments))|^save (?:this|it)\b|^follow\b|^(?:link|recipe) in (?:my )?bio\b/iu;
const SECTION_LINE_RE = /^(?:ingredients?|method|directions|instructions|steps|you(?:'|’)ll need)\b/i;
const HASHTAG_RE = /(?<![\p{L}\p{N}_])#([\p{L}\p{N}_]{2,40})/gu;
const EMOJI_RUN_RE = /\s*[\p{Extended_Pictographic}\uFE0F\u200D]+\s*/u;
const DECORATION_RE = /[\p{Extended_Pictographic}\uFE0F\u200D]|(?<![\p{L}\p{N}_])[#@][\p{L}\p{N}_.]+/gu;

function titleCase(line: string): string {
  return line
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_, before: string, c: string) => before + c.toUpperCase());
}

/** A line as a title: no emoji, hashtags or mentions; a shouted line in title case; a sentence cut short. */
function asTitle(line: string): string {
  // 'One-pan lemon garlic orzo 🍋 dinner in 20 mins': an emoji between words ends the dish's name.
  const named = line
    .replace(HASHTAG_RE, ' ')
    .split(EMOJI_RUN_RE)
    .map((part) => part.trim());
  const head = named.length > 1 && named[0].split(/\s+/).length >= 2 ? named[0] : line;
  let title = head.replace(DECORATION_RE, ' ').replace(/\s+/g, ' ').trim();
  title = title.replace(/^[\s:|\-–—,.!]+|[\s:|\-–—,]+$/gu, '');
  const letters = title.replace(/[^\p{L}]/gu, '');
  if (letters.length > 3 && letters === letters.toUpperCase()) title = titleCase(title);
  // 'Brown butter banana bread. The only loaf I make now': the name is the first sentence.
  const sentence = /^(.{12,80}?)[.!?]\s+\p{Lu}/u.exec(title)?.[1];
  if (sentence) title = sentence;
  else if (title.length > MAX_TITLE_LENGTH) title = title.slice(0, MAX_TITLE_LENGTH).replace(/\s+\S*$/, '');
  return title.replace(/[.!]+$/, '').trim();
}

/**
 * A caption as a video's title and description: the first line that names something (not a pointer
 * to the recipe, a section heading or an ingredient) is the title and leaves the description; with
 * none, the post is named after its author.
 */
export function captionAsVideoText(
  post: SocialPost,
  platform: 'Instagram' | 'TikTok',
  transcript: TranscriptSegment[] = [],
): VideoText {
  const lines = post.caption.replace(/\r\n?/g, '\n').split('\n');
  let title = '';
  let titleLine = -1;
  for (let i = 0; i < lines.length && i < 4; i += 1) {
    const line = lines[i].trim();
    if (!line || POINTER_LINE_RE.test(asTitle(line))) continue;
    if (SECTION_LINE_RE.test(line) || isHeading(line) || startsWithQuantity(line)) break;
    title = asTitle(line);
    if (title) titleLine = i;
    break;
  }
  const who = post.authorName || (post.handle ? `@${post.handle}` : platform);
  // The title line's hashtags are the post's tags like those further down.
  const keywords = titleLine < 0 ? [] : [...lines[titleLine].matchAll(HASHTAG_RE)].map((m) => m[1]);
  return {
    title: title || `Recipe from ${who}`,
    description: lines.filter((_, i) => i !== titleLine).join('\n'),
    keywords,
    channelName: post.authorName || post.handle,
    url: post.url,
    thumbnailUrl: post.thumbnailUrl,
    transcript,
  };
}

/** WebVTT cues as transcript segments: timings become start seconds; cue ids, notes and tags go. */
export function parseWebVtt(body: string): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  for (const block of body.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const start = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})/.exec(lines[timing].trim());
    const text = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    const startSeconds = start
      ? Number(start[1] ?? 0) * 3600 + Number(start[2]) * 60 + Number(start[3]) + Number(`0.${start[4]}`)
      : undefined;
    // Auto-generated tracks repeat a cue's words in the next one as they roll; keep each once.
    if (segments.at(-1)?.text === text) continue;
    segments.push(startSeconds === undefined ? { text } : { text, startSeconds });
  }
  return segments;
}

/**
 * The recipe in a post: its caption read by the video text reader the way a YouTube description is
 * (then the subtitles, where the caption lists no steps), or null. The source is the author.
 */
export function readSocialPostRecipe(
  post: SocialPost,
  platform: 'Instagram' | 'TikTok',
  transcript: TranscriptSegment[] = [],
): ImportedDraft | null {
  const draft = readVideoRecipe(captionAsVideoText(post, platform, transcript));
  if (!draft) return null;
  draft.reader = platform.toLowerCase();
  return draft;
}
