import type { ImportedDraft } from '@mise/contracts';
import { emptyDraft } from '../draft';
import type { VideoChapter, VideoText } from './video-input';

const URL_RE =
  /\b(?:https?:\/\/|www\.)[^\s()<>]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|ly|me|gl|be|tv|shop|store|link|page)(?=$|[\s/),!?]|\.(?:\s|$))(?:\/[^\s()<>]*)?/giu;
const HASHTAG_RE = /(^|\s)#([\p{L}\p{N}_]{2,40})/gu;
const TIMESTAMP_LINE_RE = /^[\s\p{P}\p{S}]*\(?\[?(\d{1,2}(?::\d{2}){1,2})\]?\)?\s*[-–—:|.]?\s*(.*)$/u;
const INLINE_TIMESTAMP_RE = /\s*[([]\d{1,2}(?::\d{2}){1,2}[)\]]\s*/gu;
const DIVIDER_RE = /^[\s\-–—=_*~.•·#+]{3,}$/u;

/** Lines that sell, thank or credit rather than cook. */
const PROMO_RE = new RegExp(
  [
    'subscrib',
    'affiliate',
    'sponsor',
    'use (?:my )?code',
    'promo code',
    'discount',
    'coupon',
    '% off',
    'follow (?:me|us)',
    'find (?:me|us) on',
    'instagram',
    'tiktok',
    'facebook',
    'twitter',
    'pinterest',
    'patreon',
    'snapchat',
    'merch',
    'business (?:inquiries|enquiries)',
    'for business',
    'e-?mail',
    'contact',
    'music\\b',
    'song:',
    'track:',
    'camera:',
    'lens:',
    'mic:',
    'filmed (?:on|with)',
    'edited (?:by|with)',
    'check out (?:my|our)',
    'my (?:website|blog|cookbook|store|shop|channel)',
    'link in',
    'links? below',
    'click (?:the |here)',
    'notification',
    'thanks? (?:you )?for watching',
    'like (?:and|&) (?:share|subscribe|comment)',
    'comment below',
    'amazon associate',
    'commission',
    'earn from',
    'printable recipe',
    'full recipe(?: here| at| on)?:?$',
    'get the (?:full )?recipe',
    'recipe (?:link|here):?$',
    'join (?:my|our|the)',
    'newsletter',
    'support the channel',
    'inspired by',
    'licensed (?:via|by|from)',
    'credits?\\b',
    '(?:^|\\s)@[\\w.]{2,}',
    'recipe (?:by|from|adapted)',
    'filmed by',
    'produced by',
    'watch (?:next|more)',
    'let me know',
    'in the comments',
    '^(?:enjoy|happy (?:cooking|baking)|bon app(?:é|e)tit|guten appetit|buen provecho)\\W*$',
    'abonnier',
    'abonnez',
    'suscr(?:í|i)be',
    'iscriviti',
    '^(?:timestamps|chapters|kapitel)\\W*$',
    'more videos',
    'playlist',
    'copyright',
    '©',
    'all rights reserved',
    'disclaimer',
  ].join('|'),
  'iu',
);

/** Gear and shop lists: the header, then every line up to the next blank line, are dropped. */
const GEAR_HEADER_RE =
  /^[\s\p{Extended_Pictographic}\uFE0F*#~=-]*(?:my\s+|the\s+)?(?:gear|equipment(?: i use(?:d)?)?|kitchen (?:tools|gear|equipment|essentials)(?: i use(?:d)?)?|tools i use(?:d)?|products? (?:i use(?:d)?|used|mentioned)|camera gear|what i use(?:d)?|things i use(?:d)?|shop (?:the|my) \p{L}+|my favou?rite (?:tools|products|kitchen \p{L}+)|filming equipment|music|credits|songs?(?: used)?)\b[^.]{0,40}$/iu;

export interface CleanDescription {
  lines: string[];
  hashtags: string[];
  /** "0:00 Intro" lines: chapters written into the description. */
  chapters: VideoChapter[];
}

function toSeconds(stamp: string): number {
  return stamp.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
}

/** Drops links, hashtags, timestamps, promotion and gear lists; keeps the recipe lines. */
export function cleanDescription(description: string): CleanDescription {
  const hashtags: string[] = [];
  const chapters: VideoChapter[] = [];
  const lines: string[] = [];
  let skippingGear = false;
  for (const rawLine of description.replace(/\r\n?/g, '\n').split('\n')) {
    let line = rawLine.replace(/[\u00A0\u2000-\u200B\t]/g, ' ').trim();
    if (!line || DIVIDER_RE.test(line)) {
      skippingGear = false;
      lines.push('');
      continue;
    }
    if (skippingGear) continue;
    if (GEAR_HEADER_RE.test(line)) {
      skippingGear = true;
      continue;
    }
    const stamp = TIMESTAMP_LINE_RE.exec(line);
    if (stamp && stamp[1] && /^[\s\p{P}\p{S}]*\(?\[?\d/u.test(line)) {
      const label = (stamp[2] ?? '').trim();
      if (label) chapters.push({ title: label, startSeconds: toSeconds(stamp[1]) });
      continue;
    }
    line = line.replace(INLINE_TIMESTAMP_RE, ' ').trim();
    let tagged = false;
    line = line
      .replace(HASHTAG_RE, (_m, lead: string, tag: string) => {
        hashtags.push(tag);
        tagged = true;
        return lead;
      })
      .trim();
    if (PROMO_RE.test(line)) continue;
    const hadUrl = URL_RE.test(line);
    URL_RE.lastIndex = 0;
    if (hadUrl) {
      line = line
        .replace(URL_RE, ' ')
        .replace(/[\s:>→👉-]+$/u, '')
        .replace(/\(\s*\)/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      // What is left of a link line is a label ("Get my cookbook:"); keep only a real item.
      if (line.split(/\s+/).length < 2 || /:$/.test(line)) continue;
    }
    if (!line || (tagged && !/\p{L}{2}/u.test(line))) continue;
    lines.push(line);
  }
  return { lines, hashtags, chapters };
}

/** The video title without hashtags, emoji, "| Channel" tails and "[4K]"-style tags. */
export function cleanVideoTitle(title: string): string {
  let text = title
    .replace(HASHTAG_RE, '$1')
    .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
    .replace(/[[(](?:4k|hd|uhd|video|official video|asmr|\d{4})[\])]/giu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = text.split(/\s+[|｜]\s+/);
  if (parts[0] && parts[0].length >= 3) text = parts[0];
  return text.replace(/[\s:|\-–—,]+$/u, '').trim();
}

/** A draft carrying the video's own facts: title, channel, link, thumbnail and General tags. */
export function videoDraftBase(input: VideoText, hashtags: string[]): ImportedDraft {
  const draft = emptyDraft();
  draft.title = cleanVideoTitle(input.title ?? '');
  draft.source = (input.channelName ?? '').trim();
  draft.author = draft.source;
  draft.source_url = (input.url ?? '').trim();
  draft.image = (input.thumbnailUrl ?? '').trim();
  const seen = new Set<string>();
  const general: string[] = [];
  for (const raw of [...hashtags, ...(input.keywords ?? [])]) {
    const tag = String(raw).replace(/^#/, '').replace(/_/g, ' ').trim();
    const key = tag.toLowerCase();
    if (
      !tag ||
      tag.length > 40 ||
      seen.has(key) ||
      /^(?:shorts?|recipe|recipes|food|youtube|viral|fyp|foryou)$/i.test(tag)
    )
      continue;
    seen.add(key);
    general.push(tag);
    if (general.length >= 12) break;
  }
  if (general.length) draft.tags = { General: general };
  return draft;
}
