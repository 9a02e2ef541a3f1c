import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useAppSelector } from '../../../lib/app-state';
import { useToast } from '../../../components/ui/toast';
import { checkSocialUrl } from '../social-url';
import '../../../components/ui/confirm-dialog.css';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';

interface SocialImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Add Recipe from Social Media': validates the link (spec section 5); video import itself comes later. */
export function SocialImportDialog({ open, onClose }: SocialImportDialogProps) {
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const toast = useToast();
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
    const check = checkSocialUrl(url, signedIn);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    close();
    toast('Importing recipes from YouTube videos is coming in a later release.');
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
