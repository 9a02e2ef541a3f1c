import './jsdom-polyfills';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { appRoutes } from '../app/routes';
import { createAppStore } from '../app/store';
import type { AuthClient } from '../lib/auth-client';
// The signed-in frame and the recipe list load on demand in the app (app/routes.tsx); loaded here
// up front, a test's first look for them does not also wait for their code to be compiled.
import '../app/signed-in-layout';
import '../features/recipes/pages/recipes-page';
import { addEnglish } from '../lib/i18n';
import en from '../lib/locales/en.json';

// All of English from the start, as the app has it once a screen behind /login has loaded; a test
// may draw a component without the route that brings it (lib/i18n.ts, loadEnglish).
addEnglish(en);

// A whole app's first screen can take seconds on a busy machine (every lazy page is compiled when
// first imported): the find and waitFor of these tests give it 5 s instead of 1.
configure({ asyncUtilTimeout: 5000 });

/** Renders the whole app (real routes, store and providers) at `path` with a fake identity service. */
export function renderApp(path: string, authClient: AuthClient, state?: unknown) {
  const store = createAppStore({ getIdToken: (forceRefresh) => authClient.getIdToken(forceRefresh) });
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [state ? { pathname: path, state } : path],
  });
  const user = userEvent.setup();
  const view = render(
    <Providers store={store} authClient={authClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store, user, location: () => router.state.location };
}
