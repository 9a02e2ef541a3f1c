import { useAppSelector } from '../../../lib/app-state';
import { useToast } from '../../../components/ui/toast';
import { checkSocialUrl } from '../social-url';
import { LinkFormDialog, useLinkField, type LinkFormTexts } from './link-form-dialog';

const TEXTS: LinkFormTexts = {
  title: 'Add Recipe from Social Media',
  label: 'Video URL',
  placeholder: 'https://www.youtube.com/watch?v=…',
  hint: 'Paste a YouTube video link. Instagram and TikTok are coming soon.',
};

interface SocialImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Add Recipe from Social Media': validates the link (spec section 5); video import itself comes later. */
export function SocialImportDialog({ open, onClose }: SocialImportDialogProps) {
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const toast = useToast();
  const { url, setError, close, field } = useLinkField(onClose);

  const submit = () => {
    const check = checkSocialUrl(url, signedIn);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    close();
    toast('Importing recipes from YouTube videos is coming in a later release.');
  };

  if (!open) return null;
  return <LinkFormDialog texts={TEXTS} {...field} onSubmit={submit} />;
}
