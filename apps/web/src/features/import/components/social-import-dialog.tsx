// The zod-free file itself: the package index would bring zod into the bundle.
import { checkSocialVideoUrl } from '../../../../../../libs/contracts/src/media-import-checks';
import { useAppSelector } from '../../../lib/app-state';
import { LinkFormDialog, useLinkField, type LinkFormTexts } from './link-form-dialog';
import { useTranslation, type TFunction } from '../../../lib/i18n';

const texts = (t: TFunction): LinkFormTexts => ({
  title: t('import.social.title'),
  label: t('import.social.label'),
  placeholder: 'https://www.youtube.com/watch?v=…',
  hint: t('import.social.hint'),
});

interface SocialImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the checked YouTube, Instagram or TikTok address after the dialog has closed. */
  onExtract: (videoUrl: string) => void;
}

/**
 * 'Add Recipe from Social Media': the link is checked with the server's own checks (spec section 5);
 * a good one closes the dialog and is handed on for extraction.
 */
export function SocialImportDialog({ open, onClose, onExtract }: SocialImportDialogProps) {
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const { url, setError, close, field } = useLinkField(onClose);
  const { t } = useTranslation();

  const submit = () => {
    const check = checkSocialVideoUrl(url, signedIn);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    close();
    onExtract(check.url);
  };

  if (!open) return null;
  return <LinkFormDialog texts={texts(t)} {...field} onSubmit={submit} />;
}
