// A standalone app holding --recipes recipes (default 10,000), each with its own picture, backed up
// through its loopback endpoint (as `npm run backup` does) while --writers people keep adding recipes
// and --readers keep listing them; then restored into a fresh data directory and read back. Prints
// the backup's time and size, the longest a write waited during it, the restore's time, and whether
// every write acknowledged before the backup was asked for came back (with its picture).
//   npx tsx bench/backup.ts [--recipes 10000] [--writers 4] [--readers 4]
import { performance } from 'node:perf_hooks';
import { mintEmulatorToken, startAuthEmulatorStub, tempDir } from '@mise/platform-testing';
import sharp from 'sharp';
import { requestBackup, restoreBackup } from '../apps/standalone/src/backup/standalone-backup';
import { freePort } from '../test/standalone/standalone-process';
import { buildServer } from '../test/integration/stack';
import { numberArg, startNode, stopAll, waitHealthy } from './http-bench';

const recipes = numberArg('--recipes', 10000);
const writers = numberArg('--writers', 4);
const readers = numberArg('--readers', 4);
const SEED_CONCURRENCY = 4;
const PEOPLE = 20;

const picture = (i: number) =>
  sharp({
    create: {
      width: 48,
      height: 36,
      channels: 3,
      background: { r: i % 256, g: (i >> 8) % 256, b: (i >> 16) % 256 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

async function addRecipe(base: string, auth: string, i: number): Promise<{ id: number; image: string }> {
  const form = new FormData();
  form.set('title', `Bench dish ${i}`);
  form.set('ingredients', JSON.stringify([`${i % 9} eggs`, 'salt']));
  form.set('imageFile', new Blob([new Uint8Array(await picture(i))], { type: 'image/jpeg' }), 'dish.jpg');
  const res = await fetch(`${base}/api/recipes`, {
    method: 'POST',
    headers: { Authorization: auth },
    body: form,
  });
  if (res.status !== 201) throw new Error(`seed ${i}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; image: string };
}

const bearer = (uid: string) =>
  `Bearer ${mintEmulatorToken({ uid, name: `Cook ${uid}`, email: `${uid}@example.com`, projectId: 'demo-recipes' })}`;

/** The built standalone app (`npm start`'s server) on `dataDir`, healthy: its base URL and a stop. */
async function startApp(dataDir: string, authHost: string) {
  const port = await freePort();
  const child = startNode('apps/standalone/src/main.js', {
    PORT: String(port),
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIREBASE_PROJECT_ID: 'demo-recipes',
    RATE_LIMIT_SCALE: '0',
    AUTH_MEMO_SECONDS: '3600',
  });
  await waitHealthy(port, [child]);
  return { base: `http://127.0.0.1:${port}`, stop: () => stopAll([child]) };
}

async function main(): Promise<void> {
  buildServer();
  const stub = await startAuthEmulatorStub();
  const dataDir = tempDir('mise-bench-backup-');
  const restoredDir = tempDir('mise-bench-restore-');
  const app = await startApp(dataDir.path, stub.host);
  try {
    const { base } = app;
    const auths = Array.from({ length: PEOPLE }, (_, i) => bearer(`bench-${i}`));
    /** id -> [owner's auth, image URL]: every write the app acknowledged. */
    const acknowledged = new Map<number, [string, string]>();
    let next = 0;
    let started = performance.now();
    await Promise.all(
      Array.from({ length: SEED_CONCURRENCY }, async () => {
        while (next < recipes) {
          const i = next++;
          const auth = auths[i % PEOPLE];
          const { id, image } = await addRecipe(base, auth, i);
          acknowledged.set(id, [auth, image]);
          if (acknowledged.size % 1000 === 0) console.log(`  seeded ${acknowledged.size}`);
        }
      }),
    );
    console.log(
      `seeded ${recipes} recipes with pictures in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    let serving = true;
    let longestWriteMs = 0;
    let writesDuring = 0;
    let reads = 0;
    const errors: string[] = [];
    /** A failed request under load is a result to report, not a reason to stop. */
    const failed = (what: string, error: unknown) => {
      const cause =
        error instanceof Error
          ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`
          : String(error);
      errors.push(`${what} at ${((performance.now() - loadStart) / 1000).toFixed(1)} s: ${cause}`);
    };
    const loadStart = performance.now();
    const load = [
      ...Array.from({ length: writers }, async (_, w) => {
        for (let i = recipes + w; serving; i += writers) {
          const auth = auths[i % PEOPLE];
          const t = performance.now();
          try {
            const { id, image } = await addRecipe(base, auth, i);
            acknowledged.set(id, [auth, image]);
            writesDuring++;
          } catch (error) {
            failed(`write ${i}`, error);
          }
          longestWriteMs = Math.max(longestWriteMs, performance.now() - t);
        }
      }),
      ...Array.from({ length: readers }, async (_, r) => {
        for (let i = r; serving; i++) {
          try {
            const res = await fetch(`${base}/api/recipes?limit=50`, {
              headers: { Authorization: auths[i % PEOPLE] },
            });
            await res.arrayBuffer();
            if (res.ok) reads++;
            else failed(`read ${i}`, new Error(String(res.status)));
          } catch (error) {
            failed(`read ${i}`, error);
          }
        }
      }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = new Map(acknowledged);
    started = performance.now();
    console.log(`backup asked for at ${((started - loadStart) / 1000).toFixed(1)} s of load`);
    const file = await requestBackup(dataDir.path);
    const backupSeconds = (performance.now() - started) / 1000;
    serving = false;
    await Promise.all(load);

    await app.stop();
    started = performance.now();
    await restoreBackup(restoredDir.path, file);
    const restoreSeconds = (performance.now() - started) / 1000;
    const restored = await startApp(restoredDir.path, stub.host);
    try {
      const restoredBase = restored.base;
      const missing: number[] = [];
      let pictures = 0;
      const ids = [...before.keys()];
      let cursor = 0;
      await Promise.all(
        Array.from({ length: SEED_CONCURRENCY }, async () => {
          while (cursor < ids.length) {
            const id = ids[cursor++];
            const [auth, image] = before.get(id)!;
            const owner = auth;
            const res = await fetch(`${restoredBase}/api/recipes/${id}`, {
              headers: { Authorization: owner },
            });
            if (res.status !== 200) missing.push(id);
            else await res.arrayBuffer();
            const img = await fetch(`${restoredBase}${image}`, { headers: { Authorization: owner } });
            if (img.status === 200) pictures++;
            await img.arrayBuffer();
          }
        }),
      );
      console.log(
        [
          `backup: ${(file.length / 1048576).toFixed(1)} MB in ${backupSeconds.toFixed(1)} s under load ` +
            `(${writers} writers, ${readers} readers: ${writesDuring} writes, ${reads} reads during the run; ` +
            `longest write ${(longestWriteMs / 1000).toFixed(1)} s)`,
          `errors under load: ${errors.length}${errors.length > 0 ? ` (first: ${errors[0]})` : ''}`,
          `restore: ${restoreSeconds.toFixed(1)} s`,
          `read back: ${before.size - missing.length} of ${before.size} recipes acknowledged before the backup, ` +
            `${pictures} of ${before.size} pictures`,
        ].join('\n'),
      );
      if (missing.length > 0 || pictures !== before.size) process.exitCode = 1;
    } finally {
      await restored.stop();
    }
  } finally {
    await app.stop();
    await stub.close();
    dataDir.remove();
    restoredDir.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
