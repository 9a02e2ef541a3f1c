import { cleanText } from '../shared/text';
import { attr, type Document, walkElements } from './html-dom';

/** What the page says about itself outside any recipe markup. */
export interface PageMeta {
  siteName: string;
  title: string;
  description: string;
  image: string;
  url: string;
  language: string;
  heading: string;
}

export function readPageMeta(doc: Document): PageMeta {
  const meta = new Map<string, string>();
  let canonical = '';
  let language = '';
  let titleTag = '';
  const headings: string[] = [];
  walkElements(doc, (el) => {
    if (el.name === 'meta') {
      const key = (attr(el, 'property') || attr(el, 'name') || attr(el, 'itemprop')).toLowerCase();
      const content = attr(el, 'content');
      if (key && content && !meta.has(key)) meta.set(key, content);
    } else if (el.name === 'link' && /\bcanonical\b/i.test(attr(el, 'rel')) && !canonical) {
      canonical = attr(el, 'href');
    } else if (el.name === 'html' && !language) {
      language = attr(el, 'lang') || attr(el, 'xml:lang');
    } else if (el.name === 'title' && !titleTag) {
      titleTag = cleanText(el.children.map((c) => (c.type === 'text' ? c.data : '')).join(''));
    } else if (el.name === 'h1') {
      const text = cleanText(collectText(el));
      if (text) headings.push(text);
    }
    return el.name !== 'script' && el.name !== 'style';
  });
  const title = cleanText(meta.get('og:title') ?? meta.get('twitter:title') ?? titleTag);
  return {
    siteName: cleanText(meta.get('og:site_name') ?? meta.get('application-name') ?? ''),
    title,
    description: cleanText(meta.get('og:description') ?? meta.get('description') ?? ''),
    image: cleanText(meta.get('og:image') ?? meta.get('og:image:url') ?? meta.get('twitter:image') ?? ''),
    url: cleanText(meta.get('og:url') ?? canonical),
    language: cleanText(language || meta.get('og:locale') || ''),
    heading: mainHeading(headings, `${title} ${titleTag}`),
  };
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/**
 * The page's own h1: the first one that shares a word with the page title. An h1 that has
 * nothing in common with the title belongs to a widget ('Instagram', 'Newsletter'); with no
 * title to compare against, the first h1 is taken.
 */
export function mainHeading(headings: string[], title: string): string {
  const titleWords = new Set(wordsOf(title));
  if (!titleWords.size) return headings[0] ?? '';
  return headings.find((h) => wordsOf(h).some((w) => titleWords.has(w))) ?? '';
}

function collectText(el: { children: unknown[] }): string {
  const parts: string[] = [];
  const walk = (n: unknown): void => {
    const node = n as { type: string; data?: string; children?: unknown[]; name?: string };
    if (node.type === 'text') parts.push(node.data ?? '');
    else if (node.children && node.name !== 'script' && node.name !== 'style') node.children.forEach(walk);
  };
  el.children.forEach(walk);
  return parts.join(' ');
}

/** Host name without a leading www., or '' for anything that is not an absolute URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Resolves a possibly relative URL against the page; returns the input when it cannot. */
export function absoluteUrl(url: string, base: string): string {
  if (!url || /^(https?:)?\/\//i.test(url)) return url.startsWith('//') ? `https:${url}` : url;
  try {
    return new URL(url, base || undefined).toString();
  } catch {
    return url;
  }
}
