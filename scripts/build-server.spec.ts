import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { tempDir, type TempDir } from '@mise/platform-testing';

const repoRoot = resolve(__dirname, '..');

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Every relative require of a compiled file, as a path relative to the build's root. */
function requiredPaths(file: string, out: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/require\(["'](\.{1,2}\/[^"']+)["']\)/g)].map((match) =>
    relative(out, resolve(dirname(file), match[1]))
      .split(sep)
      .join('/'),
  );
}

describe('the server build', () => {
  let dir: TempDir;
  let out: string;

  beforeAll(() => {
    dir = tempDir();
    out = join(dir.path, 'server');
    execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build-server.mjs'), '--out', out], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
  }, 60000);

  afterAll(() => dir.remove());

  it("keeps the gateway's compiled code free of any service's code", () => {
    const gatewayFiles = jsFiles(join(out, 'apps', 'gateway'));
    expect(gatewayFiles.length).toBeGreaterThan(5);
    const reached = gatewayFiles.flatMap((file) => requiredPaths(file, out));
    expect(reached.filter((path) => !path.startsWith('apps/gateway/') && !path.startsWith('libs/'))).toEqual(
      [],
    );
  });

  it('ships no spec, fixture or test helper', () => {
    const all = jsFiles(out).map((file) => relative(out, file).split(sep).join('/'));
    expect(
      all.filter((path) => /\.(spec|fixture)\.js$/.test(path) || path.startsWith('libs/platform/testing/')),
    ).toEqual([]);
  });

  it('has one entry point per process, each with its migrations beside its code', () => {
    for (const app of ['standalone', 'gateway', 'recipes', 'social', 'shopping', 'extraction']) {
      expect(existsSync(join(out, 'apps', app, 'src', 'main.js'))).toBe(true);
    }
    for (const service of ['recipes', 'social', 'shopping']) {
      expect(existsSync(join(out, 'apps', service, 'src', 'db', 'migrations', 'meta', '_journal.json'))).toBe(
        true,
      );
    }
  });
});
