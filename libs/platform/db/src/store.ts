import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { acquireDataDirLock, DataDirLock } from './data-dir-lock';

/** The query surface services use: the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface StoreEnv {
  DATABASE_URL?: string;
  DATA_DIR?: string;
}

export interface ServiceMigrations {
  /** The service's name, which also names its migrations table. */
  service: string;
  migrationsFolder: string;
}

export interface StoreHealth {
  ok: boolean;
  detail?: string;
}

export interface Store {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  readonly description: string;
  migrate(migrations: ServiceMigrations): Promise<void>;
  ping(timeoutMs?: number): Promise<StoreHealth>;
  /**
   * PGlite only: the database directory as a gzipped tar, taken between two queries after a
   * checkpoint (PGlite runs one query at a time), for a backup of a running app.
   */
  snapshot?(): Promise<Buffer>;
  close(): Promise<void>;
}

/** Migration table per service, all in drizzle's own schema so a service's schema is created by its migration. */
function migrationConfig({ service, migrationsFolder }: ServiceMigrations) {
  return { migrationsFolder, migrationsSchema: 'drizzle', migrationsTable: `__migrations_${service}` };
}

/** Any fixed number works; every Mise process must use the same one. */
const MIGRATION_LOCK_KEY = 7_311_955;

async function pingWith(
  run: () => Promise<unknown>,
  timeoutMs: number,
  detail: string,
): Promise<StoreHealth> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
    return { ok: true, detail };
  } catch (error) {
    return { ok: false, detail: `${detail}: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

export async function openStore(env: StoreEnv): Promise<Store> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(resolve(env.DATA_DIR ?? './data'));
}

export async function openPostgres(url: string): Promise<Store> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    description: 'postgres',
    async migrate(migrations) {
      // Several processes may start at once: migrate one service at a time across all of them.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client), migrationConfig(migrations));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: (timeoutMs = 1000) => pingWith(() => pool.query('SELECT 1'), timeoutMs, 'postgres'),
    close: () => pool.end(),
  };
}

/**
 * PGlite's bundled pg_trgm (trigram indexes for substring search; a service's migration runs
 * CREATE EXTENSION). The repository's node10 module resolution cannot see the package's subpath
 * exports, which Node's own require resolves.
 */
function pgTrgm(): Extension {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension }).pg_trgm;
}

export async function openPglite(dataDir: string): Promise<Store> {
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    const dbDir = join(dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dbDir, { extensions: { pg_trgm: pgTrgm() } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Db;
  // One PGlite session serves every service in the process; run migrations strictly in turn.
  let migrations: Promise<void> = Promise.resolve();
  let closed = false;
  return {
    kind: 'pglite',
    db,
    description: 'pglite',
    migrate(config) {
      const run = migrations.then(() => migratePglite(drizzlePglite(client), migrationConfig(config)));
      migrations = run.catch(() => undefined);
      return run;
    },
    ping: (timeoutMs = 1000) => pingWith(() => db.execute(sql`SELECT 1`), timeoutMs, 'pglite'),
    async snapshot() {
      // Flushed first, so the copy starts up without replaying the log.
      await client.exec('CHECKPOINT');
      return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * Writes a `snapshot()` back as the database directory `DATA_DIR/db`, which must not exist yet
 * (the caller holds the data directory's lock and has moved any old one aside).
 */
export async function restorePgliteSnapshot(dataDir: string, snapshot: Buffer): Promise<void> {
  const client = await PGlite.create(join(dataDir, 'db'), {
    loadDataDir: new Blob([new Uint8Array(snapshot)]),
    extensions: { pg_trgm: pgTrgm() },
  });
  await client.close();
}

/** Injection tokens: the shared query surface and the store it belongs to. */
export const DB = Symbol('DB');
export const STORE = Symbol('STORE');
