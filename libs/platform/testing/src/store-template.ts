import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { ServiceMigrations } from '@mise/platform-db';

/**
 * A fresh PGlite store costs seconds (initdb in WASM, then every migration); a copy of an already
 * migrated data directory opens in well under one. Templates live under the OS temp dir, one per set
 * of migrations, named by a hash of PGlite's version and every migration file: a changed migration
 * gets a new template, and an unchanged one is shared by every test run on the machine.
 */
const TEMPLATES_DIR = join(tmpdir(), 'mise-store-templates');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** PGlite's version, which fixes the data directory's format (its package.json is not exported). */
function pgliteVersion(): string {
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function templateKey(migrations: ServiceMigrations[]): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const { service, migrationsFolder } of migrations) {
    hash.update(`\0service:${service}`);
    for (const file of filesUnder(migrationsFolder))
      hash.update(`\0${relative(migrationsFolder, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The path of a PGlite data directory (what a store keeps in DATA_DIR/db) with `migrations` applied
 * in order, built on first use. Builders racing on one machine each build in a directory of their
 * own and rename it into place; the first rename wins and the others discard theirs.
 */
export async function migratedStoreTemplate(migrations: ServiceMigrations[]): Promise<string> {
  const target = join(TEMPLATES_DIR, templateKey(migrations));
  if (existsSync(join(target, 'db', 'PG_VERSION'))) return join(target, 'db');
  const building = `${target}.${process.pid}.${Date.now()}`;
  try {
    // Loaded only to build: the store module itself, not the package's index, because jest's global
    // setup loads this file outside jest's module mapping, where only relative paths resolve.
    const { openPglite } = await import('../../db/src/store');
    const store = await openPglite(building);
    try {
      for (const service of migrations) await store.migrate(service);
    } finally {
      await store.close();
    }
    rmSync(join(building, 'mise.lock'), { force: true });
    try {
      renameSync(building, target);
    } catch (error) {
      // Another builder won the race: its template is as good as this one.
      if (!existsSync(join(target, 'db', 'PG_VERSION'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return join(target, 'db');
}

/**
 * Lays a migrated store into `dataDir` (as DATA_DIR/db) unless one is there already, so that opening
 * it and running the same migrations finds nothing left to do.
 */
export async function seedMigratedStore(dataDir: string, migrations: ServiceMigrations[]): Promise<void> {
  const dbDir = join(dataDir, 'db');
  if (existsSync(dbDir)) return;
  cpSync(await migratedStoreTemplate(migrations), dbDir, { recursive: true });
}
