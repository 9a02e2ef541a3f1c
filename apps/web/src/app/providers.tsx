import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast';
import { AuthGate } from '../features/auth/components/auth-gate';
import { AuthClientContext } from '../features/auth/hooks/use-auth-client';
import type { AuthClient } from '../lib/auth-client';
import type { AppStore } from './store';

export function Providers({ store, authClient, children }: { store: AppStore; authClient: AuthClient; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AuthClientContext.Provider value={authClient}>
        <ToastProvider>
          <AuthGate>{children}</AuthGate>
        </ToastProvider>
      </AuthClientContext.Provider>
    </Provider>
  );
}
