import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`Another Mise process is using ${dir} (pid ${pid}). Stop it first.`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const LOCK_FILE = 'mise.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process can linger as a zombie until it is reaped: it holds nothing any more.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX] /s.test(stat);
  } catch {
    return true;
  }
}

/** Paths this process holds, so that a second open in the same process is refused too. */
const heldHere = new Set<string>();

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite does nothing to stop a second process opening the same data directory, and two writers
 * silently lose committed rows. So one Mise process holds `<dir>/mise.lock` (created exclusively,
 * holding its pid) for as long as it uses the directory. A lock left by a process that died
 * (kill -9, power loss) is taken over, also when a restart gave this process the dead one's pid.
 * A holder that is still dying (a restart right after a kill) is waited for up to `waitMs`.
 */
export function acquireDataDirLock(dir: string, { waitMs = 5000 }: { waitMs?: number } = {}): DataDirLock {
  const absolute = resolve(dir);
  mkdirSync(absolute, { recursive: true });
  const path = join(absolute, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirLockedError(absolute, process.pid);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return holdLock(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(path);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        if (Date.now() >= deadline) throw new DataDirLockedError(absolute, owner);
        sleepSync(100);
        continue;
      }
      // Stale (owner dead) or half-written by a process killed between create and write.
      try {
        unlinkSync(path);
      } catch {
        // Someone else took it over first; the next attempt sees their pid.
      }
    }
  }
}

function holdLock(path: string): DataDirLock {
  let held = true;
  heldHere.add(path);
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(path);
    process.removeListener('exit', release);
    if (readPid(path) === process.pid) {
      try {
        unlinkSync(path);
      } catch {
        // Already gone: nothing left to release.
      }
    }
  };
  process.on('exit', release);
  return { path, release };
}
