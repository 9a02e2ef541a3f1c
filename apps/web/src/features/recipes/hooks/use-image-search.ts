import { useState } from 'react';
import { asApiError } from '../../../lib/api-base-query';
import { useLazySearchImageQuery } from '../api/recipes-api';

export const IMAGE_TITLE_REQUIRED = 'Recipe title is required to search for an image';
export const NO_IMAGES = 'No suitable images found. Try a different recipe title.';

/**
 * The form's image search (spec section 4): the first press stores the returned URLs and shows the
 * second if there is more than one; further presses step through them; when they run out, the next
 * press searches again.
 */
export function useImageSearch(title: string, pick: (url: string) => void) {
  const [trigger, state] = useLazySearchImageQuery();
  const [urls, setUrls] = useState<string[]>([]);
  const [index, setIndex] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  const search = async () => {
    setMessage(null);
    if (urls.length > 0 && index + 1 < urls.length) {
      setIndex(index + 1);
      pick(urls[index + 1]);
      return;
    }
    if (!title.trim()) {
      setMessage(IMAGE_TITLE_REQUIRED);
      return;
    }
    try {
      const result = await trigger(title.trim()).unwrap();
      const found = result.imageUrls ?? [];
      if (found.length === 0) {
        setUrls([]);
        setMessage(result.message?.trim() || NO_IMAGES);
        return;
      }
      const first = found.length > 1 ? 1 : 0;
      setUrls(found);
      setIndex(first);
      pick(found[first]);
    } catch (caught) {
      const error = asApiError(caught);
      setMessage(
        error?.status === 'NO_TOKEN'
          ? 'Authentication required to search for images'
          : `Failed to search for image: ${error?.message ?? (caught instanceof Error ? caught.message : '')}`.trim(),
      );
    }
  };

  return { search, searching: state.isFetching, message };
}
