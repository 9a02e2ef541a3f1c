// The distributed profile's backup (decision 023): `pg_dump` of each schema of the one database, all
// from one exported snapshot (so the services' schemas agree with each other), plus a copy of the
// upload store, into a folder with a manifest of checksums. Restore checks the folder, refuses a
// database that already holds any of the schemas (services must be stopped and the database new),
// creates the extensions, `pg_restore`s each schema and copies the uploads back.
//   DATABASE_URL=... UPLOADS_DIR=... npx tsx scripts/distributed-backup.ts backup DIR
//   DATABASE_URL=... UPLOADS_DIR=... npx tsx scripts/distributed-backup.ts restore DIR
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Client } from 'pg';

const MANIFEST = 'manifest.json';
const FORMAT = 'mise-distributed-backup';
const VERSION = 1;

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  schemas: string[];
  extensions: string[];
  /** Path under the folder -> SHA-256 of its bytes: every dump and every upload. */
  files: Record<string, string>;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The schemas the services own (and the shared `platform` and migrations' `drizzle`). */
async function appSchemas(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT nspname AS name FROM pg_namespace
    WHERE nspname NOT LIKE 'pg\\_%' AND nspname NOT IN ('information_schema', 'public')
    ORDER BY 1`);
  return rows.map((row) => row.name);
}

export async function backupDistributed(
  databaseUrl: string,
  uploadsDir: string,
  dir: string,
): Promise<Manifest> {
  mkdirSync(dir, { recursive: true });
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Held open until every schema is dumped: each pg_dump reads the database as of this moment.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const schemas = await appSchemas(client);
    const extensions = (
      await client.query<{ name: string }>(
        `SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql'`,
      )
    ).rows.map((row) => row.name);
    for (const schema of schemas)
      execFileSync('pg_dump', [
        '--format=custom',
        `--schema=${schema}`,
        `--snapshot=${rows[0].snapshot}`,
        `--file=${join(dir, `${schema}.dump`)}`,
        databaseUrl,
      ]);
    await client.query('COMMIT');
    // After the snapshot: every picture its records name was stored before it (a picture removed in
    // between is the one thing that can be missing; see decision 023).
    if (existsSync(uploadsDir))
      cpSync(uploadsDir, join(dir, 'uploads'), {
        recursive: true,
        filter: (source) => !source.endsWith('.part'),
      });
    const files: Record<string, string> = {};
    for (const file of [
      ...schemas.map((schema) => join(dir, `${schema}.dump`)),
      ...filesUnder(join(dir, 'uploads')),
    ])
      files[relative(dir, file)] = sha256(file);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      schemas,
      extensions,
      files,
    };
    writeFileSync(join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await client.end();
  }
}

/** The manifest of a backup folder, after checking its format, version and every file's checksum. */
export function checkDistributedBackup(dir: string): Manifest {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) throw new Error(`${dir} holds no ${MANIFEST}: not a Mise backup folder`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`${dir} is not a ${FORMAT}`);
  if (manifest.version !== VERSION)
    throw new Error(`${dir} is version ${manifest.version}; this Mise restores ${VERSION}`);
  for (const [file, expected] of Object.entries(manifest.files)) {
    const full = join(dir, file);
    if (!existsSync(full) || sha256(full) !== expected) throw new Error(`${file} is missing or damaged`);
  }
  return manifest;
}

export async function restoreDistributed(
  databaseUrl: string,
  uploadsDir: string,
  dir: string,
): Promise<Manifest> {
  const manifest = checkDistributedBackup(dir);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const present = (await appSchemas(client)).filter((schema) => manifest.schemas.includes(schema));
    if (present.length > 0)
      throw new Error(
        `The database already holds ${present.join(', ')}: stop the services and restore into a new database`,
      );
    for (const extension of manifest.extensions)
      await client.query(`CREATE EXTENSION IF NOT EXISTS "${extension}"`);
  } finally {
    await client.end();
  }
  for (const schema of manifest.schemas)
    execFileSync('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
      join(dir, `${schema}.dump`),
    ]);
  if (existsSync(join(dir, 'uploads'))) cpSync(join(dir, 'uploads'), uploadsDir, { recursive: true });
  return manifest;
}

async function main(): Promise<void> {
  const [command, dir] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL;
  const uploadsDir = process.env.UPLOADS_DIR;
  if (!dir || !databaseUrl || !uploadsDir || (command !== 'backup' && command !== 'restore'))
    throw new Error(
      'Usage: DATABASE_URL=... UPLOADS_DIR=... tsx scripts/distributed-backup.ts backup|restore DIR',
    );
  const manifest =
    command === 'backup'
      ? await backupDistributed(databaseUrl, uploadsDir, dir)
      : await restoreDistributed(databaseUrl, uploadsDir, dir);
  console.log(
    `${command}: ${manifest.schemas.join(', ')} and ${Object.keys(manifest.files).length} files (${dir})`,
  );
}

// Run as a command (the spec imports the functions).
if (process.argv[1]?.endsWith('distributed-backup.ts'))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
