import type { FriendListItem, PendingRequest, Suggestion, UserSearchResult } from '@mise/contracts';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { SEARCH_MIN_LENGTH, type PendingConfirm } from '../hooks/use-friends';
import { PersonRow } from './person-row';
import { useTranslation } from '../../../lib/i18n';

/** How many suggestions show before '+N more suggestions'. */
export const SUGGESTIONS_SHOWN = 3;

export function FriendsList({
  friends,
  onRemove,
}: {
  friends: FriendListItem[];
  onRemove?: (friend: FriendListItem) => void;
}) {
  const { t } = useTranslation();
  if (friends.length === 0) return <p className="friends-empty">{t('friends.none')}</p>;
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
                {t('friends.remove')}
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
  const { t } = useTranslation();
  return (
    <>
      <h2 className="friends-section">{t('friends.received')}</h2>
      {received.length === 0 ? (
        <p className="friends-empty">{t('friends.noPending')}</p>
      ) : (
        <ul className="person-list">
          {received.map((request) => (
            <PersonRow
              key={request.friendship_id}
              id={request.id}
              name={request.display_name}
              imageUrl={request.profile_image_url}
              detail={t('friends.wantsToBeFriend')}
              actions={
                <>
                  <button
                    type="button"
                    className="btn btn--small btn--primary"
                    onClick={() => onAnswer(request, 'accepted')}
                  >
                    {t('friends.accept')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--small btn--ghost"
                    onClick={() => onAnswer(request, 'rejected')}
                  >
                    {t('friends.reject')}
                  </button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <h2 className="friends-section">{t('friends.sent')}</h2>
      {sent.length === 0 ? (
        <p className="friends-empty">{t('friends.noSent')}</p>
      ) : (
        <ul className="person-list">
          {sent.map((request) => (
            <PersonRow
              key={request.friendship_id}
              id={request.id}
              name={request.display_name}
              imageUrl={request.profile_image_url}
              detail={t('friends.requestSent')}
              actions={
                <button
                  type="button"
                  className="btn btn--small btn--ghost"
                  onClick={() => onCancel({ kind: 'cancel', request })}
                >
                  {t('common.cancel')}
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
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--small btn--primary" onClick={onAdd}>
      {t('friends.add')}
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
  const { t } = useTranslation();
  const searchingNow = term.length >= SEARCH_MIN_LENGTH;
  const shown = showAll ? suggestions : suggestions.slice(0, SUGGESTIONS_SHOWN);
  const more = suggestions.length - shown.length;
  return (
    <>
      <label className="friends-search">
        <Search size={18} aria-hidden="true" />
        <input
          type="search"
          placeholder={t('friends.searchPlaceholder')}
          aria-label={t('friends.searchLabel')}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </label>
      {searchingNow ? (
        <>
          {searching && !results && <p className="friends-empty">{t('form.searching')}</p>}
          {results && results.length === 0 && <p className="friends-empty">{t('friends.noUsers')}</p>}
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
                        {user.friendship.status === 'friends' ? t('friends.title') : t('friends.pending')}
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
          <p className="friends-hint">{t('friends.searchHint', { count: SEARCH_MIN_LENGTH })}</p>
          {suggestions.length > 0 && (
            <>
              <h2 className="friends-section">{t('friends.suggestions')}</h2>
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
                          aria-label={t('friends.dismiss', { name: person.display_name })}
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
                  {t('friends.moreSuggestions', { count: more })}
                </button>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
