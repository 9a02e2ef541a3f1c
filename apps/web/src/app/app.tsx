import { RouterProvider, createBrowserRouter } from 'react-router';
import type { AuthClient } from '../lib/auth-client';
import { Providers } from './providers';
import { appRoutes } from './routes';
import { createAppStore, type AppStore } from './store';

/** What the app is drawn from: its store and its router. */
export interface AppParts {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Builds the store and then the router, letting the browser run other work in between (`pause`):
 * each takes a while on a slow phone, and apart neither holds the page for long.
 */
export async function createAppParts(authClient: AuthClient, pause: () => Promise<void>): Promise<AppParts> {
  const store = createAppStore({ getIdToken: (forceRefresh) => authClient.getIdToken(forceRefresh) });
  await pause();
  const router = createBrowserRouter(appRoutes);
  return { store, router };
}

export function App({ authClient, parts }: { authClient: AuthClient; parts: AppParts }) {
  return (
    <Providers store={parts.store} authClient={authClient}>
      <RouterProvider router={parts.router} />
    </Providers>
  );
}
