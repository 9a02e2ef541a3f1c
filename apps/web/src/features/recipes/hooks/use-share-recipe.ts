import type { Recipe } from '@mise/contracts';
import { useToast } from '../../../components/ui/toast';

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
  return async (title: string, url: string) => {
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        toast('Successfully shared!', 'success');
      } else if (navigator.clipboard) {
        await navigator.clipboard.writeText(url);
        toast('Link copied to clipboard!', 'success');
      } else {
        toast('Could not share. Try copying the URL manually.', 'error');
      }
    } catch (caught) {
      if (caught instanceof Error && caught.name === 'AbortError') toast('Sharing was cancelled.');
      else toast('Could not share. Try copying the URL manually.', 'error');
    }
  };
}
