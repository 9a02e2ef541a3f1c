import type { Recipe } from '@mise/contracts';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';

/**
 * The link to share: a public recipe's page that opens for anyone, with no account (/share/{id});
 * any other recipe's page in the app, which opens only for people who may see it.
 */
export function shareLink(recipe: Pick<Recipe, 'id' | 'privacy'>, origin = window.location.origin): string {
  return recipe.privacy === 'public' ? `${origin}/share/${recipe.id}` : `${origin}/recipe/${recipe.id}`;
}

/** Shares a link through the device's share sheet (Web Share API), else copies it (spec section 3). */
export function useShareLink() {
  const toast = useToast();
  const { t } = useTranslation();
  return async (title: string, url: string) => {
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
