import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { AuthEmulatorStub, startAuthEmulatorStub, tempDir, TempDir } from '@mise/platform-testing';
import { killAndRestartRounds } from './kill9-rounds';
import { freePort, repoRoot, RunningStandalone, spawnStandalone, waitUntilUp } from './standalone-process';

jest.setTimeout(120000);

/**
 * Durability and exclusivity of the standalone profile's store, on the built server: every write the
 * server acknowledged survives `kill -9`, and a second server on the same data dir refuses to start.
 */
describe('standalone server under kill -9', () => {
  let dir: TempDir;
  let stub: AuthEmulatorStub;
  let baseEnv: Record<string, string>;

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

  it('keeps every acknowledged recipe across repeated kill -9 restarts', async () => {
    // 3 rounds here; the integration suite runs 20 on PGlite and 20 on PostgreSQL.
    expect(await killAndRestartRounds(3, baseEnv)).toBeGreaterThanOrEqual(3 * 10);
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
