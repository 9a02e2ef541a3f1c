import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from './app/providers';
import { appRoutes } from './app/routes';
import { createAppStore } from './app/store';
import { SIGNED_IN_BEFORE_KEY } from './features/auth/signed-in-before';
import type { AuthClient } from './lib/auth-client';
import { EARLY_CLICKS } from './prerender-contract';

const notInTheBrowser = () => Promise.reject(new Error('prerendering: no identity service'));

/** Nobody is known while prerendering: the page shows as it does before the identity service answers. */
const silentAuthClient: AuthClient = {
  onAuthChange: () => () => undefined,
  signIn: notInTheBrowser,
  signUp: notInTheBrowser,
  signInWithProvider: notInTheBrowser,
  signOut: notInTheBrowser,
  resetPassword: notInTheBrowser,
  getIdToken: () => Promise.resolve(null),
  updateDisplayName: notInTheBrowser,
  updateEmail: notInTheBrowser,
  updatePassword: notInTheBrowser,
  reauthenticate: notInTheBrowser,
  deleteAccount: notInTheBrowser,
};

/**
 * The markup the app draws first on a public page (a visitor nobody has signed in on), rendered at
 * build time (build/prerender.ts) so the page paints before any script runs. The browser's app
 * then draws the same page over it.
 */
export function renderPage(path: string): string {
  const store = createAppStore({ getIdToken: () => Promise.resolve(null) });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <Providers store={store} authClient={silentAuthClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

/**
 * Runs inline before the first paint. A browser that has signed in before opens /login in sign-in
 * mode, which the prerendered (sign-up mode) markup does not show, so that markup stays hidden and
 * the app draws the page instead. For everyone else, a button pressed before the app has taken the
 * page over is kept, and pressed again once it has (a tap in the first moment is not lost).
 */
export const returningVisitorScript = `try{if(localStorage.getItem(${JSON.stringify(
  SIGNED_IN_BEFORE_KEY,
)})==='1')document.documentElement.classList.add('returning')}catch(e){}window.${EARLY_CLICKS}=[];document.addEventListener('click',function(e){var q=window.${EARLY_CLICKS},b=e.target&&e.target.closest&&e.target.closest('button');if(q&&b){q.push(b);e.preventDefault();e.stopPropagation()}},true);`;
