import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import '../../../components/ui/confirm-dialog.css';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { ExtractActions } from './extract-actions';

/** The words of one link dialog. */
export interface LinkFormTexts {
  title: string;
  label: string;
  placeholder: string;
  hint: string;
}

/** The link field's state; closing clears the link and the error. */
export function useLinkField(onClose: () => void) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setUrl('');
    setError(null);
    onClose();
  };
  return { url, error, setError, close, field: { url, error, onUrl: setUrl, onClose: close } };
}

interface LinkFormDialogProps {
  texts: LinkFormTexts;
  url: string;
  error: string | null;
  busy?: boolean;
  onUrl: (url: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** A modal asking for one link (a video, a web page), with a hint, an error line and the actions. */
export function LinkFormDialog(props: LinkFormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return createPortal(
    <div className="dialog" onClick={props.onClose}>
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
          {props.texts.title}
        </h2>
        <TextField
          label={props.texts.label}
          type="url"
          inputMode="url"
          placeholder={props.texts.placeholder}
          value={props.url}
          autoFocus
          onValue={props.onUrl}
        />
        <p className="dialog__message dialog__hint">{props.texts.hint}</p>
        <FormError message={props.error} className="dialog__error" />
        <ExtractActions className="dialog__actions" busy={props.busy} onCancel={props.onClose} />
      </form>
    </div>,
    document.body,
  );
}
