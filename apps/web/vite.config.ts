import { readFileSync } from 'node:fs';
import path from 'node:path';
// Vite's config loader wants the extension; the repo's tsconfig does not allow it in imports.
// @ts-expect-error TS5097: see above.
import { precompressPlugin } from './build/precompress.ts';
// @ts-expect-error TS5097: see above.
import { SIGNED_IN_ONLY_ATTRIBUTE, prerenderPlugin } from './build/prerender.ts';
// @ts-expect-error TS5097: see above.
import { startPreloadsPlugin } from './build/start-preloads.ts';

interface BuildLog {
  code?: string;
}

// Vite loads this file as an ES module ("type": "module" in apps/web/package.json), where
// import.meta.dirname is the folder; the repo's CommonJS tsconfig does not know that.
// @ts-expect-error TS1343: import.meta is valid here, see above.
const here: string = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');

// The @mise/* aliases come from tsconfig.base.json so the SPA, jest and tsx resolve them alike.
const { compilerOptions } = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const alias = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, path.join(repoRoot, target)]),
);

// React Router's package names its development build for every import; its production build is
// the same code without the development warnings (and their checks on every navigation and render).
const reactRouterProduction = path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs');

// A plain object rather than defineConfig(): the repo's node10 module resolution cannot see vite's types.
export default {
  root: here,
  base: '/',
  publicDir: path.join(here, 'public'),
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      { find: /^react-router$/, replacement: reactRouterProduction },
    ],
  },
  plugins: [
    // The signed-in frame, the recipe list (a signed-in start's first screen) and the rest of English
    // (lib/i18n.ts, loadEnglish) named in index.html.
    startPreloadsPlugin(
      [
        'src/app/signed-in-layout.tsx',
        'src/features/recipes/pages/recipes-page.tsx',
        'src/lib/locales/en.json?raw',
      ],
      SIGNED_IN_ONLY_ATTRIBUTE,
    ),
    // /login as markup that paints before any script (the gateway serves it for that path).
    prerenderPlugin({
      root: here,
      outDir: path.join(here, 'dist'),
      alias,
      entry: '/src/prerender.tsx',
      pages: ['/login'],
    }),
    // Brotli and gzip twins of every text asset, served by the gateway without compressing per request.
    precompressPlugin(path.join(here, 'dist')),
  ],
  // Vite 8 transforms TS/JSX with oxc; the automatic runtime means no `import React` in every file.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // react-router ships a "use client" directive that means nothing in a client-only bundle.
      onwarn(warning: BuildLog, warn: (log: BuildLog) => void) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // Firebase and React change less often than app code: separate chunks cache better.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/app-config.json': 'http://localhost:3000' },
  },
};
