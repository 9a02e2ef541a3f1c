// Page kind: no og:image; the recipe's photo is the first content image after the main heading.
import { type AnyNode, attr, walkElements } from '../html-dom';
import { SKIP } from './dom-shape';

/**
 * The first photo after the page's main heading: no icons, logos, avatars or tracking pixels,
 * and nothing from the site's theme or plugin folders (signatures, badges, decorations). A photo
 * drawn as an element's CSS background (a hero banner, a card) counts like an <img>.
 */
export function firstContentImage(root: AnyNode): string {
  let seenH1 = false;
  let found = '';
  const usable = (src: string): boolean =>
    /\.(jpe?g|png|webp)(\?|$)/i.test(src) &&
    !/logo|icon|avatar|sprite|pixel|badge|emoji/i.test(src) &&
    !SITE_ASSET.test(src);
  walkElements(root, (el) => {
    if (found) return false;
    if (el.name === 'h1') seenH1 = true;
    if (SKIP.has(el.name)) return false;
    if (!seenH1) return true;
    if (el.name === 'img') {
      const src = attr(el, 'data-src') || attr(el, 'data-lazy-src') || attr(el, 'src');
      const width = Number(attr(el, 'width')) || 0;
      if (usable(src) && (width === 0 || width >= 150)) found = src;
    } else {
      const background = /background(?:-image)?\s*:[^;]*url\(\s*['"]?([^'")]+)['"]?\s*\)/i.exec(
        attr(el, 'style'),
      );
      if (background && usable(background[1].trim())) found = background[1].trim();
    }
    return true;
  });
  return found;
}

/** Files a site's theme or plugins ship: the same on every page, so never the recipe's photo. */
const SITE_ASSET = /\/(themes|plugins)\//i;
