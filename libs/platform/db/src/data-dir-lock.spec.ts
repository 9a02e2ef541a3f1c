import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { tempDir, TempDir } from '@mise/platform-testing';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const tsx = resolve(__dirname, '../../../../node_modules/.bin/tsx');
const lockModule = resolve(__dirname, 'data-dir-lock.ts');

/** Tries to take the lock from another process; resolves with its exit code and stderr. */
async function tryInChild(dir: string): Promise<{ code: number; stderr: string }> {
  const script = `const { acquireDataDirLock } = require(${JSON.stringify(lockModule)});
try { acquireDataDirLock(${JSON.stringify(dir)}); process.exit(0); } catch (e) { process.stderr.write(e.message); process.exit(3); }`;
  try {
    await promisify(execFile)(tsx, ['-e', script]);
    return { code: 0, stderr: '' };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, stderr: failure.stderr };
  }
}

describe('data dir lock', () => {
  let dir: TempDir;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => dir.remove());

  it('refuses a second opener in the same process with a clear message', () => {
    const lock = acquireDataDirLock(dir.path);
    expect(() => acquireDataDirLock(dir.path)).toThrow(new DataDirLockedError(dir.path, process.pid));
    expect(() => acquireDataDirLock(dir.path)).toThrow(
      `Another Mise process is using ${dir.path} (pid ${process.pid}). Stop it first.`,
    );
    lock.release();
    acquireDataDirLock(dir.path).release();
  });

  it('refuses a second opener in another process', async () => {
    const lock = acquireDataDirLock(dir.path);
    const child = await tryInChild(dir.path);
    expect(child.code).toBe(3);
    expect(child.stderr).toContain(`Another Mise process is using ${dir.path} (pid ${process.pid})`);
    lock.release();
  }, 20000); // the other process waits a few seconds for a dying holder before it refuses

  it('takes over a lock whose owner died', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => dead.on('exit', done));
    writeFileSync(join(dir.path, 'mise.lock'), `${dead.pid}\n`);
    const lock = acquireDataDirLock(dir.path);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('takes over a lock holding its own pid, left by an earlier run that had the same pid', () => {
    writeFileSync(join(dir.path, 'mise.lock'), `${process.pid}\n`);
    const lock = acquireDataDirLock(dir.path);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('waits for a holder that is dying (a restart right after a kill) and then takes over', () => {
    // While this test blocks, the event loop cannot reap the child: it stays a zombie once it exits.
    const dying = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 500)']);
    writeFileSync(join(dir.path, 'mise.lock'), `${dying.pid}\n`);
    const started = Date.now();
    const lock = acquireDataDirLock(dir.path, { waitMs: 10000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a live holder once the wait is over', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir.path, 'mise.lock'), `${holder.pid}\n`);
      expect(() => acquireDataDirLock(dir.path, { waitMs: 300 })).toThrow(
        new DataDirLockedError(dir.path, holder.pid ?? 0),
      );
    } finally {
      holder.kill('SIGKILL');
      await new Promise((done) => holder.once('exit', done));
    }
  });

  it('creates missing parent directories', () => {
    const nested = join(dir.path, 'a', 'b');
    const lock = acquireDataDirLock(nested);
    expect(existsSync(join(nested, 'mise.lock'))).toBe(true);
    lock.release();
  });
});
