import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './page-header.css';
import { useTranslation } from '../../lib/i18n';

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back arrow goes; no arrow when absent. */
  backTo?: string;
  backLabel?: string;
  onBack?: () => void;
  actions?: ReactNode;
}

export function BackIcon() {
  return <ChevronLeft size={24} strokeWidth={2.2} />;
}

/** Sticky page header: optional back arrow, a title (clamped to two lines), optional actions. */
export function PageHeader({ title, backTo, backLabel, onBack, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  backLabel ??= t('common.back');
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
