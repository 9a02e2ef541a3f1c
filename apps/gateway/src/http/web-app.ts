import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ClientConfig } from '@mise/contracts';
import { LruCache } from '@mise/platform-cache';
import { static as serveStatic, type NextFunction, type Request, type Response } from 'express';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mise</title></head>
<body><h1>Mise</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload this page. The API is up at <a href="/api/health">/api/health</a>.</p></body></html>
`;

/** Paths Nest answers outside /api: the server-rendered share pages (the web app's /share-target is not one). */
const SERVER_PAGES = /^\/share\//;

const isPageRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  req.path !== '/api' &&
  !req.path.startsWith('/api/') &&
  !SERVER_PAGES.test(req.path);

/**
 * The pages the web build prerendered (`prerendered/login.html` for /login): markup that paints
 * before the app's scripts run. Path -> file.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const dir = join(webDist, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.html')) pages.set(`/${name.slice(0, -'.html'.length)}`, join(dir, name));
  }
  return pages;
}

/**
 * The Content Security Policy hashes ('sha256-...') of the inline scripts in the prerendered pages,
 * so those scripts, and no other inline script, may run.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const file of prerenderedPages(webDist).values()) {
    for (const [, body] of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * Public client settings at /app-config.json, the built SPA's files, a prerendered page's document
 * for its path, and index.html for any other page path so the client router handles deep links.
 * Documents are never cached without asking; /api stays with Nest.
 */
export function serveWebApp(app: NestExpressApplication, webDist: string, clientConfig: ClientConfig): void {
  app.use('/app-config.json', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.json(clientConfig);
  });
  const index = join(webDist, 'index.html');
  if (existsSync(index)) {
    app.use('/assets', precompressedAssets(join(webDist, 'assets')));
    // Vite names everything under /assets by its content hash: the same URL never changes.
    app.useStaticAssets(join(webDist, 'assets'), {
      prefix: '/assets/',
      index: false,
      immutable: true,
      maxAge: '365d',
    });
    const rootFiles = serveStatic(webDist, {
      index: false,
      maxAge: '1h',
      // The service worker and the manifest name what to cache: a browser must always see the newest.
      setHeaders: (res: Response, path: string) => {
        if (/(?:^|[\\/])(?:sw\.js|manifest\.webmanifest)$/.test(path))
          res.setHeader('Cache-Control', 'no-cache');
      },
    });
    // Never for /api: looking for a file named like each API path costs a file-system call per request.
    app.use((req: Request, res: Response, next: NextFunction) =>
      isPageRequest(req) ? rootFiles(req, res, next) : next(),
    );
    const prerendered = prerenderedPages(webDist);
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (!isPageRequest(req)) return next();
      sendDocument(req, res, prerendered.get(req.path) ?? index, next);
    });
    return;
  }
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    res.status(200).type('html').send(NOT_BUILT_PAGE);
  });
}

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The first compressed twin of `file` that the request accepts and `exists` finds, if any. */
function acceptedTwin(req: Request, file: string, exists: (file: string) => boolean) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return ENCODINGS.find(
    (candidate) => new RegExp(`\\b${candidate.name}\\b`).test(accepted) && exists(file + candidate.suffix),
  );
}

/** An HTML document (index.html or a prerendered page), compressed when the build left a twin. */
function sendDocument(req: Request, res: Response, file: string, next: NextFunction): void {
  res.vary('Accept-Encoding');
  const encoding = acceptedTwin(req, file, existsSync);
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
  if (encoding) {
    headers['Content-Encoding'] = encoding.name;
    headers['Content-Type'] = 'text/html; charset=UTF-8';
  }
  res.sendFile(encoding ? file + encoding.suffix : file, { headers, cacheControl: false }, (error) => {
    if (error && !res.headersSent) next(error);
  });
}

/**
 * Serves the build's brotli or gzip twin of a hashed asset (written by the web build) to a browser
 * that accepts it, typed as the original and cached for a year. Anything else falls through to
 * the plain file.
 */
/** How many asset paths' twin check is remembered. */
const KNOWN_TWINS = 4096;

function precompressedAssets(assetsDir: string) {
  // Which files have a twin on disk, remembered (a build's assets are few; anything else asked for is bounded).
  const twins = new LruCache<string, boolean>({ maxWeight: KNOWN_TWINS });
  const hasTwin = (file: string) => {
    let known = twins.get(file);
    if (known === undefined) twins.set(file, (known = existsSync(file)));
    return known;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = normalize(join(assetsDir, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(assetsDir + sep)) return next();
    const encoding = acceptedTwin(req, file, hasTwin);
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.type(extname(file));
    res.sendFile(file + encoding.suffix, { maxAge: '365d', immutable: true }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next();
    });
  };
}
