import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';

/** Shares the current page through the system share sheet, else copies its link (spec section 3). */
export function useShareRecipe(title: string) {
  const toast = useToast();
  const { t } = useTranslation();
  return async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        toast(t('share.shared'), 'success');
      } else if (navigator.clipboard) {
        await navigator.clipboard.writeText(url);
        toast(t('share.copied'), 'success');
      } else {
        toast(t('share.failed'), 'error');
      }
    } catch (caught) {
      if (caught instanceof Error && caught.name === 'AbortError') toast(t('share.cancelled'));
      else toast(t('share.failed'), 'error');
    }
  };
}
