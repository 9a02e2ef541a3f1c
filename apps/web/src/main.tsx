import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
const root = createRoot(container);

loadClientConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App
          authClient={createLazyAuthClient(() =>
            import('./lib/firebase-client').then(({ createFirebaseAuthClient }) =>
              createFirebaseAuthClient(config),
            ),
          )}
        />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(
      <div className="boot-error" role="alert">
        <h1>Mise could not start</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>,
    );
  });
