import {
  findObject,
  isObject,
  jsonScripts,
  metaTags,
  pagePath,
  pageTitle,
  postLink,
  refused,
  text,
  type JsonObject,
  type SocialPageRead,
} from './post-page';
import { decodeEntities } from '../shared/text';

/** Where Instagram sends a visitor it wants logged in (or checked) first. */
const LOGIN_PATH_RE = /^\/(?:accounts\/login|challenge)\b/;
const LOGIN_TITLE_RE = /^(?:login|log in)\b.*instagram/i;
const PRIVATE_RE = /this account is private/i;
const NOT_FOUND_RE = /sorry, this page isn[’']t available|page not found\s*•\s*instagram/i;

/** The og:description of a post: `12K likes, 345 comments - handle on March 4, 2024: "caption"`. */
const META_CAPTION_RE = /^(?:[^-]*?-\s+)?([A-Za-z0-9._]+) on [^:]+?:\s*["“]([\s\S]*?)["”]\.?\s*$/;
/** The og:title of a post: `Display Name on Instagram: "caption"`. */
const META_TITLE_RE = /^([\s\S]*?) on Instagram:\s*["“]([\s\S]*?)["”]\s*$/;

/** The post's code in its link: /p/CODE, /reel/CODE, /tv/CODE. */
function postCode(pageUrl: string): string {
  try {
    return /\/(?:p|reels?|tv)\/([A-Za-z0-9_-]+)/.exec(new URL(pageUrl).pathname)?.[1] ?? '';
  } catch {
    return '';
  }
}

function captionOf(media: JsonObject): string {
  if (isObject(media.caption)) return text(media.caption.text);
  // The older GraphQL shape: edge_media_to_caption.edges[0].node.text.
  const edges = isObject(media.edge_media_to_caption) ? media.edge_media_to_caption.edges : undefined;
  const first: unknown = Array.isArray(edges) ? edges[0] : undefined;
  return isObject(first) && isObject(first.node) ? text(first.node.text) : '';
}

function imageOf(media: JsonObject): string {
  const versions = isObject(media.image_versions2) ? media.image_versions2.candidates : undefined;
  const best: unknown = Array.isArray(versions) ? versions[0] : undefined;
  return (isObject(best) ? text(best.url) : '') || text(media.display_url) || text(media.thumbnail_src);
}

/** The media item the page's data holds for this post (by its code), in either shape Instagram uses. */
function mediaInData(html: string, code: string): JsonObject | null {
  let anyWithCaption: JsonObject | null = null;
  for (const { data } of jsonScripts(html)) {
    const media = findObject(data, (o) => {
      const isMedia = typeof o.code === 'string' || typeof o.shortcode === 'string';
      return isMedia && (o.caption !== undefined || o.edge_media_to_caption !== undefined);
    });
    if (!media) continue;
    if (!code || media.code === code || media.shortcode === code) return media;
    anyWithCaption ??= media;
  }
  return anyWithCaption;
}

/**
 * Reads a public Instagram post page (as served to a visitor who is not logged in): the caption,
 * handle, name and image from the page's data, else from its og: tags. A login page, a private
 * account's or a missing post's page is refused with why.
 */
export function readInstagramPage(html: string, pageUrl: string): SocialPageRead {
  const path = pagePath(pageUrl);
  if (path === null) return refused('unreadable');
  if (LOGIN_PATH_RE.test(path)) return refused('login');
  const meta = metaTags(html);
  const title = pageTitle(html);
  const media = mediaInData(html, postCode(pageUrl));
  const owner = media && (isObject(media.user) ? media.user : isObject(media.owner) ? media.owner : null);
  const described = META_CAPTION_RE.exec(meta.get('og:description') ?? meta.get('description') ?? '');
  const titled = META_TITLE_RE.exec(meta.get('og:title') ?? '');
  const caption = (media ? captionOf(media) : '') || described?.[2] || titled?.[2] || '';
  if (!caption.trim()) {
    if (PRIVATE_RE.test(html) || (owner && owner.is_private === true)) return refused('private');
    if (NOT_FOUND_RE.test(html) || NOT_FOUND_RE.test(title)) return refused('notFound');
    if (LOGIN_TITLE_RE.test(title) || !media) return refused(media ? 'noCaption' : 'login');
    return refused('noCaption');
  }
  return {
    ok: true,
    post: {
      caption,
      handle: (owner ? text(owner.username) : '') || described?.[1] || '',
      authorName: (owner ? text(owner.full_name) : '') || titled?.[1]?.trim() || '',
      url: postLink(meta.get('og:url') || pageUrl),
      thumbnailUrl: (media ? imageOf(media) : '') || meta.get('og:image') || '',
      subtitles: [],
    },
  };
}

/**
 * The post's embed page (`/p/CODE/embed/captioned/`), which Instagram serves to sites that embed a
 * public post, often when the post page itself wants a login. Null for a link that names no post.
 */
export function instagramEmbedUrl(postUrl: string): string | null {
  const code = postCode(postUrl);
  return code ? `https://www.instagram.com/p/${code}/embed/captioned/` : null;
}

const EMBED_CAPTION_RE = /<div class="Caption"[^>]*>([\s\S]*?)(?:<div class="CaptionComments"|<\/div>)/i;
const EMBED_USERNAME_RE = /<a class="CaptionUsername"[^>]*>([\s\S]*?)<\/a>/i;
const EMBED_IMAGE_RE = /<img[^>]+class="EmbeddedMediaImage"[^>]*\bsrc="([^"]+)"/i;

const htmlText = (fragment: string): string =>
  decodeEntities(fragment.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, ''))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .trim();

/**
 * Reads a post's embed page: the caption block (the author's handle first, then the caption with
 * its line breaks) and the image. A post that is not public has no caption block there.
 */
export function readInstagramEmbed(html: string, postUrl: string): SocialPageRead {
  const block = EMBED_CAPTION_RE.exec(html)?.[1];
  if (!block) return refused(PRIVATE_RE.test(html) ? 'private' : 'unreadable');
  const handle = htmlText(EMBED_USERNAME_RE.exec(block)?.[1] ?? '');
  const caption = htmlText(block.replace(EMBED_USERNAME_RE, ''));
  if (!caption) return refused('noCaption');
  return {
    ok: true,
    post: {
      caption,
      handle,
      authorName: '',
      url: postLink(postUrl),
      thumbnailUrl: decodeEntities(EMBED_IMAGE_RE.exec(html)?.[1] ?? ''),
      subtitles: [],
    },
  };
}
