import { useNavigate } from 'react-router';
import { asApiError } from '../../../lib/api-base-query';
import { useExtractFromUrlMutation } from '../api/from-url-api';
import { ExtractionOverlay, useTrackedImport } from './extraction-overlay';
import { LinkFormDialog, useLinkField, type LinkFormTexts } from './link-form-dialog';
import { i18n, useTranslation, type TFunction } from '../../../lib/i18n';

const texts = (t: TFunction): LinkFormTexts => ({
  title: t('import.web.title'),
  label: t('import.web.label'),
  placeholder: 'https://www.example.com/best-banana-bread',
  hint: t('import.web.hint'),
});

interface WebLinkDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Why an import from a link failed, in words a person can act on. */
export function webLinkError(caught: unknown): string {
  const error = asApiError(caught);
  if (error?.status === 'NO_TOKEN' || error?.status === 401) return i18n.t('import.loginRequired');
  // The server says what went wrong with the link or the page (400, 422) in its own words.
  if (typeof error?.status === 'number' && error.status < 500 && error.message) return error.message;
  return i18n.t('import.web.failed');
}

/**
 * 'Paste Website link' (the Create Recipe sheet) and a page sheet's 'Browser': a link to any
 * recipe page becomes a draft; the form opens with it. The overlay shows while the page is read.
 */
export function WebLinkDialog({ open, onClose }: WebLinkDialogProps) {
  const navigate = useNavigate();
  const { url, setError, close, field } = useLinkField(onClose);
  const [extract] = useExtractFromUrlMutation();
  const { importId, track } = useTrackedImport();
  const { t } = useTranslation();

  const submit = async () => {
    if (!url.trim()) {
      setError(t('import.web.enterLink'));
      return;
    }
    try {
      const draft = await track((id) => extract({ input: url.trim(), importId: id }).unwrap());
      close();
      await navigate('/create-recipe', { state: { extractedRecipeData: draft } });
    } catch (caught) {
      setError(webLinkError(caught));
    }
  };

  if (!open) return null;
  return (
    <>
      <LinkFormDialog texts={texts(t)} {...field} busy={importId !== null} onSubmit={() => void submit()} />
      <ExtractionOverlay importId={importId} />
    </>
  );
}
