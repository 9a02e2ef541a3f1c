import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { asApiError } from '../../../lib/api-base-query';
import { useGetProfileQuery } from '../../auth';
import { useGetUserProfileQuery, useGetUserStatsQuery } from '../api/social-api';
import { useTranslation } from '../../../lib/i18n';

/** Spec section 4: a token not yet available is asked for again up to 3 times, 500 ms apart. */
export const TOKEN_RETRIES = 3;
export const TOKEN_RETRY_MS = 500;

/**
 * One profile screen's data: the signed-in user (for their id), the viewed profile (own when no
 * id is given, or when the id is one's own) and its stats. States: loading, error, loaded.
 */
export function useProfile(userId?: number) {
  const me = useGetProfileQuery();
  const targetId = userId ?? me.data?.id;
  const profile = useGetUserProfileQuery(targetId ?? skipToken);
  const stats = useGetUserStatsQuery(targetId ?? skipToken);
  const [retries, setRetries] = useState(0);
  const { t } = useTranslation();

  const error = asApiError(me.error) ?? asApiError(profile.error);
  const waitingForToken = error?.status === 'NO_TOKEN' && retries < TOKEN_RETRIES;
  const { refetch: refetchMe } = me;
  const { refetch: refetchProfile, isUninitialized } = profile;
  useEffect(() => {
    if (!waitingForToken) return;
    const timer = setTimeout(() => {
      setRetries((count) => count + 1);
      void refetchMe();
      if (!isUninitialized) void refetchProfile();
    }, TOKEN_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waitingForToken, retries, refetchMe, refetchProfile, isUninitialized]);

  const retry = () => {
    setRetries(0);
    void refetchMe();
    if (!isUninitialized) void refetchProfile();
  };

  let errorDetail: string | null = null;
  if (error && !waitingForToken)
    errorDetail =
      error.status === 'NO_TOKEN'
        ? t('profile.tokenMissing')
        : t('profile.fetchFailed', { status: String(error.status) });

  return {
    me: me.data,
    profile: profile.data,
    stats: stats.data,
    isOwn: targetId !== undefined && targetId === me.data?.id,
    isLoading: !errorDetail && !profile.data,
    errorDetail,
    retry,
  };
}
