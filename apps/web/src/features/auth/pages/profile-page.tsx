import { BookOpen, ChevronRight, House, LogOut, MessageCircle, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { useAppSelector } from '../../../lib/app-state';
import { useGetRecipesQuery } from '../../recipes';
import { useGetProfileQuery } from '../api/profile-api';
import { AccountSettingsSheet } from '../components/account-settings-sheet';
import { useAuthClient } from '../hooks/use-auth-client';
import './profile-page.css';
import { FormError } from '../../../components/ui/form-error';

/** The own profile's pages, in the order of spec section 2. */
const PROFILE_LINKS = [
  { to: '/recipes', icon: BookOpen, label: 'Recipes' },
  { to: '/friends', icon: Users, label: 'Friends' },
  { to: '/household', icon: House, label: 'Household' },
] as const;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0].toUpperCase())
      .join('') || '?'
  ).slice(0, 2);
}

function Chevron() {
  return <ChevronRight className="profile-option__chevron" size={18} />;
}

/** Own profile: who is signed in, a few destinations, and Logout. */
export default function ProfilePage() {
  const authUser = useAppSelector((state) => state.auth.user);
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  const { data: mine } = useGetRecipesQuery('mine');
  const client = useAuthClient();
  const navigate = useNavigate();
  const [comingSoon, setComingSoon] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  const name = profile?.display_name || authUser?.displayName || authUser?.email || '';
  const email = profile?.email || authUser?.email || '';
  const photo = profile?.profile_image_url || authUser?.photoURL || null;

  const logout = async () => {
    try {
      await client.signOut();
      await navigate('/login', { replace: true });
    } catch {
      setLogoutError('Failed to log out. Please try again.');
    }
  };

  return (
    <div className="profile-page">
      <PageHeader title="Profile" />
      {isLoading && (
        <p className="detail__loading" role="status">
          Loading profile…
        </p>
      )}
      {isError && (
        <div className="alert alert--error" role="alert">
          <p>Failed to load profile data</p>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      )}
      {!isLoading && (
        <section className="profile-card" aria-label="Your profile">
          {photo ? (
            <img className="avatar" src={photo} alt="" />
          ) : (
            <span className="avatar avatar--initials" aria-hidden="true">
              {initials(name || email)}
            </span>
          )}
          <h2 className="profile-card__name">{name}</h2>
          <p className="profile-card__email">{email}</p>
          <dl className="profile-card__stats">
            <div>
              <dt>Recipes</dt>
              <dd>{mine ? mine.length : '–'}</dd>
            </div>
          </dl>
        </section>
      )}

      <ul className="profile-options">
        {PROFILE_LINKS.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <Link className="profile-option" to={to}>
              <Icon className="profile-option__icon" size={20} /> {label} <Chevron />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="profile-option" onClick={() => setComingSoon('Feedback')}>
            <MessageCircle className="profile-option__icon" size={20} /> Feedback <Chevron />
          </button>
        </li>
        <li>
          <button type="button" className="profile-option" onClick={() => setSettingsOpen(true)}>
            <Settings className="profile-option__icon" size={20} /> Account Settings <Chevron />
          </button>
        </li>
        <li>
          <button
            type="button"
            className="profile-option profile-option--danger"
            onClick={() => void logout()}
          >
            <LogOut className="profile-option__icon" size={20} /> Logout
          </button>
        </li>
      </ul>
      <FormError message={logoutError} />

      {settingsOpen && <AccountSettingsSheet open onClose={() => setSettingsOpen(false)} />}
      <ConfirmDialog
        open={comingSoon !== null}
        title={comingSoon ?? ''}
        message={`${comingSoon ?? ''} is coming soon.`}
        confirmLabel="OK"
        notice
        onConfirm={() => setComingSoon(null)}
        onCancel={() => setComingSoon(null)}
      />
    </div>
  );
}
