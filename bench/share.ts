// GET /share/{id} beside a static file of the same size on the same server (the built standalone app):
//   static - the web app's root file server answering a file as long as the share page
//   share  - the share page of one public recipe (a bus call to the recipes service and a PGlite read
//            per request; the rendered page is kept while the recipe's answer is the same)
// Prints req/s, p50 and p99 of each and the share page's ratio to the static file. Goal (issue 25):
// at least 1,000 req/s on 2 cores.
// Usage: npx tsx bench/share.ts [--seconds 10] [--connections 50] [--port 3404]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import { load, LoadResult, numberArg, printLoadTable, root, startNode, waitHealthy } from './http-bench';
import { SHARED_RECIPE } from './share-recipe';

const seconds = numberArg('--seconds', 10);
const connections = numberArg('--connections', 50);
const port = numberArg('--port', 3404);
const projectId = 'demo-recipes';

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale', '--quiet'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const stub = await startAuthEmulatorStub();
  const token = mintEmulatorToken({ uid: 'bench-sharer', name: 'Maya Cook', projectId });
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-share-'));
  const webDist = join(root, 'apps', 'web', 'dist');
  const staticName = `bench-share-${process.pid}.html`;
  const app = startNode('apps/standalone/src/main.js', {
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: stub.host,
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  const base = `http://127.0.0.1:${port}`;
  const results: LoadResult[] = [];
  try {
    await waitHealthy(port, [app]);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    await fetch(`${base}/api/users/profile`, { headers });
    const created = await fetch(`${base}/api/recipes`, {
      method: 'POST',
      headers,
      body: JSON.stringify(SHARED_RECIPE),
    });
    if (created.status !== 201) throw new Error(`creating the recipe answered ${created.status}`);
    const { id } = (await created.json()) as { id: number };
    const page = await fetch(`${base}/share/${id}`);
    if (page.status !== 200) throw new Error(`the share page answered ${page.status}`);
    const size = Buffer.byteLength(await page.text());
    // The same number of bytes, served by the app's own file server from the web build's root.
    writeFileSync(join(webDist, staticName), `<!doctype html>${'x'.repeat(size - 15)}`);
    console.log(`share page: ${size} bytes; static file ${staticName}: the same`);
    results.push(await load('static file, same size', `${base}/${staticName}`, { connections, seconds }));
    results.push(await load('GET /share/{id}', `${base}/share/${id}`, { connections, seconds }));
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    rmSync(join(webDist, staticName), { force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await stub.close();
  }
  printLoadTable(`${connections} connections, ${seconds} s each (baseline: the static file)`, results);
  const share = results[1];
  console.log(
    `\ngoal: >= 1000 req/s -> ${share.rps >= 1000 ? 'met' : 'not met'} (${share.rps.toFixed(0)} req/s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
