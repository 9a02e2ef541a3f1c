import {
  findObject,
  isObject,
  jsonScripts,
  metaTags,
  pagePath,
  postLink,
  refused,
  text,
  type JsonObject,
  type SocialPageRead,
  type SocialPostRefusal,
  type SubtitleTrack,
} from './post-page';

/** The scripts TikTok keeps a page's data in: the current one, then the one before it. */
const DATA_SCRIPT_IDS = ['__UNIVERSAL_DATA_FOR_REHYDRATION__', 'SIGI_STATE'];

/** TikTok's own status codes for a video page it will not show (as its web app reports them). */
const STATUS_REFUSALS: Record<number, SocialPostRefusal> = {
  10204: 'notFound',
  10216: 'underReview',
  10222: 'private',
  10231: 'regionLocked',
};

const LOGIN_PATH_RE = /^\/login\b/;

function videoDetail(data: unknown): JsonObject | null {
  if (!isObject(data)) return null;
  const scope = isObject(data.__DEFAULT_SCOPE__) ? data.__DEFAULT_SCOPE__ : null;
  const detail = scope?.['webapp.video-detail'];
  return isObject(detail) ? detail : null;
}

/** The item: `itemInfo.itemStruct` (current pages) or the one entry of `ItemModule` (older ones). */
function itemOf(data: unknown): JsonObject | null {
  const detail = videoDetail(data);
  if (detail && isObject(detail.itemInfo) && isObject(detail.itemInfo.itemStruct))
    return detail.itemInfo.itemStruct;
  if (isObject(data) && isObject(data.ItemModule)) {
    const first = Object.values(data.ItemModule)[0];
    return isObject(first) ? first : null;
  }
  return findObject(data, (o) => typeof o.desc === 'string' && isObject(o.video));
}

function subtitlesOf(video: JsonObject): SubtitleTrack[] {
  const infos = Array.isArray(video.subtitleInfos) ? video.subtitleInfos : [];
  return infos.filter(isObject).map((info) => ({
    url: text(info.Url),
    language: text(info.LanguageCodeName),
    format: text(info.Format).toLowerCase(),
  }));
}

/**
 * Reads a public TikTok video page: the caption (`desc`), handle, name, cover and subtitle tracks
 * from the data the page carries for its web app. A status TikTok reports instead of the video
 * (private, gone, under review, not shown in this region) or a login page is refused with why.
 */
export function readTikTokPage(html: string, pageUrl: string): SocialPageRead {
  const path = pagePath(pageUrl);
  if (path === null) return refused('unreadable');
  if (LOGIN_PATH_RE.test(path)) return refused('login');
  const scripts = jsonScripts(html, DATA_SCRIPT_IDS).filter(({ id }) => DATA_SCRIPT_IDS.includes(id));
  for (const { data } of scripts) {
    const status = Number(videoDetail(data)?.statusCode ?? 0);
    if (status && STATUS_REFUSALS[status]) return refused(STATUS_REFUSALS[status]);
    const item = itemOf(data);
    if (!item) continue;
    const caption = text(item.desc);
    if (!caption.trim()) return refused('noCaption');
    const video = isObject(item.video) ? item.video : {};
    const author = isObject(item.author) ? item.author : null;
    const handle = author ? text(author.uniqueId) : text(item.author);
    return {
      ok: true,
      post: {
        caption,
        handle,
        authorName: (author ? text(author.nickname) : '') || text(item.nickname),
        url: postLink(pageUrl),
        thumbnailUrl: text(video.cover) || text(video.originCover),
        subtitles: subtitlesOf(video),
      },
    };
  }
  // A page without the app's data: what the og: tags say, which is the caption when it is public.
  const meta = metaTags(html);
  const described = meta.get('og:description') ?? '';
  if (described.trim() && /\/(?:video|photo)\//.test(meta.get('og:url') ?? path))
    return {
      ok: true,
      post: {
        caption: described,
        handle: /\/@([^/]+)/.exec(meta.get('og:url') ?? path)?.[1] ?? '',
        authorName: '',
        url: postLink(pageUrl),
        thumbnailUrl: meta.get('og:image') ?? '',
        subtitles: [],
      },
    };
  return refused(scripts.length ? 'unreadable' : 'login');
}
