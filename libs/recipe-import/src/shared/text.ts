import { decodeHTML } from 'entities';

const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);?/i;
const TAG = /<\/?[a-z][^<>]*>|<!--[\s\S]*?-->/gi;
const BLOCK_TAG = /<\/?(br|p|div|li|ul|ol|h[1-6]|tr|td|section|article)\b[^<>]*>/gi;
/** Zero-width and byte-order marks that pages leave inside words. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/** Decodes entities, repeatedly, because feeds and plugins often encode twice (`&amp;#8217;`). */
export function decodeEntities(text: string): string {
  let out = text;
  for (let i = 0; i < 3 && ENTITY.test(out); i += 1) {
    const next = decodeHTML(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Drops markup inside a string; block-level tags become spaces so words do not glue together. */
export function stripTags(text: string): string {
  if (!text.includes('<')) return text;
  return text.replace(BLOCK_TAG, ' ').replace(TAG, '');
}

const HTML_TAG =
  /<\/?(?:a|abbr|b|big|blockquote|br|code|del|div|em|font|h[1-6]|hr|i|img|ins|li|mark|ol|p|pre|s|small|span|strike|strong|sub|sup|table|tbody|td|th|thead|tr|u|ul)\b[^<>]*>/gi;

/** Like stripTags, for escaped markup: only tags HTML knows, so '<well>' written out stays. */
function stripHtmlTags(text: string): string {
  if (!text.includes('<')) return text;
  return text.replace(BLOCK_TAG, ' ').replace(HTML_TAG, '');
}

/**
 * Any value a page hands us, as one clean line: entities decoded (twice-encoded too), tags
 * removed, whitespace collapsed. Non-strings become '' (numbers become their digits).
 */
export function cleanText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  // Markup first; then escaped markup (`&lt;b&gt;`), but only tags HTML has: '&lt;well&gt;' or
  // '&lt; 70 °C' written out is text. Then decode what the tags hid.
  return tidy(decodeEntities(stripTags(value)));
}

const tidy = (decoded: string): string =>
  decodeEntities(stripHtmlTags(decoded)).replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();

const BREAK = /<(br|\/p|\/li|\/div|\/h[1-6])\b[^<>]*>/gi;

/** Like cleanText but keeps line breaks (from `\n`, `<br>`, `<p>`, `<li>`) as separate lines. */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const raw = value.replace(BREAK, '\n').replace(/\\n/g, '\n');
  // Escaped breaks ('&lt;br&gt;') count as breaks too.
  return decodeEntities(stripTags(raw))
    .replace(BREAK, '\n')
    .split(/\r?\n|\r/)
    .map(tidy)
    .filter((line) => line.length > 0);
}

/** Lower-case key for comparing lines: NFKC, quotes and dashes folded, whitespace collapsed. */
export function normaliseForCompare(value: unknown): string {
  return cleanText(typeof value === 'string' ? value : String(value ?? ''))
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A section heading in the spec's ingredient/method lists is a line wrapped in asterisks. */
export function toHeading(name: string): string {
  const clean = cleanText(name)
    .replace(/^\*+|\*+$/g, '')
    .trim();
  return clean ? `*${clean}*` : '';
}

// `*Heading*` lines are read by recipe-text's rule, the one the web app and the ingredient parser use;
// the readers keep their short names for it.
export { isSectionHeading as isHeading, sectionHeadingName as headingName } from '@mise/recipe-text';

/**
 * A step's text as entries: blank lines, block tags and bulleted or numbered lines separate
 * steps; a single line break inside a sentence is only wrapping.
 */
export function splitParagraphs(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  // Real breaks, then escaped ones ('&lt;br&gt;'), mark paragraphs; other markup goes.
  const raw = value.replace(BREAK, '\n\n').replace(/\\n/g, '\n');
  const marked = decodeEntities(stripTags(raw))
    .replace(BREAK, '\n\n')
    .replace(/\r\n?/g, '\n')
    .replace(/\n(?=[ \t]*(?:[*•\u2022-]|\d{1,2}[.)])\s)/g, '\n\n');
  return marked
    .split(/\n[ \t]*\n/)
    .map(tidy)
    .filter((part) => part.length > 0);
}
