import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from './focus-trap';
import './confirm-dialog.css';
import { useTranslation } from '../../lib/i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  /** A notice needs only its confirm button. */
  notice?: boolean;
  busy?: boolean;
  /** A third way out beside Cancel and confirm (a choice that leaves things as they are). */
  alternative?: { label: string; onClick: () => void };
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger,
  notice,
  busy,
  alternative,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  }, [onCancel]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelRef.current();
      trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  return createPortal(
    <div className="dialog" onClick={onCancel}>
      <div
        ref={panel}
        className="dialog__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <p id={messageId} className="dialog__message">
          {message}
        </p>
        {alternative && (
          <button type="button" className="btn btn--ghost dialog__alternative" onClick={alternative.onClick}>
            {alternative.label}
          </button>
        )}
        <div className={`dialog__actions${notice ? ' dialog__actions--single' : ''}`}>
          {!notice && (
            <button type="button" className="btn btn--ghost" onClick={onCancel} autoFocus>
              {t('common.cancel')}
            </button>
          )}
          <button
            type="button"
            className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}
            onClick={onConfirm}
            disabled={busy}
            autoFocus={notice}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
