import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `src/prerender.tsx` offers the build. */
interface PrerenderEntry {
  renderPage(path: string): string;
  returningVisitorScript: string;
}

export interface PrerenderOptions {
  /** The app's Vite root (apps/web) and the build's output folder. */
  root: string;
  outDir: string;
  alias: Record<string, string>;
  /** The module, relative to root, that exports renderPage and returningVisitorScript. */
  entry: string;
  /** Paths of public pages to prerender, e.g. ['/login']; each becomes prerendered/<name>.html. */
  pages: string[];
}

/**
 * Marks the links of index.html that only a signed-in start needs (build/start-preloads.ts): a
 * prerendered public page leaves them out.
 */
export const SIGNED_IN_ONLY_ATTRIBUTE = 'data-signed-in-start';

/** Marks the prerendered markup so the page can hide it (see `prerenderedDocument`). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Where the gateway finds a page's prerendered document: /login -> prerendered/login.html. */
export function prerenderedFileName(pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '_');
  if (!/^[\w-]+$/.test(name)) throw new Error(`cannot prerender the path '${pagePath}'`);
  return `${name}.html`;
}

/**
 * An inline script that adds the app's entry script and its preloads (as index.html names them)
 * after the first frame is drawn, so nothing of the app competes with the prerendered page's
 * first paint.
 */
export function deferredAppLoader(entry: string, preloads: string[]): string {
  return `requestAnimationFrame(function(){setTimeout(function(){var h=document.head;${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)},0)})`;
}

/**
 * The built index.html with the page's markup inside #root, the stylesheets it links written inline
 * (a first paint that waits for no other request), the app's scripts added only once that paint is
 * done (`deferredAppLoader`), and a tiny inline script that hides the markup from a visitor it does
 * not fit (one who signed in before sees sign-in mode, drawn by the app). The app then draws the
 * same page over the markup.
 */
export function prerenderedDocument(
  indexHtml: string,
  markup: string,
  returningVisitorScript: string,
  readAsset: (href: string) => string,
): string {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  let entry: string | null = null;
  const preloads: string[] = [];
  const rewritten = indexHtml
    // A public page does without the signed-in start's code and styles.
    .replace(new RegExp(`[ \\t]*<link [^>]*${SIGNED_IN_ONLY_ATTRIBUTE}[^>]*>\\n?`, 'g'), '')
    .replace(/[ \t]*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\n?/g, (_tag, src: string) => {
      if (entry) throw new Error('index.html has more than one entry script');
      entry = src;
      return '';
    })
    .replace(/[ \t]*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(
      /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
      (_tag, href: string) => `<style>${readAsset(href).trim()}</style>`,
    );
  if (!entry) throw new Error('index.html has no entry script');
  const hide = `<style>.returning [${PRERENDERED_ATTRIBUTE}]{visibility:hidden}</style>`;
  return rewritten
    .replace(
      '</head>',
      `    ${hide}\n    <script>${returningVisitorScript}</script>\n    <script>${deferredAppLoader(entry, preloads)}</script>\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div ${PRERENDERED_ATTRIBUTE} style="display:contents">${markup}</div></div>`,
    );
}

/**
 * The Vite plugin: once the bundle is written, loads the prerender entry through Vite's SSR loader
 * and writes one document per page. Runs in writeBundle so the compression of closeBundle sees it.
 */
export function prerenderPlugin(options: PrerenderOptions) {
  return {
    name: 'mise-prerender',
    apply: 'build' as const,
    async writeBundle() {
      // The repo's node10 module resolution cannot see vite's types; the config loader runs this as ESM.
      const viteModule: string = 'vite';
      const vite = (await import(viteModule)) as {
        createServer(config: Record<string, unknown>): Promise<{
          ssrLoadModule(url: string): Promise<Record<string, unknown>>;
          close(): Promise<void>;
        }>;
      };
      const server = await vite.createServer({
        configFile: false,
        root: options.root,
        resolve: { alias: options.alias },
        oxc: { jsx: { runtime: 'automatic' } },
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const entry = (await server.ssrLoadModule(options.entry)) as unknown as PrerenderEntry;
        const indexHtml = readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
        const readAsset = (href: string) => readFileSync(path.join(options.outDir, href), 'utf8');
        const target = path.join(options.outDir, 'prerendered');
        mkdirSync(target, { recursive: true });
        for (const page of options.pages) {
          const html = prerenderedDocument(
            indexHtml,
            entry.renderPage(page),
            entry.returningVisitorScript,
            readAsset,
          );
          writeFileSync(path.join(target, prerenderedFileName(page)), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
