import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFriends } from '../hooks/use-friends';
import { FriendsList, RequestsPanel, SearchPanel } from './friends-panels';
import { FriendsTabs } from './friends-tabs';
import { ErrorBanner } from './person-row';

/** The own Friends screen: Friends, Requests and Search tabs. */
export function OwnFriends() {
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
            <p className="friends-empty">Loading friends…</p>
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
        title={confirm?.kind === 'cancel' ? 'Cancel Friend Request' : 'Remove Friend'}
        message={
          confirm?.kind === 'cancel'
            ? `Cancel your friend request to ${confirm.request.display_name}?`
            : `Are you sure you want to remove ${confirm?.friend.display_name ?? ''} from your friends?`
        }
        confirmLabel={confirm?.kind === 'cancel' ? 'Cancel Request' : 'Remove'}
        danger
        onConfirm={() => void f.confirmNow()}
        onCancel={f.closeConfirm}
      />
    </>
  );
}
