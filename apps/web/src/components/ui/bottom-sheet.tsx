import { Check, X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from './focus-trap';
import './bottom-sheet.css';
import { useTranslation } from '../../lib/i18n';

interface BottomSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A sheet that slides up from the bottom; closes on an outside click, Escape or its close button. */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();

  // Kept in a ref so a parent's fresh onClose each render neither re-runs the effect nor steals focus.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    panel.current?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  // Portalled to <body> so no page's stacking context (e.g. its enter animation) can put it under the nav.
  return createPortal(
    <div className="sheet" onClick={onClose}>
      <div
        ref={panel}
        className="sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="sheet__handle" aria-hidden="true" />
        <div className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <X size={22} />
          </button>
        </div>
        <div className="sheet__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

interface SheetOptionProps {
  icon?: ReactNode;
  label: string;
  hint?: string;
  selected?: boolean;
  onClick: () => void;
}

/** One tappable row in a sheet; `selected` shows a check mark and is announced as pressed. */
export function SheetOption({ icon, label, hint, selected, onClick }: SheetOptionProps) {
  return (
    <button
      type="button"
      className={`sheet-option${selected ? ' sheet-option--selected' : ''}`}
      aria-pressed={selected === undefined ? undefined : selected}
      onClick={onClick}
    >
      {icon && (
        <span className="sheet-option__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="sheet-option__text">
        <span className="sheet-option__label">{label}</span>
        {hint && <span className="sheet-option__hint">{hint}</span>}
      </span>
      {selected && <Check className="sheet-option__check" size={20} strokeWidth={2.4} />}
    </button>
  );
}
