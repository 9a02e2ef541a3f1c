import type { FriendListItem, PendingRequest, Suggestion, UserSearchResult } from '@mise/contracts';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { SEARCH_MIN_LENGTH, type PendingConfirm } from '../hooks/use-friends';
import { PersonRow } from './person-row';

/** How many suggestions show before '+N more suggestions'. */
export const SUGGESTIONS_SHOWN = 3;

export function FriendsList({
  friends,
  onRemove,
}: {
  friends: FriendListItem[];
  onRemove?: (friend: FriendListItem) => void;
}) {
  if (friends.length === 0) return <p className="friends-empty">No friends yet.</p>;
  return (
    <ul className="person-list">
      {friends.map((friend) => (
        <PersonRow
          key={friend.id}
          id={friend.id}
          name={friend.display_name}
          email={friend.email}
          imageUrl={friend.profile_image_url}
          detail={friend.email}
          actions={
            onRemove && (
              <button type="button" className="btn btn--small btn--ghost" onClick={() => onRemove(friend)}>
                Remove
              </button>
            )
          }
        />
      ))}
    </ul>
  );
}

export function RequestsPanel({
  received,
  sent,
  onAnswer,
  onCancel,
}: {
  received: PendingRequest[];
  sent: PendingRequest[];
  onAnswer: (request: PendingRequest, status: 'accepted' | 'rejected') => void;
  onCancel: (confirm: PendingConfirm) => void;
}) {
  return (
    <>
      <h2 className="friends-section">Received</h2>
      {received.length === 0 ? (
        <p className="friends-empty">No pending requests.</p>
      ) : (
        <ul className="person-list">
          {received.map((request) => (
            <PersonRow
              key={request.friendship_id}
              id={request.id}
              name={request.display_name}
              imageUrl={request.profile_image_url}
              detail="Wants to be your friend"
              actions={
                <>
                  <button
                    type="button"
                    className="btn btn--small btn--primary"
                    onClick={() => onAnswer(request, 'accepted')}
                  >
                    Accept
                  </button>
                  <button
                    type="button"
                    className="btn btn--small btn--ghost"
                    onClick={() => onAnswer(request, 'rejected')}
                  >
                    Reject
                  </button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <h2 className="friends-section">Sent</h2>
      {sent.length === 0 ? (
        <p className="friends-empty">No sent requests.</p>
      ) : (
        <ul className="person-list">
          {sent.map((request) => (
            <PersonRow
              key={request.friendship_id}
              id={request.id}
              name={request.display_name}
              imageUrl={request.profile_image_url}
              detail="Request sent"
              actions={
                <button
                  type="button"
                  className="btn btn--small btn--ghost"
                  onClick={() => onCancel({ kind: 'cancel', request })}
                >
                  Cancel
                </button>
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}

function AddButton({ onAdd }: { onAdd: () => void }) {
  return (
    <button type="button" className="btn btn--small btn--primary" onClick={onAdd}>
      Add Friend
    </button>
  );
}

export function SearchPanel({
  query,
  onQuery,
  term,
  results,
  searching,
  suggestions,
  onAdd,
  onDismiss,
}: {
  query: string;
  onQuery: (query: string) => void;
  term: string;
  results: UserSearchResult[] | undefined;
  searching: boolean;
  suggestions: Suggestion[];
  onAdd: (userId: number) => void;
  onDismiss: (userId: number) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const searchingNow = term.length >= SEARCH_MIN_LENGTH;
  const shown = showAll ? suggestions : suggestions.slice(0, SUGGESTIONS_SHOWN);
  const more = suggestions.length - shown.length;
  return (
    <>
      <label className="friends-search">
        <Search size={18} aria-hidden="true" />
        <input
          type="search"
          placeholder="Search by name or email"
          aria-label="Search users"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </label>
      {searchingNow ? (
        <>
          {searching && !results && <p className="friends-empty">Searching…</p>}
          {results && results.length === 0 && <p className="friends-empty">No users found.</p>}
          {results && results.length > 0 && (
            <ul className="person-list">
              {results.map((user) => (
                <PersonRow
                  key={user.id}
                  id={user.id}
                  name={user.display_name}
                  email={user.email}
                  imageUrl={user.profile_image_url}
                  detail={user.email}
                  actions={
                    user.friendship.status === 'none' ? (
                      <AddButton onAdd={() => onAdd(user.id)} />
                    ) : (
                      <span className="friends-state">
                        {user.friendship.status === 'friends' ? 'Friends' : 'Pending'}
                      </span>
                    )
                  }
                />
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <p className="friends-hint">
            Type at least {SEARCH_MIN_LENGTH} characters to search by name or email.
          </p>
          {suggestions.length > 0 && (
            <>
              <h2 className="friends-section">Suggestions</h2>
              <ul className="person-list">
                {shown.map((person) => (
                  <PersonRow
                    key={person.id}
                    id={person.id}
                    name={person.display_name}
                    email={person.email}
                    imageUrl={person.profile_image_url}
                    detail={person.suggestion_reason}
                    actions={
                      <>
                        <AddButton onAdd={() => onAdd(person.id)} />
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={`Dismiss ${person.display_name}`}
                          onClick={() => onDismiss(person.id)}
                        >
                          <X size={18} aria-hidden="true" />
                        </button>
                      </>
                    }
                  />
                ))}
              </ul>
              {more > 0 && (
                <button
                  type="button"
                  className="btn btn--ghost friends-more"
                  onClick={() => setShowAll(true)}
                >
                  +{more} more suggestions
                </button>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
