import { join } from 'node:path';
import { AuthEmulatorStub, startAuthEmulatorStub, tempDir, TempDir } from '@mise/platform-testing';
import { killAndRestartRounds } from '../standalone/kill9-rounds';
import { PG_ADMIN_URL, runId } from './integration-env';
import { adminQuery, buildServer, databaseUrlFor } from './stack';

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

  beforeAll(async () => {
    buildServer();
    dir = tempDir();
    stub = await startAuthEmulatorStub();
    await adminQuery(PG_ADMIN_URL, `CREATE DATABASE "${database}"`);
  });
  afterAll(async () => {
    await stub?.close();
    dir?.remove();
    await adminQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
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
    const acknowledged = await killAndRestartRounds(
      ROUNDS,
      env('postgres', { DATABASE_URL: databaseUrlFor(PG_ADMIN_URL, database) }),
    );
    expect(acknowledged).toBeGreaterThanOrEqual(ROUNDS * 10);
  });
});
