import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from './avatar';
import './person-row.css';
import { useTranslation } from '../../../lib/i18n';

interface PersonRowProps {
  id: number;
  name: string;
  email?: string | null;
  imageUrl?: string | null;
  detail?: ReactNode;
  actions?: ReactNode;
}

/** One person in a list: avatar and name open their profile; actions sit on the right. */
export function PersonRow({ id, name, email, imageUrl, detail, actions }: PersonRowProps) {
  return (
    <li className="person-row">
      <Link className="person-row__link" to={`/profile/${id}`}>
        <Avatar name={name} email={email} imageUrl={imageUrl} />
        <span className="person-row__text">
          <span className="person-row__name">{name}</span>
          {detail && <span className="person-row__detail">{detail}</span>}
        </span>
      </Link>
      {actions && <span className="person-row__actions">{actions}</span>}
    </li>
  );
}

/** The dismissible error banner of the friends screens. */
export function ErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div className="alert alert--error friends-banner" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('friends.dismissError')}
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
