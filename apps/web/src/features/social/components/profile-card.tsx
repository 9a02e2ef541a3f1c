import type { FriendshipStatus, ProfileView, UserStats } from '@mise/contracts';
import { Camera, House, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from './avatar';
import { useTranslation } from '../../../lib/i18n';

interface ProfileCardProps {
  profile: ProfileView;
  stats: UserStats | undefined;
  providerPhoto?: string | null;
  /** Own profile: the photo change control. */
  photoControl?: ReactNode;
  /** Another user's profile: Add Friend, Request Pending or nothing. */
  action?: ReactNode;
}

/** Avatar, name, counts and, on another user's profile, the Friends and Household badges. */
export function ProfileCard({ profile, stats, providerPhoto, photoControl, action }: ProfileCardProps) {
  const isFriend = profile.friendship.status === 'friends';
  const { t } = useTranslation();
  return (
    <section
      className="profile-card"
      aria-label={profile.isOwnProfile ? t('profile.yours') : t('nav.profile')}
    >
      <div className="profile-card__photo">
        <Avatar
          name={profile.display_name}
          email={profile.email}
          imageUrl={profile.profile_image_url}
          providerPhoto={profile.isOwnProfile ? providerPhoto : null}
          size="large"
        />
        {photoControl}
      </div>
      <h2 className="profile-card__name">{profile.display_name}</h2>
      {profile.email && <p className="profile-card__email">{profile.email}</p>}
      {!profile.isOwnProfile && (isFriend || profile.isInSameHousehold) && (
        <p className="profile-card__badges">
          {isFriend && (
            <span className="profile-badge">
              <Users size={14} aria-hidden="true" /> {t('friends.title')}
            </span>
          )}
          {profile.isInSameHousehold && (
            <span className="profile-badge profile-badge--household">
              <House size={14} aria-hidden="true" /> {t('profile.household')}
            </span>
          )}
        </p>
      )}
      <dl className="profile-card__stats">
        <div>
          <dt>{t('nav.recipes')}</dt>
          <dd>{stats ? stats.recipesCount : '–'}</dd>
        </div>
        <div>
          <dt>{t('friends.title')}</dt>
          <dd>{profile.stats.friendsCount}</dd>
        </div>
      </dl>
      {action}
    </section>
  );
}

export function PhotoButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button profile-card__photo-button"
      aria-label={t('profile.changePhoto')}
      onClick={onClick}
      disabled={busy}
    >
      <Camera size={18} aria-hidden="true" />
    </button>
  );
}

/** Add Friend for a stranger, a disabled Request Pending while a request is open, else nothing. */
export function FriendAction({
  status,
  sending,
  onAdd,
}: {
  status: FriendshipStatus['status'];
  sending: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'none')
    return (
      <button
        type="button"
        className="btn btn--primary profile-card__action"
        onClick={onAdd}
        disabled={sending}
      >
        {t('friends.add')}
      </button>
    );
  if (status === 'pending')
    return (
      <button type="button" className="btn btn--ghost profile-card__action" disabled>
        {t('friends.requestPending')}
      </button>
    );
  return null;
}
