import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  AuthEmulatorStub,
  mintEmulatorToken,
  startAuthEmulatorStub,
  tempDir,
  TempDir,
} from '@mise/platform-testing';
import {
  freePort,
  killHard,
  repoRoot,
  RunningStandalone,
  spawnStandalone,
  waitUntilUp,
} from './standalone-process';

jest.setTimeout(120000);

/**
 * Durability and exclusivity of the standalone profile's store, on the built server: every write the
 * server acknowledged survives `kill -9`, and a second server on the same data dir refuses to start.
 */
describe('standalone server under kill -9', () => {
  let dir: TempDir;
  let stub: AuthEmulatorStub;
  let baseEnv: Record<string, string>;
  const auth = {
    Authorization: `Bearer ${mintEmulatorToken({ uid: 'durable-cook', name: 'Durable Cook', email: 'durable@example.com' })}`,
  };

  beforeAll(async () => {
    execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build-server.mjs')], { stdio: 'pipe' });
    dir = tempDir();
    stub = await startAuthEmulatorStub();
    baseEnv = {
      DATA_DIR: join(dir.path, 'data'),
      FIREBASE_AUTH_EMULATOR_HOST: stub.host,
      WEB_DIST: join(dir.path, 'no-web'),
    };
  });
  afterAll(async () => {
    await stub.close();
    dir.remove();
  });

  async function start(): Promise<RunningStandalone> {
    const server = spawnStandalone({ ...baseEnv, PORT: String(await freePort()) });
    await waitUntilUp(server);
    return server;
  }

  async function createRecipe(server: RunningStandalone, title: string): Promise<number | null> {
    try {
      const res = await fetch(`${server.url}/api/recipes`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title, ingredients: ['1 egg'], method: ['Cook it'] }),
      });
      if (res.status !== 201) return null;
      return ((await res.json()) as { id: number }).id;
    } catch {
      // The server died before answering: not acknowledged, so not promised.
      return null;
    }
  }

  async function storedTitles(server: RunningStandalone): Promise<Map<number, string>> {
    const res = await fetch(`${server.url}/api/recipes?view=mine`, { headers: auth });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: number; title: string }[];
    return new Map(list.map((r) => [r.id, r.title]));
  }

  it('keeps every acknowledged recipe across repeated kill -9 restarts', async () => {
    const acknowledged = new Map<number, string>();
    for (let round = 1; round <= 3; round++) {
      const server = await start();
      const stored = await storedTitles(server);
      for (const [id, title] of acknowledged) expect(stored.get(id)).toBe(title);

      // Sequential writes, then a burst: the kill comes the moment the fifth burst write is acknowledged.
      for (let i = 0; i < 5; i++) {
        const title = `round ${round} recipe ${i}`;
        const id = await createRecipe(server, title);
        expect(id).not.toBeNull();
        acknowledged.set(id as number, title);
      }
      let acks = 0;
      let killed: Promise<void> | undefined;
      await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const title = `round ${round} burst ${i}`;
          const id = await createRecipe(server, title);
          if (id === null) return;
          acknowledged.set(id, title);
          if (++acks === 5) killed = killHard(server);
        }),
      );
      await (killed ?? killHard(server));
    }
    const server = await start();
    const stored = await storedTitles(server);
    for (const [id, title] of acknowledged) expect(stored.get(id)).toBe(title);
    expect(acknowledged.size).toBeGreaterThanOrEqual(3 * 10);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses a second server on the same data dir while the first runs', async () => {
    const first = await start();
    const second = spawnStandalone({ ...baseEnv, PORT: String(await freePort()) });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `Another Mise process is using ${baseEnv.DATA_DIR} (pid ${first.child.pid}). Stop it first.`,
    );
    // The first is unharmed and still answers.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });
});
