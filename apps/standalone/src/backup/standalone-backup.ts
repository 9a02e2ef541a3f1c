import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import type { WriteGate } from '@mise/gateway';
import { acquireDataDirLock, restorePgliteSnapshot, type Store } from '@mise/platform-db';
import { type BackupPart, readBackupFile, writeBackupFile } from './backup-file';

/*
 * Backups of a running standalone app (decision 023): the app answers a loopback-only request
 * carrying the token it wrote into DATA_DIR, with one file holding the database, the auth
 * emulator's accounts and the uploads, taken while writes are held. A restore needs the app stopped.
 */

/** Where a running app tells `npm run backup` how to reach it: port and token, readable by its owner only. */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';

/** The files read one at a time: a library holds tens of thousands, more than a process may open at once. */
async function partsOf(files: string[], name: (file: string) => string): Promise<BackupPart[]> {
  const parts: BackupPart[] = [];
  for (const file of files) parts.push({ name: name(file), data: await readFile(file) });
  return parts;
}

async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The accounts as the app's launcher last exported them: the slot `auth/CURRENT` names (a complete
 * export, at most a second old, see decision 002) and the pointer. Nothing when no emulator runs here.
 */
async function authParts(dataDir: string): Promise<BackupPart[]> {
  const authDir = join(dataDir, 'auth');
  const pointer = join(authDir, 'CURRENT');
  if (!existsSync(pointer)) return [];
  const slot = readFileSync(pointer, 'utf8').trim();
  const files = [pointer, ...(await filesUnder(join(authDir, slot)))];
  return partsOf(files, (file) => `auth/${relative(authDir, file)}`);
}

/** A write's temporary file (renamed into place when complete) belongs to no record. */
const isPartial = (file: string) => file.endsWith('.part');

async function uploadParts(dataDir: string): Promise<BackupPart[]> {
  const uploads = join(dataDir, 'uploads');
  const files = (await filesUnder(uploads)).filter((file) => !isPartial(file));
  return partsOf(files, (file) => `uploads/${relative(uploads, file)}`);
}

/**
 * One consistent backup: no write is in flight or admitted while the database snapshot, the
 * accounts and the uploads are read (reads go on). The pause grows with the number of pictures.
 */
export async function takeBackup(store: Store, gate: WriteGate, dataDir: string): Promise<Buffer> {
  if (!store.snapshot)
    throw new Error('Backups from the app are for its PGlite store; use pg_dump for PostgreSQL');
  const snapshot = store.snapshot.bind(store);
  const parts = await gate.hold(async () => [
    { name: 'db.tar.gz', data: await snapshot() },
    ...(await authParts(dataDir)),
    ...(await uploadParts(dataDir)),
  ]);
  return writeBackupFile(parts);
}

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Listens on 127.0.0.1 only (a port of its own, never the public one) for `POST /backup` with
 * `Authorization: Bearer <token>`; the token and port go to DATA_DIR/backup-endpoint.json (mode
 * 0600), removed on close.
 */
export async function startBackupEndpoint(
  dataDir: string,
  take: () => Promise<Buffer>,
): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString('hex');
  const server: Server = createServer((req, res) => {
    const answer = (status: number, error: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error }));
    };
    if (!isLoopback(req.socket.remoteAddress)) return answer(403, 'Backups are served to this machine only');
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, 'Not found');
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return answer(401, 'Wrong or missing backup token');
    take().then(
      (file) => {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': file.length });
        res.end(file);
      },
      (error: unknown) => answer(500, error instanceof Error ? error.message : 'Backup failed'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const file = join(dataDir, BACKUP_ENDPOINT_FILE);
  const { port } = server.address() as AddressInfo;
  writeFileSync(file, JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600 });
  return {
    close: async () => {
      rmSync(file, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `npm run backup`'s side: asks the app running on `dataDir` for a backup. */
export async function requestBackup(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, BACKUP_ENDPOINT_FILE);
  if (!existsSync(file)) throw new Error(`No running Mise app on ${dataDir} (start it with npm start)`);
  const { port, token } = JSON.parse(readFileSync(file, 'utf8')) as { port: number; token: string };
  const res = await fetch(`http://127.0.0.1:${port}/backup`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`The app refused the backup (${res.status}): ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Restores `file` into `dataDir`, which no app may be using (its lock is taken for the whole
 * restore). The file is checked whole first; what the directory held before is moved aside to
 * `replaced-<time>/`, never deleted. Returns that folder, if anything was moved.
 */
export async function restoreBackup(dataDir: string, file: Buffer, now = new Date()): Promise<string | null> {
  const lock = acquireDataDirLock(dataDir, { waitMs: 0 });
  try {
    const { parts } = readBackupFile(file);
    const aside = join(dataDir, `replaced-${now.toISOString().replace(/[:.]/g, '-')}`);
    let moved = false;
    for (const name of ['db', 'uploads', 'auth']) {
      if (!existsSync(join(dataDir, name))) continue;
      await mkdir(aside, { recursive: true });
      renameSync(join(dataDir, name), join(aside, name));
      moved = true;
    }
    for (const part of parts) {
      if (part.name === 'db.tar.gz') continue;
      const target = join(dataDir, part.name);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, part.data);
    }
    await restorePgliteSnapshot(dataDir, parts.find((part) => part.name === 'db.tar.gz')!.data);
    return moved ? aside : null;
  } finally {
    lock.release();
  }
}
