import { useToast } from '../../../components/ui/toast';

/** Shares the current page through the system share sheet, else copies its link (spec section 3). */
export function useShareRecipe(title: string) {
  const toast = useToast();
  return async () => {
    const url = window.location.href;
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
