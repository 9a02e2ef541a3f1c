import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { AuthClient } from '../lib/auth-client';
import { Providers } from './providers';
import { appRoutes } from './routes';
import { createAppStore } from './store';

export function App({ authClient }: { authClient: AuthClient }) {
  const [store] = useState(() =>
    createAppStore({ getIdToken: (forceRefresh) => authClient.getIdToken(forceRefresh) }),
  );
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <Providers store={store} authClient={authClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
