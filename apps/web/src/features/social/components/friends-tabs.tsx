import type { FriendsTab } from '../hooks/use-friends';
import { useTranslation } from '../../../lib/i18n';

interface FriendsTabsProps {
  tab: FriendsTab;
  onChange: (tab: FriendsTab) => void;
  friendsCount: number;
  receivedCount: number;
  suggestionsCount: number;
}

/** Friends (count), Requests (red badge of pending received), Search (suggestions badge when elsewhere). */
export function FriendsTabs({
  tab,
  onChange,
  friendsCount,
  receivedCount,
  suggestionsCount,
}: FriendsTabsProps) {
  const { t } = useTranslation();
  const tabButton = (id: FriendsTab, label: string, badge: number | null, red = false) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === id}
      className={`friends-tabs__tab${tab === id ? ' friends-tabs__tab--active' : ''}`}
      onClick={() => onChange(id)}
    >
      {label}
      {badge !== null && badge > 0 && (
        <span
          className={`friends-tabs__badge${red ? ' friends-tabs__badge--red' : ''}`}
          data-testid={`${id}-badge`}
        >
          {badge}
        </span>
      )}
    </button>
  );
  return (
    <div className="friends-tabs" role="tablist">
      {tabButton('friends', t('friends.tabFriends', { count: friendsCount }), null)}
      {tabButton('requests', t('friends.tabRequests'), receivedCount, true)}
      {tabButton('search', t('friends.tabSearch'), tab === 'search' ? null : suggestionsCount)}
    </div>
  );
}
