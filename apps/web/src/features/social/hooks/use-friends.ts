import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { FriendListItem, PendingRequest } from '@mise/contracts';
import { useToast } from '../../../components/ui/toast';
import { asApiError, serverErrorText } from '../../../lib/api-base-query';
import {
  useDeleteFriendshipMutation,
  useDismissSuggestionMutation,
  useGetFriendsQuery,
  useGetPendingRequestsQuery,
  useGetSuggestionsQuery,
  useSearchUsersQuery,
  useSendFriendRequestMutation,
  useUpdateFriendshipMutation,
} from '../api/social-api';
import { useTranslation } from '../../../lib/i18n';

export type FriendsTab = 'friends' | 'requests' | 'search';
export const SEARCH_MIN_LENGTH = 2;

/** A confirmation waiting on the person: removing a friend or cancelling a sent request. */
export type PendingConfirm =
  { kind: 'remove'; friend: FriendListItem } | { kind: 'cancel'; request: PendingRequest };

/** The own Friends screen: three tabs, their data, and every action with the spec's texts. */
export function useFriends() {
  const [tab, setTab] = useState<FriendsTab>('friends');
  const [query, setQuery] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [hiddenLoadError, setHiddenLoadError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const toast = useToast();
  const { t } = useTranslation();

  const friends = useGetFriendsQuery();
  const pending = useGetPendingRequestsQuery();
  const suggestions = useGetSuggestionsQuery();
  const term = query.trim();
  const search = useSearchUsersQuery(term.length >= SEARCH_MIN_LENGTH ? term : skipToken);

  const [update] = useUpdateFriendshipMutation();
  const [remove] = useDeleteFriendshipMutation();
  const [request] = useSendFriendRequestMutation();
  const [dismiss] = useDismissSuggestionMutation();

  const received = (pending.data ?? []).filter((r) => r.request_type === 'received');
  const sent = (pending.data ?? []).filter((r) => r.request_type === 'sent');

  const loadError =
    (friends.isError && t('friends.loadFailed')) ||
    (pending.isError && t('friends.pendingFailed')) ||
    (search.isError && t('friends.searchFailed')) ||
    null;

  const answer = async (item: PendingRequest, status: 'accepted' | 'rejected') => {
    try {
      await update({ id: item.friendship_id, status }).unwrap();
      toast(status === 'accepted' ? t('friends.accepted') : t('friends.rejected'), 'success');
    } catch {
      window.alert(status === 'accepted' ? t('friends.acceptFailed') : t('friends.rejectFailed'));
    }
  };

  const addFriend = async (userId: number) => {
    try {
      await request(userId).unwrap();
      toast(t('friends.requestSentToast'), 'success');
    } catch (error) {
      setBanner(serverErrorText(error, t('friends.sendFailed')));
    }
  };

  /** Spec section 4: cancel is a status update; failing other than 404 it tries deleting; 404 means gone. */
  const cancelRequest = async (item: PendingRequest) => {
    try {
      await update({ id: item.friendship_id, status: 'cancelled' }).unwrap();
    } catch (error) {
      if (asApiError(error)?.status !== 404) {
        try {
          await remove(item.friendship_id).unwrap();
        } catch (second) {
          if (asApiError(second)?.status !== 404) {
            setBanner(t('friends.cancelFailed', { message: serverErrorText(second) }));
            return;
          }
        }
      }
    }
    void pending.refetch();
    toast(t('friends.cancelled'), 'success');
  };

  const removeFriend = async (friend: FriendListItem) => {
    try {
      await remove(friend.friendship_id).unwrap();
      toast(t('friends.removed', { name: friend.display_name }), 'success');
    } catch {
      setBanner(t('friends.removeFailed'));
    }
  };

  const confirmNow = async () => {
    const current = confirm;
    setConfirm(null);
    if (current?.kind === 'remove') await removeFriend(current.friend);
    if (current?.kind === 'cancel') await cancelRequest(current.request);
  };

  return {
    tab,
    setTab,
    query,
    setQuery,
    term,
    banner: banner ?? (loadError === hiddenLoadError ? null : loadError),
    dismissBanner: () => {
      setBanner(null);
      setHiddenLoadError(loadError);
    },
    friends: friends.data ?? [],
    friendsLoading: friends.isLoading,
    received,
    sent,
    suggestions: suggestions.data ?? [],
    results: search.data,
    searching: search.isFetching,
    confirm,
    askConfirm: setConfirm,
    closeConfirm: () => setConfirm(null),
    confirmNow,
    answer,
    addFriend,
    dismiss: (userId: number) => void dismiss(userId),
  };
}
