/**
 * Clean-up applied to an ingredient line before it is parsed (spec section 5): whitespace and
 * emoji spacing, markup left over from imports, a leading emoji, and an image link.
 */

// Joiners and modifiers are alternatives, not a character class: a class would mix them into one sequence.
const EMOJI_RUN =
  '(?:\\p{Extended_Pictographic}|\\p{Regional_Indicator})(?:\\u{FE0F}|\\u{200D}|\\p{Emoji_Modifier}|\\u{20E3}|\\p{Extended_Pictographic}|\\p{Regional_Indicator})*';
const LEADING_EMOJI_RE = new RegExp(`^\\s*(${EMOJI_RUN})\\s*`, 'u');
const ANY_EMOJI_RE = new RegExp(`${EMOJI_RUN}|\\u{FE0F}|\\u{200D}`, 'gu');
const EMOJI_GLUED_RE = new RegExp(`(${EMOJI_RUN})(?=[\\p{L}\\p{N}])`, 'gu');
const HTML_TAG_RE = /<\/?[a-zA-Z][^<>]*>/g;
const SPACES_RE = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g;

/** Collapses whitespace (including no-break and thin spaces) and puts a space after an emoji. */
export function normaliseSpacing(text: string): string {
  const spaced = NON_ASCII_RE.test(text) ? text.replace(EMOJI_GLUED_RE, '$1 ') : text;
  return spaced.replace(SPACES_RE, ' ').trim();
}

/** Most lines are plain ASCII: the unicode-property regexes only run when they can match. */
const NON_ASCII_RE = /[\u0080-\u{10FFFF}]/u;

/** Removes every emoji from a string (used to compare "🇮🇹 Italian" with "italian"). */
export function stripEmoji(text: string): string {
  return text.replace(ANY_EMOJI_RE, '').replace(SPACES_RE, ' ').trim();
}

/** Splits a leading emoji from the text: "🧅 1 onion" -> { emoji: "🧅", rest: "1 onion" }. */
export function splitLeadingEmoji(text: string): { emoji: string | null; rest: string } {
  const first = text.trimStart().charCodeAt(0);
  if (!(first > 0x7f)) return { emoji: null, rest: text };
  const m = LEADING_EMOJI_RE.exec(text);
  if (!m) return { emoji: null, rest: text };
  return { emoji: m[1], rest: text.slice(m[0].length) };
}

export function stripHtmlTags(text: string): string {
  return text.indexOf('<') === -1 ? text : text.replace(HTML_TAG_RE, ' ');
}

const IMAGE_EXT = '(?:jpe?g|png|gif|webp|avif|bmp|svg|heic)';
/**
 * An image link in any of the forms imports produce: full URL, protocol-relative ("//host/a.jpg"),
 * a damaged scheme ("ttps://", "https:/", "http//"), a bare host ("www.x.com/a.png",
 * "cdn.x.com/a.png") or a bare path ("/uploads/a.jpg", "uploads/a.jpg").
 */
const LINK_CHARS = '[^\\s"\'<>()\\[\\]]';
const IMAGE_LINK_RE = new RegExp(
  `(?:^|[\\s(\\[<"'])((?:${LINK_CHARS}*\\/|www\\.)${LINK_CHARS}*?\\.${IMAGE_EXT}(?:\\?${LINK_CHARS}*)?)(?=$|[\\s)\\]>"',.;!])`,
  'i',
);
/** A scheme with letters or slashes lost: "ttps://", "https:/", "http//", "://". */
const DAMAGED_SCHEME_RE = /^(?:h?t?t?ps?:\/{0,2}|h?t?t?ps?\/\/|:?\/\/)/i;
const HOST_RE = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\//i;

export interface ImageLinkOptions {
  /**
   * Where a bare path such as "uploads/a.jpg" is served from, e.g. "https://cdn.example.com".
   * Without it a bare path becomes root-relative ("/uploads/a.jpg"), served by the app itself.
   */
  readonly imageBaseUrl?: string;
}

/** Repairs one image link to a usable absolute URL (or a root-relative path without a base). */
export function repairImageUrl(link: string, options: ImageLinkOptions = {}): string {
  const raw = link.trim();
  if (/^https?:\/\/[^/]/i.test(raw)) return raw;
  const scheme = DAMAGED_SCHEME_RE.exec(raw);
  const afterScheme = scheme ? raw.slice(scheme[0].length) : raw;
  if (HOST_RE.test(afterScheme)) return `https://${afterScheme}`;
  const path = raw.replace(/^\.?\/+/, '');
  const base = (options.imageBaseUrl ?? '').replace(/\/+$/, '');
  return `${base}/${path}`;
}

/** Finds an image link inside ingredient text; returns the repaired URL and the text without it. */
export function extractImageUrl(
  text: string,
  options: ImageLinkOptions = {},
): { imageUrl: string | null; rest: string } {
  if (!IMAGE_HINT_RE.test(text)) return { imageUrl: null, rest: text };
  const m = IMAGE_LINK_RE.exec(text);
  if (!m) return { imageUrl: null, rest: text };
  const start = m.index + m[0].length - m[1].length;
  const rest = (text.slice(0, start) + text.slice(start + m[1].length))
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(SPACES_RE, ' ')
    .trim();
  return { imageUrl: repairImageUrl(m[1], options), rest };
}

const IMAGE_HINT_RE = new RegExp(`\\.${IMAGE_EXT}\\b`, 'i');
