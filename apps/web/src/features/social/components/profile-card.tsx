import type { FriendshipStatus, ProfileView, UserStats } from '@mise/contracts';
import { Camera, House, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from './avatar';

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
  return (
    <section className="profile-card" aria-label={profile.isOwnProfile ? 'Your profile' : 'Profile'}>
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
              <Users size={14} aria-hidden="true" /> Friends
            </span>
          )}
          {profile.isInSameHousehold && (
            <span className="profile-badge profile-badge--household">
              <House size={14} aria-hidden="true" /> Household
            </span>
          )}
        </p>
      )}
      <dl className="profile-card__stats">
        <div>
          <dt>Recipes</dt>
          <dd>{stats ? stats.recipesCount : '–'}</dd>
        </div>
        <div>
          <dt>Friends</dt>
          <dd>{profile.stats.friendsCount}</dd>
        </div>
      </dl>
      {action}
    </section>
  );
}

export function PhotoButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-button profile-card__photo-button"
      aria-label="Change profile photo"
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
  if (status === 'none')
    return (
      <button
        type="button"
        className="btn btn--primary profile-card__action"
        onClick={onAdd}
        disabled={sending}
      >
        Add Friend
      </button>
    );
  if (status === 'pending')
    return (
      <button type="button" className="btn btn--ghost profile-card__action" disabled>
        Request Pending
      </button>
    );
  return null;
}
