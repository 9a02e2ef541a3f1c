import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App, createAppParts } from './app/app';
import { EarlyClicksReplay } from './app/early-clicks';
import { preloadFor } from './app/routes';
import { isPublicPath } from './features/auth/components/auth-gate';
import { hasSignedInBefore } from './features/auth/signed-in-before';
import { loadClientConfig } from './lib/app-config';
import { i18n, startLocale, switchLocale } from './lib/i18n';
import { createLazyAuthClient } from './lib/lazy-auth-client';
import { nextTask } from './lib/next-task';
import { applyTheme, storedTheme } from './lib/theme';
import './styles/global.css';
import './styles/desktop.css';

// The installed app's shell works offline (public/sw.js). Under the dev server it finds no hashed
// /assets to keep and only falls back to the last page when offline.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const container: HTMLElement = found;
// A prerendered page (build/prerender.ts) is taken over as it stands, unless it was hidden from this
// visitor (one who signed in before): then the app draws the page afresh.
const prerendered = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
// The language chosen on this browser before, else the browser's own (the profile's may follow).
const locale = startLocale();
// The prerendered markup is English: in another language the app draws the page afresh.
const takeOver =
  prerendered !== null && locale === 'en' && !document.documentElement.classList.contains('returning');
let root: Root | null = null;
/** A failure to load the identity service, kept for a root made after it. */
let bootError: { error: unknown } | null = null;
// A prerendered page is on screen already: its colours are set before anything else. Elsewhere
// nothing is drawn before the app's first frame, so the stored choice (whose first read of the
// browser's storage can take a while) is read in a task of its own, before that frame.
if (prerendered) applyTheme(storedTheme());

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

function BootError({ error }: { error: unknown }) {
  const t = i18n.t;
  return (
    <div className="boot-error" role="alert">
      <h1>{t('errors.couldNotStart')}</h1>
      <p>
        {/* A script or the settings that did not arrive (a fetch fails with a TypeError): most often no connection. */}
        {error instanceof TypeError
          ? t('errors.partNotLoaded')
          : error instanceof Error
            ? error.message
            : String(error)}
      </p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </button>
      {/* Ends the prerendered page's holding of presses, or this button could not be pressed. */}
      <EarlyClicksReplay />
    </div>
  );
}

// The identity service (Firebase, the largest script) and its settings load side by side, when
// needed: at once where someone may be signed in (a protected page, or a browser that has signed in
// before), else on the visitor's first touch or key, well before a sign-in is asked for.
const authClient = createLazyAuthClient(() =>
  Promise.all([loadClientConfig(), import('./lib/firebase-client')]).then(
    ([config, { createFirebaseAuthClient }]) => createFirebaseAuthClient(config),
    (error: unknown) => {
      bootError = { error };
      root?.render(<BootError error={error} />);
      throw error;
    },
  ),
);
const startPath = window.location.pathname;
if (!isPublicPath(startPath) || hasSignedInBefore()) {
  authClient.preload();
} else {
  const preload = () => {
    for (const type of FIRST_INPUT) window.removeEventListener(type, preload, true);
    authClient.preload();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, preload, true);
}

/**
 * The start, in steps that each run as a task of their own (a phone's slow CPU makes each of them
 * take a while; together they would hold the page for one long task): the theme, the fetch of the
 * first screen's code, the store, the router, and then the first drawing.
 */
async function start(): Promise<void> {
  // A catalogue that does not arrive leaves the app in English rather than not starting it.
  await switchLocale(locale).catch(() => undefined);
  if (!prerendered) {
    await nextTask();
    applyTheme(storedTheme());
  }
  await nextTask();
  preloadFor(startPath, isPublicPath(startPath));
  await nextTask();
  const parts = await createAppParts(authClient, nextTask);
  await nextTask();
  const app = (
    <StrictMode>
      <App authClient={authClient} parts={parts} />
    </StrictMode>
  );
  // Either way inside a transition, so React works in slices and no single long task holds the page.
  if (takeOver && prerendered) {
    // Hydration attaches to the markup on screen and draws nothing anew.
    startTransition(() => {
      root = hydrateRoot(prerendered, app);
    });
  } else {
    const fresh = createRoot(container);
    root = fresh;
    startTransition(() => fresh.render(app));
  }
  if (bootError) root?.render(<BootError error={bootError.error} />);
}

void start();
