import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/app-state';
import { api } from '../../../lib/api';
import { authChanged } from '../auth-slice';
import { useAuthClient } from '../hooks/use-auth-client';
import { rememberSignedIn } from '../signed-in-before';
import { useTranslation } from '../../../lib/i18n';

const PUBLIC_PATHS = new Set(['/login', '/privacy-policy', '/terms-of-service', '/data-deletion']);
export const isPublicPath = (pathname: string) => PUBLIC_PATHS.has(pathname);

/** Mirrors the identity service's user into the store; children wait until the first answer. */
export function AuthGate({ children }: { children: ReactNode }) {
  const client = useAuthClient();
  const dispatch = useAppDispatch();
  // The first answer draws the whole signed-in screen: that drawing is done as deferred work, in
  // slices between which the browser stays responsive, rather than as one long task (the store's
  // updates are otherwise drawn at once). The splash stays until it is ready.
  const status = useDeferredValue(useAppSelector((state) => state.auth.status));
  const lastUid = useRef<string | null | undefined>(undefined);
  const { t } = useTranslation();

  useEffect(
    () =>
      client.onAuthChange((user) => {
        const uid = user?.uid ?? null;
        // Another person's cached recipes must never show after a switch of account.
        if (lastUid.current !== undefined && lastUid.current !== uid) dispatch(api.util.resetApiState());
        lastUid.current = uid;
        if (user) rememberSignedIn();
        dispatch(authChanged(user));
      }),
    [client, dispatch],
  );

  // The public pages (login, legal) need no answer to paint; they react when it comes. (Without a
  // window the page is being prerendered at build time, always a public one.)
  if (status === 'unknown' && typeof window !== 'undefined' && !isPublicPath(window.location.pathname)) {
    return (
      <div className="splash" role="status" aria-label={t('common.loadingShort')}>
        <span className="splash__logo" aria-hidden="true">
          Mise
        </span>
      </div>
    );
  }
  return <>{children}</>;
}
