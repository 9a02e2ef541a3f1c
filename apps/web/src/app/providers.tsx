import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast';
import { AuthGate } from '../features/auth/components/auth-gate';
import { AuthClientContext } from '../features/auth/hooks/use-auth-client';
import type { AuthClient } from '../lib/auth-client';
import { useAppSelector } from '../lib/app-state';
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
    <Provider store={store}>
      <AuthClientContext.Provider value={authClient}>
        <SessionToasts>
          <AuthGate>{children}</AuthGate>
        </SessionToasts>
      </AuthClientContext.Provider>
    </Provider>
  );
}
