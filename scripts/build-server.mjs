// Compiles the server (gateway, the four services, libs) with swc into dist/server/<same path>.js,
// rewriting @mise/* aliases to relative paths and copying migration folders beside the code.
// Entry points: dist/server/apps/standalone/src/main.js (npm start), dist/server/apps/<app>/src/main.js.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
// `--out DIR` builds elsewhere (the build's own spec checks what lands where without touching dist/).
const outDir = outFlag >= 0 ? resolve(process.argv[outFlag + 1]) : join(root, 'dist', 'server');
const SERVER_APPS = ['standalone', 'gateway', 'recipes', 'social', 'shopping', 'extraction'];

async function walk(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : walk(path);
      return [path];
    }),
  );
  return files.flat();
}

const isSource = (file) =>
  /\.ts$/.test(file) && !/\.(spec|fixture)\.ts$/.test(file) && !file.endsWith('.d.ts');

async function sourceFiles() {
  const libDirs = [];
  const collectLibs = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(dir, entry.name);
      if (entry.name === 'src') libDirs.push(path);
      // Test helpers never ship: nothing the server runs imports them.
      else if (entry.name !== 'node_modules' && path !== join(root, 'libs', 'platform', 'testing')) {
        await collectLibs(path);
      }
    }
  };
  await collectLibs(join(root, 'libs'));
  const dirs = [...SERVER_APPS.map((app) => join(root, 'apps', app, 'src')), ...libDirs];
  return (await Promise.all(dirs.map(walk))).flat().filter(isSource);
}

const { compilerOptions } = JSON.parse(await readFile(join(root, 'tsconfig.base.json'), 'utf8'));
const aliases = Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
  alias,
  join(root, target).replace(/\.ts$/, ''),
]);

/** Rewrites require("@mise/x") to a path relative to the compiled file (the tree is mirrored). */
function rewriteAliases(code, file) {
  return code.replace(/require\((["'])(@mise\/[\w-]+)\1\)/g, (match, quote, alias) => {
    const target = aliases.find(([name]) => name === alias)?.[1];
    if (!target) throw new Error(`${relative(root, file)}: unknown alias ${alias}`);
    let path = relative(dirname(file), target).split('\\').join('/');
    if (!path.startsWith('.')) path = `./${path}`;
    return `require(${quote}${path}${quote})`;
  });
}

const started = Date.now();
await rm(outDir, { recursive: true, force: true });
const files = await sourceFiles();
await Promise.all(
  files.map(async (file) => {
    const { code, map } = await swc.transformFile(file, {
      swcrc: false,
      sourceMaps: true,
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
    });
    const out = join(outDir, relative(root, file)).replace(/\.ts$/, '.js');
    await mkdir(dirname(out), { recursive: true });
    await writeFile(
      out,
      `${rewriteAliases(code, file)}\n//# sourceMappingURL=${out.split(/[\\/]/).pop()}.map\n`,
    );
    if (map) await writeFile(`${out}.map`, map);
  }),
);
let migrationFolders = 0;
for (const app of SERVER_APPS) {
  const from = join(root, 'apps', app, 'src', 'db', 'migrations');
  try {
    await cp(from, join(outDir, 'apps', app, 'src', 'db', 'migrations'), { recursive: true });
    migrationFolders++;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}
console.log(
  `build-server: ${files.length} files, ${migrationFolders} migration folders -> ${relative(root, outDir)} in ${Date.now() - started} ms`,
);
