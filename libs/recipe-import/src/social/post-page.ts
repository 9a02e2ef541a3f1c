import { decodeEntities } from '../shared/text';

/**
 * What a public Instagram or TikTok post page carries that a recipe can be read from: the caption
 * (the post's own text), who posted it, its cover image, and the subtitle tracks the page links to.
 */
export interface SocialPost {
  caption: string;
  /** The account's handle, without '@'. */
  handle: string;
  /** The account's display name, else ''. */
  authorName: string;
  url: string;
  thumbnailUrl: string;
  subtitles: SubtitleTrack[];
}

export interface SubtitleTrack {
  url: string;
  /** As the page names it: 'eng-US', 'en'. */
  language: string;
  /** 'webvtt' where the page says. */
  format: string;
}

/**
 * Why a page gives no post to read, each of which the person is told: the platform wants a login,
 * the account or post is private, the post is gone, under review or not shown in this region, or it
 * has no caption.
 */
export type SocialPostRefusal =
  'login' | 'private' | 'notFound' | 'underReview' | 'regionLocked' | 'noCaption' | 'unreadable';

export type SocialPageRead = { ok: true; post: SocialPost } | { ok: false; refusal: SocialPostRefusal };

export const refused = (refusal: SocialPostRefusal): SocialPageRead => ({ ok: false, refusal });

const META_TAG_RE = /<meta\s[^>]*>/gi;
const ATTR_RE = /([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

/** The page's `<meta property|name=… content=…>` values by lower-cased key (first one wins). */
export function metaTags(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const tag of html.match(META_TAG_RE) ?? []) {
    const attrs = new Map<string, string>();
    for (const m of tag.matchAll(ATTR_RE)) attrs.set(m[1].toLowerCase(), m[3] ?? m[4] ?? '');
    const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !found.has(key)) found.set(key, decodeEntities(content));
  }
  return found;
}

/** The text of the page's `<title>`. */
export function pageTitle(html: string): string {
  return decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '').trim();
}

/** Each `<script>` whose type is JSON (or whose id is one of `ids`), parsed; unreadable ones skipped. */
export function jsonScripts(html: string, ids: string[] = []): Array<{ id: string; data: unknown }> {
  const out: Array<{ id: string; data: unknown }> = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1] ?? '';
    const id = /\bid\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1] ?? '';
    const isJson = /\btype\s*=\s*["']application\/(?:ld\+)?json["']/i.test(attrs);
    if (!isJson && !ids.includes(id)) continue;
    try {
      out.push({ id, data: JSON.parse(m[2]) as unknown });
    } catch {
      // A script that is not JSON after all (or cut short) holds nothing for us.
    }
  }
  return out;
}

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Deepest structures app pages nest their data in stay well under this; it bounds a hostile page. */
const MAX_DEPTH = 40;

/** The first object, depth first, for which `test` holds. */
export function findObject(root: unknown, test: (o: JsonObject) => boolean): JsonObject | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) continue;
    const children = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
    if (isObject(value) && test(value)) return value;
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ value: children[i], depth: depth + 1 });
  }
  return null;
}

/** A post's address without the tracking query share links carry (`?igsh=…`, `?_r=1&_t=…`). */
export function postLink(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    return `${url.origin}${url.pathname}`;
  } catch {
    return pageUrl;
  }
}

/** The path of the address a page came from, or null when it is not an address. */
export function pagePath(pageUrl: string): string | null {
  try {
    return new URL(pageUrl).pathname;
  } catch {
    return null;
  }
}
