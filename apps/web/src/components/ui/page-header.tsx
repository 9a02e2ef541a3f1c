import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './page-header.css';

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back arrow goes; no arrow when absent. */
  backTo?: string;
  backLabel?: string;
  onBack?: () => void;
  actions?: ReactNode;
}

export function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Sticky page header: optional back arrow, a title (clamped to two lines), optional actions. */
export function PageHeader({ title, backTo, backLabel = 'Back', onBack, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      {backTo && (
        <Link to={backTo} className="icon-button page-header__back" aria-label={backLabel}>
          <BackIcon />
        </Link>
      )}
      {!backTo && onBack && (
        <button
          type="button"
          className="icon-button page-header__back"
          aria-label={backLabel}
          onClick={onBack}
        >
          <BackIcon />
        </button>
      )}
      <div className="page-header__title">{typeof title === 'string' ? <h1>{title}</h1> : title}</div>
      <div className="page-header__actions">{actions}</div>
    </header>
  );
}
