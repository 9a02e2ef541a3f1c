import { useEffect, useRef, useState } from 'react';
import { serverErrorText } from '../../../lib/api-base-query';
import {
  useAcceptInvitationMutation,
  useCancelInvitationsMutation,
  useDeclineInvitationMutation,
  useGetAvailableFriendsQuery,
  useGetMyHouseholdQuery,
  useGetReceivedInvitationsQuery,
  useGetSentInvitationsQuery,
  useLeaveHouseholdMutation,
  useSendInvitationsMutation,
} from '../api/households-api';
import { useTranslation } from '../../../lib/i18n';

/** Spec section 4: after accept, decline, cancel or leave the data reloads after 1 to 1.5 s. */
export const RELOAD_AFTER_MS = 1200;

/** The Household screen's data and actions, with the spec's texts for every failure. */
export function useHousehold() {
  const household = useGetMyHouseholdQuery();
  const available = useGetAvailableFriendsQuery();
  const received = useGetReceivedInvitationsQuery();
  const sent = useGetSentInvitationsQuery();
  const [accept] = useAcceptInvitationMutation();
  const [decline] = useDeclineInvitationMutation();
  const [cancel] = useCancelInvitationsMutation();
  const [leave, leaving] = useLeaveHouseholdMutation();
  const [send, sending] = useSendInvitationsMutation();
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  const reloadSoon = () => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      void household.refetch();
      void received.refetch();
      void sent.refetch();
      void available.refetch();
    }, RELOAD_AFTER_MS);
  };

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await action();
      reloadSoon();
      return true;
    } catch (failure) {
      setError(serverErrorText(failure, fallback));
      return false;
    }
  };

  const loadError = household.isError ? serverErrorText(household.error, t('households.loadFailed')) : null;

  return {
    household: household.data ?? null,
    isLoading: household.isLoading,
    available: available.data ?? [],
    received: received.data ?? [],
    sent: sent.data ?? [],
    error: error ?? loadError,
    sending: sending.isLoading,
    leaving: leaving.isLoading,
    accept: (id: number) => run(() => accept(id).unwrap(), t('households.acceptFailed')),
    decline: (id: number) => run(() => decline(id).unwrap(), t('households.declineFailed')),
    cancel: (id: number) => {
      if (!window.confirm(t('households.cancelConfirm'))) return Promise.resolve(false);
      return run(() => cancel(id).unwrap(), t('households.cancelFailed'));
    },
    leave: () => run(() => leave().unwrap(), t('households.leaveFailed')),
    sendInvitations: (name: string, friendIds: number[]) =>
      run(() => send({ name, friendIds }).unwrap(), t('households.sendFailed')),
  };
}
