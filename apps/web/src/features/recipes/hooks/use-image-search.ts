import { useState } from 'react';
import { asApiError } from '../../../lib/api-base-query';
import { useLazySearchImageQuery } from '../api/recipes-api';
import { useTranslation } from '../../../lib/i18n';

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
  const { t } = useTranslation();

  const search = async () => {
    setMessage(null);
    if (urls.length > 0 && index + 1 < urls.length) {
      setIndex(index + 1);
      pick(urls[index + 1]);
      return;
    }
    if (!title.trim()) {
      setMessage(t('form.imageTitleRequired'));
      return;
    }
    try {
      const result = await trigger(title.trim()).unwrap();
      const found = result.imageUrls ?? [];
      if (found.length === 0) {
        setUrls([]);
        setMessage(result.message?.trim() || t('form.noImages'));
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
          ? t('form.imageAuthRequired')
          : t('form.imageSearchFailed', {
              message: error?.message ?? (caught instanceof Error ? caught.message : ''),
            }).trim(),
      );
    }
  };

  return { search, searching: state.isFetching, message };
}
