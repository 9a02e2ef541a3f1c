import type * as YouTubeI from 'youtubei.js';
import type { TranscriptSegment, VideoText } from '@mise/recipe-import';

/** youtubei.js (tens of MB resident) is loaded with the first video, not at start. */
const Innertube = {
  create: (...args: Parameters<typeof YouTubeI.Innertube.create>) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('youtubei.js') as typeof YouTubeI).Innertube.create(...args),
};

/** The fetch the YouTube client uses: the real one in production, recorded answers in tests. */
export type YouTubeFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Hosts a caption address may point at; anything else in a response is not fetched. */
const CAPTION_HOST_RE = /^(?:www\.)?youtube\.com$/;

/** Captions longer than this are cut: a recipe is told in far fewer words. */
const MAX_CAPTION_BYTES = 2_000_000;

function captionUrl(base: string): URL | null {
  try {
    const url = new URL(base);
    if (url.protocol !== 'https:' || !CAPTION_HOST_RE.test(url.hostname)) return null;
    url.searchParams.set('fmt', 'json3');
    return url;
  } catch {
    return null;
  }
}

interface Json3 {
  events?: Array<{ tStartMs?: number; segs?: Array<{ utf8?: string }> }>;
}

/** Caption text in json3 (events of segments) or the older XML (`<text start="1.2">…</text>`). */
export function parseCaptions(body: string): TranscriptSegment[] {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    const json = JSON.parse(trimmed) as Json3;
    return (json.events ?? [])
      .map((event) => ({
        text: (event.segs ?? [])
          .map((s) => s.utf8 ?? '')
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
        startSeconds: (event.tStartMs ?? 0) / 1000,
      }))
      .filter((segment) => segment.text);
  }
  const segments: TranscriptSegment[] = [];
  const re = /<(?:text|p)\b([^>]*)>([\s\S]*?)<\/(?:text|p)>/g;
  for (let m = re.exec(trimmed); m; m = re.exec(trimmed)) {
    const attrs = m[1] ?? '';
    const start = /\bstart="([\d.]+)"/.exec(attrs)?.[1] ?? /\bt="(\d+)"/.exec(attrs)?.[1];
    const text = (m[2] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
      .trim();
    if (text)
      segments.push({
        text,
        startSeconds: start ? Number(start) / (attrs.includes('start=') ? 1 : 1000) : 0,
      });
  }
  return segments;
}

/**
 * What a YouTube video says about itself, through youtubei.js: title, description (chapters are
 * the timestamps in it, as on YouTube), thumbnail, channel and the captions of the first English
 * (else first) track. Captions are a bonus: when they cannot be had, the rest still counts.
 */
export async function fetchYouTubeVideo(videoId: string, fetchImpl: YouTubeFetch): Promise<VideoText> {
  const yt = await Innertube.create({
    retrieve_player: false,
    generate_session_locally: true,
    fetch: fetchImpl as typeof fetch,
  });
  const info = await yt.getBasicInfo(videoId);
  const basic = info.basic_info;
  if (info.playability_status?.status && info.playability_status.status !== 'OK')
    throw new Error(`Video not playable: ${info.playability_status.status}`);
  if (!basic.title) throw new Error('Video has no title');
  const thumbnails = [...(basic.thumbnail ?? [])].sort((a, b) => b.width * b.height - a.width * a.height);
  const tracks = info.captions?.caption_tracks ?? [];
  const track =
    tracks.find((t) => t.language_code?.startsWith('en') && t.kind !== 'asr') ??
    tracks.find((t) => t.language_code?.startsWith('en')) ??
    tracks[0];
  let transcript: TranscriptSegment[] = [];
  const url = track ? captionUrl(track.base_url) : null;
  if (url) {
    try {
      const res = await fetchImpl(url.href);
      const body = res.ok ? await res.text() : '';
      transcript = parseCaptions(body.slice(0, MAX_CAPTION_BYTES));
    } catch {
      transcript = [];
    }
  }
  return {
    title: basic.title,
    description: basic.short_description ?? '',
    channelName: basic.author ?? '',
    url: `https://www.youtube.com/watch?v=${videoId}`,
    thumbnailUrl: thumbnails[0]?.url ?? '',
    keywords: basic.keywords ?? [],
    transcript,
  };
}
