import path from 'node:path';
import tsconfigBase from '../../tsconfig.base.json';

// The @mise/* aliases come from tsconfig.base.json so the SPA, jest and tsx resolve them alike.
const repoRoot = path.resolve(__dirname, '../..');
const alias = Object.fromEntries(
  Object.entries(tsconfigBase.compilerOptions.paths).map(([name, [target]]) => [name, path.join(repoRoot, target)]),
);

interface BuildLog {
  code?: string;
}

// A plain object rather than defineConfig(): the repo's node10 module resolution cannot see vite's types.
export default {
  root: __dirname,
  base: '/',
  publicDir: path.join(__dirname, 'public'),
  resolve: { alias },
  // Vite 8 transforms TS/JSX with oxc; the automatic runtime means no `import React` in every file.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: path.join(__dirname, 'dist'),
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
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/app-config.json': 'http://localhost:3000' } },
};
