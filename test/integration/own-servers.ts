import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../standalone/standalone-process';

/**
 * Servers a fault test may stop and start without disturbing anyone else: a nats-server and a
 * PostgreSQL cluster of its own, on free loopback ports, in temporary directories.
 * NATS_SERVER_BIN and PG_BIN name the binaries; the defaults are where Debian packages put them.
 */
const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN || '/usr/sbin/nats-server';

function defaultPgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? join(root, versions[0], 'bin') : '';
}
const PG_BIN = process.env.PG_BIN || defaultPgBin();

async function waitFor(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function portOpen(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface OwnNats {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops for good and removes its JetStream directory. */
  dispose(): Promise<void>;
}

/** A nats-server with JetStream on a free port; its store directory survives stop/start. */
export async function startOwnNats(): Promise<OwnNats> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mise-nats-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(NATS_SERVER_BIN, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], {
      stdio: 'ignore',
    });
    await waitFor('nats-server', () => portOpen(port));
  };
  const stop = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnPostgres {
  /** Admin URL (database `postgres`, user `postgres`, trust on loopback). */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

/** initdb refuses to run as root: then the binaries run as the `postgres` system user. */
function pgCommand(bin: string, args: string[]): [string, string[]] {
  const path = join(PG_BIN, bin);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

function pg(bin: string, args: string[]): void {
  const [command, all] = pgCommand(bin, args);
  execFileSync(command, all, { stdio: 'pipe' });
}

/** A throwaway PostgreSQL cluster on a free port (initdb, trust auth on loopback only). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!PG_BIN) throw new Error('No PostgreSQL binaries found: set PG_BIN');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mise-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const start = async () => {
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
      '-w',
      'start',
    ]);
    await waitFor('postgres', () => portOpen(port));
  };
  const stop = async () => {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
