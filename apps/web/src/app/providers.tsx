import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast';
import { AuthGate } from '../features/auth/components/auth-gate';
import { AuthClientContext } from '../features/auth/hooks/use-auth-client';
import type { AuthClient } from '../lib/auth-client';
import { useAppSelector } from '../lib/app-state';
import { i18n } from '../lib/i18n';
import type { AppStore } from './store';

/** Toasts end with the session they belong to. */
function SessionToasts({ children }: { children: ReactNode }) {
  const uid = useAppSelector((state) => state.auth.user?.uid ?? null);
  return <ToastProvider clearKey={uid}>{children}</ToastProvider>;
}

export function Providers({
  store,
  authClient,
  children,
}: {
  store: AppStore;
  authClient: AuthClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <AuthClientContext.Provider value={authClient}>
          <SessionToasts>
            <AuthGate>{children}</AuthGate>
          </SessionToasts>
        </AuthClientContext.Provider>
      </Provider>
    </I18nextProvider>
  );
}
