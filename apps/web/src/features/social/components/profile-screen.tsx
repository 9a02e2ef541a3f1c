import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useAppSelector } from '../../../lib/app-state';
import { AccountSettingsSheet, useAuthClient } from '../../auth';
import { CreateRecipeSheet } from '../../import';
import { useSendFriendRequestMutation } from '../api/social-api';
import { useProfile } from '../hooks/use-profile';
import { useProfilePhoto } from '../hooks/use-profile-photo';
import { FriendAction, PhotoButton, ProfileCard } from './profile-card';
import { FriendProfileOptions, OwnProfileOptions } from './profile-options';
import '../pages/profile-page.css';
import { useTranslation } from '../../../lib/i18n';

/** /profile and /profile/{userId}: loading, error with Try Again, or the profile. */
export function ProfileScreen({ userId }: { userId?: number }) {
  const { profile, stats, isOwn, isLoading, errorDetail, retry } = useProfile(userId);
  const authUser = useAppSelector((state) => state.auth.user);
  const photo = useProfilePhoto();
  const [sendRequest, { isLoading: sending }] = useSendFriendRequestMutation();
  const client = useAuthClient();
  const navigate = useNavigate();
  const [comingSoon, setComingSoon] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { t } = useTranslation();

  const logout = async () => {
    try {
      await client.signOut();
      await navigate('/login', { replace: true });
    } catch {
      setActionError(t('profile.logoutFailed'));
    }
  };
  const addFriend = async () => {
    if (!profile) return;
    setActionError(null);
    try {
      await sendRequest(profile.id).unwrap();
    } catch {
      setActionError(t('friends.sendFailed'));
    }
  };

  return (
    <div className="profile-page">
      <PageHeader
        title={t('nav.profile')}
        onBack={userId !== undefined ? () => void navigate(-1) : undefined}
        actions={
          isOwn && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('profile.createRecipe')}
              aria-haspopup="dialog"
              onClick={() => setCreateOpen(true)}
            >
              <Plus size={22} aria-hidden="true" />
            </button>
          )
        }
      />
      {isLoading && (
        <p className="detail__loading" role="status">
          {t('profile.loading')}
        </p>
      )}
      {errorDetail && (
        <div className="alert alert--error" role="alert">
          <p>{t('profile.loadFailed')}</p>
          <p>{errorDetail}</p>
          <button type="button" className="btn btn--small btn--ghost" onClick={retry}>
            {t('profile.tryAgain')}
          </button>
        </div>
      )}
      {profile && !errorDetail && (
        <>
          <ProfileCard
            profile={profile}
            stats={stats}
            providerPhoto={authUser?.photoURL}
            photoControl={
              isOwn && (
                <>
                  <PhotoButton busy={photo.busy} onClick={photo.choose} />
                  <input
                    ref={photo.input}
                    type="file"
                    accept="image/*"
                    hidden
                    data-testid="profile-photo-input"
                    onChange={(event) => void photo.onPicked(event)}
                  />
                </>
              )
            }
            action={
              !isOwn && (
                <FriendAction
                  status={profile.friendship.status}
                  sending={sending}
                  onAdd={() => void addFriend()}
                />
              )
            }
          />
          {isOwn && (
            <OwnProfileOptions
              onComingSoon={(what) =>
                what === 'Account Settings' ? setSettingsOpen(true) : setComingSoon(what)
              }
              onLogout={() => void logout()}
            />
          )}
          {!isOwn && profile.friendship.status === 'friends' && <FriendProfileOptions userId={profile.id} />}
        </>
      )}
      <FormError message={actionError} />
      {isOwn && <CreateRecipeSheet variant="page" open={createOpen} onClose={() => setCreateOpen(false)} />}
      {settingsOpen && <AccountSettingsSheet open onClose={() => setSettingsOpen(false)} />}
      <ConfirmDialog
        open={comingSoon !== null}
        title={comingSoon === 'Feedback' ? t('profile.feedback') : (comingSoon ?? '')}
        message={t('profile.comingSoon', {
          what: comingSoon === 'Feedback' ? t('profile.feedback') : (comingSoon ?? ''),
        })}
        confirmLabel={t('common.ok')}
        notice
        onConfirm={() => setComingSoon(null)}
        onCancel={() => setComingSoon(null)}
      />
    </div>
  );
}
