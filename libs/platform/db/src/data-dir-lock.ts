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
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
 * (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  const absolute = resolve(dir);
  mkdirSync(absolute, { recursive: true });
  const path = join(absolute, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return holdLock(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(path);
      if (owner !== null && isAlive(owner)) throw new DataDirLockedError(absolute, owner);
      // Stale (owner dead) or half-written by a process killed between create and write.
      try {
        unlinkSync(path);
      } catch {
        // Someone else took it over first; the next attempt sees their pid.
      }
    }
  }
  const owner = readPid(path) ?? 0;
  throw new DataDirLockedError(absolute, owner);
}

function holdLock(path: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
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
