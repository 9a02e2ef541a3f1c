import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { preloadFor } from './app/routes';
import { EARLY_CLICKS } from './prerender-contract';
import { isPublicPath } from './features/auth/components/auth-gate';
import { hasSignedInBefore } from './features/auth/signed-in-before';
import { loadClientConfig } from './lib/app-config';
import { createLazyAuthClient } from './lib/lazy-auth-client';
import { applyTheme, storedTheme } from './lib/theme';
import './styles/global.css';
import './styles/desktop.css';

applyTheme(storedTheme());

// The installed app's shell works offline (public/sw.js). Under the dev server it finds no hashed
// /assets to keep and only falls back to the last page when offline.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A prerendered page (build/prerender.ts) is taken over as it stands, unless it was hidden from this
// visitor (one who signed in before): then the app draws the page afresh.
const prerendered = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
const takeOver = prerendered !== null && !document.documentElement.classList.contains('returning');
let root: Root | null = null;

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

function BootError({ error }: { error: unknown }) {
  return (
    <div className="boot-error" role="alert">
      <h1>Mise could not start</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
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
      root?.render(<BootError error={error} />);
      throw error;
    },
  ),
);
const startPath = window.location.pathname;
preloadFor(startPath, isPublicPath(startPath));
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
 * Presses again the buttons pressed on the prerendered page before the app took it over: the same
 * button, or (had React drawn the page afresh) the one with the same words.
 */
function replayEarlyClicks(): void {
  const slot = window as unknown as Record<string, HTMLElement[] | null | undefined>;
  const early = slot[EARLY_CLICKS] ?? [];
  slot[EARLY_CLICKS] = null;
  for (const button of early) {
    const words = button.textContent?.trim();
    const target = button.isConnected
      ? button
      : [...(container?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === words);
    target?.click();
  }
}

/** Draws nothing; its effect runs once the app's first drawing (or hydration) is on screen. */
function WhenDrawn({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

const app = (
  <StrictMode>
    <App authClient={authClient} />
    <WhenDrawn then={replayEarlyClicks} />
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
