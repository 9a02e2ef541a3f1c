import { useNavigate } from 'react-router';
import { asApiError } from '../../../lib/api-base-query';
import { useExtractFromUrlMutation } from '../api/from-url-api';
import { ExtractionOverlay, useTrackedImport } from './extraction-overlay';
import { LinkFormDialog, useLinkField, type LinkFormTexts } from './link-form-dialog';

const TEXTS: LinkFormTexts = {
  title: 'Add Recipe from a Website',
  label: 'Website link',
  placeholder: 'https://www.example.com/best-banana-bread',
  hint: 'Paste the link of a recipe page from any site.',
};

interface WebLinkDialogProps {
  open: boolean;
  onClose: () => void;
}

export const WEB_LINK_FAILED =
  'Failed to process the website. Please try again or create the recipe manually.';

/** Why an import from a link failed, in words a person can act on. */
export function webLinkError(caught: unknown): string {
  const error = asApiError(caught);
  if (error?.status === 'NO_TOKEN' || error?.status === 401) return 'Please log in to extract recipes.';
  // The server says what went wrong with the link or the page (400, 422) in its own words.
  if (typeof error?.status === 'number' && error.status < 500 && error.message) return error.message;
  return WEB_LINK_FAILED;
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

  const submit = async () => {
    if (!url.trim()) {
      setError('Please enter a website link');
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
      <LinkFormDialog texts={TEXTS} {...field} busy={importId !== null} onSubmit={() => void submit()} />
      <ExtractionOverlay importId={importId} />
    </>
  );
}
