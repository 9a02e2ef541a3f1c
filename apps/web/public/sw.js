/* global self, caches */
// The app shell, offline. Navigations go to the network first and fall back to the cached
// index.html (a prerendered page, such as /login's, is kept under its own path: its markup is not
// the shell of the others); content-hashed /assets and stored images never change, so they are served from the
// cache once seen; the client config is network-first. Every other /api call goes to the network
// untouched (the shopping list keeps its own offline copy).
const SHELL = 'mise-shell-v2';
const ASSETS = 'mise-assets-v1';
const KEEP = new Set([SHELL, ASSETS]);
/** Paths the server answers with a prerendered document of their own (apps/web/build/prerender.ts). */
const PRERENDERED = new Set(['/login']);

/** The entry script, styles and preloaded chunks named by index.html: enough to start offline. */
async function precacheShell() {
  const shell = await caches.open(SHELL);
  const response = await fetch('/index.html', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await shell.put('/index.html', response);
  const config = await fetch('/app-config.json', { cache: 'no-cache' }).catch(() => null);
  if (config && config.ok) await shell.put('/app-config.json', config);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const cache = await caches.open(ASSETS);
  await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !KEEP.has(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, cacheKey) {
  const shell = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (response.ok) await shell.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    // A prerendered page never seen before falls back to the shell, which draws it too.
    const cached = (await shell.match(cacheKey)) ?? (await shell.match('/index.html'));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The server-rendered share pages are not the app: never stored as its shell (the app's own
  // /share-target is).
  if (url.pathname.startsWith('/share/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, PRERENDERED.has(url.pathname) ? url.pathname : '/index.html'));
  } else if (url.pathname === '/app-config.json') {
    event.respondWith(networkFirst(request, '/app-config.json'));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/api/images/')) {
    event.respondWith(cacheFirst(request));
  }
});
