#!/usr/bin/env node
// `npm run build`: the server bundle (dist/server) and the web app (apps/web/dist).
// `--if-stale` skips a part whose sources are older than its last build, so a warm
// `npm start` does not pay for a rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');
const quiet = process.argv.includes('--quiet');

const parts = [
  {
    name: 'server',
    sources: [
      'apps/standalone/src',
      'apps/gateway/src',
      'apps/recipes/src',
      'apps/social/src',
      'apps/shopping/src',
      'apps/extraction/src',
      'libs',
      'scripts/build-server.mjs',
      'tsconfig.base.json',
    ],
    stamp: 'dist/server/.built',
    command: [process.execPath, ['scripts/build-server.mjs']],
  },
  {
    name: 'web',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'libs/contracts/src',
      'libs/recipe-text/src',
    ],
    stamp: 'apps/web/dist/.built',
    command: [
      process.execPath,
      [
        join('node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        'apps/web/vite.config.ts',
        '--logLevel',
        'warn',
      ],
    ],
  },
];

/** Newest modification time under the given paths (files only, skipping dependencies and outputs). */
function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        walk(join(p, entry));
      }
    } else if (s.mtimeMs > newest) newest = s.mtimeMs;
  };
  for (const p of paths) walk(join(root, p));
  return newest;
}

for (const part of parts) {
  const stamp = join(root, part.stamp);
  if (ifStale && existsSync(stamp) && statSync(stamp).mtimeMs >= newestMtime(part.sources)) {
    if (!quiet) console.log(`  ${part.name}: up to date`);
    continue;
  }
  const started = Date.now();
  if (!quiet) console.log(`  building ${part.name}...`);
  const [cmd, args] = part.command;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${part.name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  writeFileSync(stamp, new Date().toISOString());
  if (!quiet) console.log(`  ${part.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
