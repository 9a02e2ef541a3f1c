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

const seconds = numberArg('--seconds', 10);
const connections = numberArg('--connections', 50);
const port = numberArg('--port', 3404);
const projectId = 'demo-recipes';

/** A recipe of ordinary length: the page weighs what a shared recipe usually does. */
const RECIPE = {
  title: 'Roast chicken with lemon and thyme',
  description: 'A Sunday roast with crisp skin, a bright pan sauce and potatoes cooked under the bird.',
  prep_time_minutes: 20,
  cook_time_minutes: 80,
  servings: 4,
  ingredients: [
    '*For the chicken*',
    '1 whole chicken, about 1.6 kg',
    '2 lemons',
    '6 sprigs thyme',
    '4 cloves garlic',
    '30 g soft butter',
    '*For the potatoes*',
    '1 kg waxy potatoes, halved',
    '2 tbsp olive oil',
    '1 tsp flaky salt',
  ],
  method: [
    'Heat the oven to 220 °C. Take the chicken out of the fridge 30 minutes before roasting.',
    'Mash the butter with the zest of one lemon, the thyme leaves and a pinch of salt.',
    'Loosen the skin over the breast and push the butter under it. Put the halved lemons inside.',
    'Toss the potatoes in the oil and salt and lay them in the tin around the chicken.',
    'Roast for 20 minutes, then turn the oven down to 190 °C and roast for 60 minutes more.',
    'Rest the chicken for 15 minutes while the potatoes crisp in the oven.',
  ],
  notes: 'The juices run clear when the thickest part of the thigh is pierced. Save the bones for stock.',
  source: 'https://example.com/roast-chicken',
  image: 'https://images.example.com/roast-chicken.jpg',
  tags: { 'Meal Type': ['Dinner'], Cuisine: ['British'] },
  privacy: 'public',
};

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
      body: JSON.stringify(RECIPE),
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
