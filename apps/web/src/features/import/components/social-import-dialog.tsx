import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
// The zod-free file itself: the package index would bring zod into the bundle.
import { checkSocialVideoUrl } from '../../../../../../libs/contracts/src/media-import-checks';
import { useAppSelector } from '../../../lib/app-state';
import '../../../components/ui/confirm-dialog.css';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';

interface SocialImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the checked YouTube address after the dialog has closed. */
  onExtract: (youtubeUrl: string) => void;
}

/**
 * 'Add Recipe from Social Media': the link is checked with the server's own checks (spec section 5);
 * a good one closes the dialog and is handed on for extraction.
 */
export function SocialImportDialog({ open, onClose, onExtract }: SocialImportDialogProps) {
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const close = () => {
    setUrl('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSocialVideoUrl(url, signedIn);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    close();
    onExtract(check.url);
  };

  if (!open) return null;
  return createPortal(
    <div className="dialog" onClick={close}>
      <form
        className="dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onSubmit={submit}
        noValidate
      >
        <h2 id={titleId} className="dialog__title">
          Add Recipe from Social Media
        </h2>
        <TextField
          label="Video URL"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={url}
          autoFocus
          onValue={setUrl}
        />
        <p className="dialog__message dialog__hint">
          Paste a YouTube video link. Instagram and TikTok are coming soon.
        </p>
        <FormError message={error} className="dialog__error" />
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary">
            Extract Recipe
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
