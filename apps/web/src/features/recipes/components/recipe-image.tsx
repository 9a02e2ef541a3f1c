import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/**
 * The gray 300x200 'Recipe' placeholder (spec section 2; the word in the interface's language),
 * inline so it never needs the network.
 */
export function placeholderImage(word: string): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">' +
        '<rect width="300" height="200" fill="#cccccc"/>' +
        `<text x="150" y="108" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#6b6b6b" text-anchor="middle">${escapeXml(word)}</text>` +
        '</svg>',
    )
  );
}

interface RecipeImageProps {
  src: string | null | undefined;
  alt?: string;
  className?: string;
  /** The box the image is drawn in, in CSS pixels: the browser reserves it before the image arrives. */
  width?: number;
  height?: number;
}

/** Once loading fails it shows the placeholder and never switches back. */
export function RecipeImage({ src, alt, className, width, height }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  const usable = !!src && !failed;
  const { t } = useTranslation();
  return (
    <img
      className={className}
      src={usable ? src : placeholderImage(t('detail.title'))}
      alt={alt || t('detail.image')}
      width={width}
      height={height}
      loading="lazy"
      // Decoded off the main thread: a screenful of cards does not hold the page while it decodes.
      decoding="async"
      onError={() => setFailed(true)}
      data-placeholder={usable ? undefined : 'true'}
    />
  );
}
