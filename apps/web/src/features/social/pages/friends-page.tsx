import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { serverErrorText } from '../../../lib/api-base-query';
import { useGetFriendsOfQuery, useGetUserProfileQuery } from '../api/social-api';
import { FriendsList } from '../components/friends-panels';
import { OwnFriends } from '../components/own-friends';
import './friends-page.css';
import { useTranslation } from '../../../lib/i18n';

/**
 * Another user's friends, shown to their friends only; titled "{name}'s Friends", also when the
 * list is refused (the name then comes from their profile, which anyone signed in may see).
 */
function FriendsOf({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { data, error, isLoading } = useGetFriendsOfQuery(userId);
  const profile = useGetUserProfileQuery(userId, { skip: !error });
  const name = data?.userInfo.display_name ?? profile.data?.display_name;
  const { t } = useTranslation();
  const title = name ? t('friends.friendsOf', { name }) : t('friends.title');
  return (
    <div className="friends-page">
      <PageHeader title={title} onBack={() => void navigate(-1)} />
      {isLoading && <p className="friends-empty">{t('friends.loading')}</p>}
      {error && (
        <div className="alert alert--error friends-banner" role="alert">
          <p>{serverErrorText(error, t('friends.loadFailed'))}</p>
        </div>
      )}
      {data && <FriendsList friends={data.friends} />}
    </div>
  );
}

/** /friends and /friends/user/{userId}. */
export default function FriendsPage() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (userId !== undefined) {
    const id = Number(userId);
    return <FriendsOf userId={Number.isInteger(id) && id > 0 ? id : -1} />;
  }
  return (
    <div className="friends-page">
      <PageHeader title={t('friends.title')} onBack={() => void navigate(-1)} />
      <OwnFriends />
    </div>
  );
}
