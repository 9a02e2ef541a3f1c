import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { AuthEmulatorStub, startAuthEmulatorStub, tempDir, TempDir } from '@mise/platform-testing';
import { killAndRestartRounds } from '../standalone/kill9-rounds';
import { repoRoot } from '../standalone/standalone-process';
import { PG_ADMIN_URL, runId } from './integration-env';

jest.setTimeout(600000);

const ROUNDS = 20;

/**
 * The standalone server killed with SIGKILL in the middle of a burst of writes, 20 times over, on
 * each store it can use: every acknowledged recipe is there after each restart and the store opens
 * cleanly every time.
 */
describe('kill -9 in the middle of writes, 20 times', () => {
  const database = `mise_kill9_${runId}`;
  let dir: TempDir;
  let stub: AuthEmulatorStub;

  const adminQuery = async (sql: string) => {
    const client = new Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build-server.mjs')], { stdio: 'pipe' });
    dir = tempDir();
    stub = await startAuthEmulatorStub();
    await adminQuery(`CREATE DATABASE "${database}"`);
  });
  afterAll(async () => {
    await stub?.close();
    dir?.remove();
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  const env = (name: string, extra: Record<string, string> = {}) => ({
    DATA_DIR: join(dir.path, name),
    FIREBASE_AUTH_EMULATOR_HOST: stub.host,
    WEB_DIST: join(dir.path, 'no-web'),
    ...extra,
  });

  it('loses nothing acknowledged on PGlite', async () => {
    expect(await killAndRestartRounds(ROUNDS, env('pglite'))).toBeGreaterThanOrEqual(ROUNDS * 10);
  });

  it('loses nothing acknowledged on PostgreSQL', async () => {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${database}`;
    const acknowledged = await killAndRestartRounds(
      ROUNDS,
      env('postgres', { DATABASE_URL: url.toString() }),
    );
    expect(acknowledged).toBeGreaterThanOrEqual(ROUNDS * 10);
  });
});
