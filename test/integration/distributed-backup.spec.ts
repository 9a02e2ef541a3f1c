import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { mintEmulatorToken, tempDir } from '@mise/platform-testing';
import { backupDistributed, restoreDistributed } from '../../scripts/distributed-backup';
import { BUS_PREFIX, NATS_URL, PG_ADMIN_URL, QUEUE_PREFIX, REDIS_URL, runId } from './integration-env';
import { adminQuery, buildServer, databaseUrlFor, Stack } from './stack';

jest.setTimeout(180_000);

/** Every row of every table of a database, in a stable order, as text. */
async function everyRow(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(`
      SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
      FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`);
    const dump: Record<string, string[]> = {};
    for (const { name } of tables.rows)
      dump[name] = (
        await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${name} t`)
      ).rows
        .map((row) => row.row)
        .sort();
    return JSON.stringify(dump);
  } finally {
    await client.end();
  }
}

/**
 * The distributed profile's backup (scripts/distributed-backup.ts): pg_dump of each schema from one
 * snapshot plus the upload store, restored into a new database and upload folder, reads back every
 * row and image; a database that already holds the schemas and a damaged folder are refused.
 */
describe('distributed backup and restore', () => {
  const source = `mise_bk_${runId}`;
  const target = `mise_rs_${runId}`;
  const sourceUrl = databaseUrlFor(PG_ADMIN_URL, source);
  const targetUrl = databaseUrlFor(PG_ADMIN_URL, target);
  // The gateway's DATA_DIR; its upload store is DATA_DIR/uploads (the compose file's volume).
  const gatewayData = tempDir('mise-dist-gateway-');
  const uploads = join(gatewayData.path, 'uploads');
  const restoredUploads = tempDir('mise-dist-restored-');
  const backupDir = tempDir('mise-dist-backup-');
  let stack: Stack;
  const images: string[] = [];

  beforeAll(async () => {
    buildServer();
    await adminQuery(PG_ADMIN_URL, `CREATE DATABASE "${source}"`);
    await adminQuery(PG_ADMIN_URL, `CREATE DATABASE "${target}"`);
    stack = new Stack(
      { NATS_URL, BUS_PREFIX, DATABASE_URL: sourceUrl, REDIS_URL, QUEUE_PREFIX },
      { gateway: { DATA_DIR: gatewayData.path, RATE_LIMIT_SCALE: '0' } },
    );
    await stack.start(['gateway', 'recipes', 'social', 'shopping']);
    for (let i = 0; i < 5; i++) {
      const form = new FormData();
      form.set('title', `Stored dish ${i}`);
      const jpeg = await sharp({
        create: { width: 40, height: 30, channels: 3, background: `#${i}${i}3366` },
      })
        .jpeg()
        .toBuffer();
      form.set('imageFile', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'dish.jpg');
      const res = await fetch(`${stack.baseUrl}/api/recipes`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${mintEmulatorToken({ uid: 'keeper', name: 'Keeper', email: 'keeper@example.com' })}`,
        },
        body: form,
      });
      expect(res.status).toBe(201);
      images.push(((await res.json()) as { image: string }).image);
    }
    expect(
      (await stack.call('POST', '/api/shopping/items', { uid: 'keeper', body: { name: 'Milk' } })).status,
    ).toBe(201);
  });

  afterAll(async () => {
    await stack?.stop();
    for (const name of [source, target])
      await adminQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    for (const dir of [gatewayData, restoredUploads, backupDir]) dir.remove();
  });

  it('restores every row and every image into a new database and upload folder', async () => {
    const manifest = await backupDistributed(sourceUrl, uploads, backupDir.path);
    expect(manifest.schemas).toEqual(expect.arrayContaining(['recipes', 'shopping', 'social']));
    await restoreDistributed(targetUrl, restoredUploads.path, backupDir.path);
    expect(await everyRow(targetUrl)).toBe(await everyRow(sourceUrl));
    for (const image of images) {
      const key = image.replace(/^\/api\/images\//, '');
      expect(readFileSync(join(restoredUploads.path, key)).equals(readFileSync(join(uploads, key)))).toBe(
        true,
      );
    }
  });

  it('refuses a database that already holds the schemas, and a damaged folder', async () => {
    await expect(restoreDistributed(sourceUrl, restoredUploads.path, backupDir.path)).rejects.toThrow(
      /already holds/,
    );
    const damaged = tempDir('mise-dist-damaged-');
    try {
      await backupDistributed(sourceUrl, uploads, damaged.path);
      mkdirSync(join(damaged.path, 'uploads'), { recursive: true });
      writeFileSync(join(damaged.path, 'recipes.dump'), 'not a dump');
      await expect(restoreDistributed(targetUrl, restoredUploads.path, damaged.path)).rejects.toThrow(
        /recipes.dump is missing or damaged/,
      );
    } finally {
      damaged.remove();
    }
  });
});
