import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFriends } from '../hooks/use-friends';
import { FriendsList, RequestsPanel, SearchPanel } from './friends-panels';
import { FriendsTabs } from './friends-tabs';
import { ErrorBanner } from './person-row';
import { useTranslation } from '../../../lib/i18n';

/** The own Friends screen: Friends, Requests and Search tabs. */
export function OwnFriends() {
  const { t } = useTranslation();
  const f = useFriends();
  const confirm = f.confirm;
  return (
    <>
      <FriendsTabs
        tab={f.tab}
        onChange={f.setTab}
        friendsCount={f.friends.length}
        receivedCount={f.received.length}
        suggestionsCount={f.suggestions.length}
      />
      <ErrorBanner message={f.banner} onDismiss={f.dismissBanner} />
      <div className="friends-panel" role="tabpanel">
        {f.tab === 'friends' &&
          (f.friendsLoading ? (
            <p className="friends-empty">{t('friends.loading')}</p>
          ) : (
            <FriendsList
              friends={f.friends}
              onRemove={(friend) => f.askConfirm({ kind: 'remove', friend })}
            />
          ))}
        {f.tab === 'requests' && (
          <RequestsPanel
            received={f.received}
            sent={f.sent}
            onAnswer={(request, status) => void f.answer(request, status)}
            onCancel={f.askConfirm}
          />
        )}
        {f.tab === 'search' && (
          <SearchPanel
            query={f.query}
            onQuery={f.setQuery}
            term={f.term}
            results={f.results}
            searching={f.searching}
            suggestions={f.suggestions}
            onAdd={(id) => void f.addFriend(id)}
            onDismiss={f.dismiss}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'cancel' ? t('friends.cancelRequestTitle') : t('friends.removeTitle')}
        message={
          confirm?.kind === 'cancel'
            ? t('friends.cancelRequestQuestion', { name: confirm.request.display_name })
            : t('friends.removeQuestion', { name: confirm?.friend.display_name ?? '' })
        }
        confirmLabel={confirm?.kind === 'cancel' ? t('friends.cancelRequest') : t('friends.remove')}
        danger
        onConfirm={() => void f.confirmNow()}
        onCancel={f.closeConfirm}
      />
    </>
  );
}
