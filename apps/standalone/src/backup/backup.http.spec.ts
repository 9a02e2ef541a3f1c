import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirLockedError } from '@mise/platform-db';
import { tempDir } from '@mise/platform-testing';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { startTestStandalone, TestStandalone } from '../test-standalone.fixture';
import { BACKUP_MAGIC, BackupFileError, readBackupFile } from './backup-file';
import { BACKUP_ENDPOINT_FILE, requestBackup, restoreBackup } from './standalone-backup';

/**
 * A backup of a running standalone app, restored into a fresh data directory: every row of every
 * table and every image comes back; a write acknowledged before the backup was asked for is in it,
 * even with writes arriving during it; a running app's directory and a damaged file are refused.
 */
describe('standalone backup and restore', () => {
  let app: TestStandalone;
  const fresh = tempDir('mise-restore-');
  const as = (uid: string) => ({ Authorization: app.bearer(uid) });
  const photo = (background: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer();

  /** Every row of every table, in a stable order, as text. */
  async function everyRow(target: TestStandalone): Promise<string> {
    const run = async (query: string) =>
      (
        (await target.standalone.store.db.execute(sql.raw(query))) as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows;
    const tables = await run(`
      SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
      FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`);
    const dump: Record<string, string[]> = {};
    for (const { name } of tables)
      dump[String(name)] = (await run(`SELECT row_to_json(t)::text AS row FROM ${String(name)} t`))
        .map((row) => String(row.row))
        .sort();
    return JSON.stringify(dump);
  }

  async function addRecipe(
    uid: string,
    title: string,
    colour: string,
  ): Promise<{ id: number; image: string }> {
    const res = await request(app.http)
      .post('/api/recipes')
      .set(as(uid))
      .field('title', title)
      .field('ingredients', JSON.stringify(['1 egg', `${title} salt`]))
      .attach('imageFile', await photo(colour), 'dish.jpg')
      .expect(201);
    return { id: res.body.id as number, image: res.body.image as string };
  }

  beforeAll(async () => {
    app = await startTestStandalone({ RATE_LIMIT_SCALE: '0' });
    // The accounts as the launcher exports them (decision 002): a pointer and its slot.
    mkdirSync(join(app.dataDir, 'auth', 'b', 'auth_export'), { recursive: true });
    writeFileSync(join(app.dataDir, 'auth', 'CURRENT'), 'b');
    writeFileSync(
      join(app.dataDir, 'auth', 'b', 'auth_export', 'accounts.json'),
      '{"users":[{"localId":"ada"}]}',
    );
    for (let i = 0; i < 6; i++) await addRecipe(i % 2 ? 'ada' : 'bo', `Dish ${i}`, `#${i}0${i}0${i}0`);
    await request(app.http).post('/api/shopping/items').set(as('ada')).send({ name: 'Milk' }).expect(201);
    await request(app.http)
      .post('/api/pantry/items')
      .set(as('bo'))
      .send({ name: 'Rice', quantity: '2', unit: 'kg' })
      .expect(201);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    fresh.remove();
  });

  it('answers only the token the app wrote, and only on loopback', async () => {
    const { port } = JSON.parse(readFileSync(join(app.dataDir, BACKUP_ENDPOINT_FILE), 'utf8')) as {
      port: number;
    };
    const wrong = await fetch(`http://127.0.0.1:${port}/backup`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-the-token' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Wrong or missing backup token' });
  });

  it('keeps every write acknowledged before the backup while writes go on during it', async () => {
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) acknowledged.push((await addRecipe('ada', `Busy ${i}`, '#777777')).id);
    })();
    while (acknowledged.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = [...acknowledged];
    const file = await requestBackup(app.dataDir);
    writing = false;
    await writer;

    const { parts } = readBackupFile(file);
    const restoredInto = tempDir('mise-restore-busy-');
    try {
      await restoreBackup(restoredInto.path, file);
      const restored = await startTestStandalone({ DATA_DIR: restoredInto.path, RATE_LIMIT_SCALE: '0' });
      try {
        const res = await request(restored.http)
          .get('/api/recipes')
          .set({ Authorization: restored.bearer('ada') });
        const ids = (res.body as { id: number }[]).map((recipe) => recipe.id);
        expect(ids).toEqual(expect.arrayContaining(before));
        // Whatever it holds is whole: each restored recipe's image is restored too.
        for (const recipe of res.body as { image: string }[])
          expect(parts.some((part) => recipe.image.endsWith(part.name.replace(/^uploads\//, '')))).toBe(true);
      } finally {
        await restored.close();
      }
    } finally {
      restoredInto.remove();
    }
  }, 120_000);

  it('restores every row, account file and image into a fresh data directory', async () => {
    const file = await requestBackup(app.dataDir);
    expect(file.subarray(0, BACKUP_MAGIC.length).toString()).toBe(BACKUP_MAGIC);
    const rows = await everyRow(app);
    const images = new Map<string, Buffer>();
    for (const uid of ['ada', 'bo']) {
      const recipes = (await request(app.http).get('/api/recipes').set(as(uid)).expect(200)).body as {
        image: string;
      }[];
      for (const recipe of recipes) {
        const res = await request(app.http).get(recipe.image).set(as(uid)).buffer(true).expect(200);
        images.set(recipe.image, res.body as Buffer);
      }
    }
    expect(images.size).toBeGreaterThanOrEqual(6);

    expect(await restoreBackup(fresh.path, file)).toBeNull();
    expect(readFileSync(join(fresh.path, 'auth', 'b', 'auth_export', 'accounts.json'), 'utf8')).toContain(
      'ada',
    );
    const restored = await startTestStandalone({ DATA_DIR: fresh.path, RATE_LIMIT_SCALE: '0' });
    try {
      expect(await everyRow(restored)).toBe(rows);
      for (const [url, bytes] of images) {
        const res = await request(restored.http)
          .get(url)
          .set({ Authorization: restored.bearer('ada') })
          .buffer(true)
          .expect(200);
        expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
      }
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses to restore into the directory of a running app', async () => {
    const file = await requestBackup(app.dataDir);
    await expect(restoreBackup(app.dataDir, file)).rejects.toBeInstanceOf(DataDirLockedError);
  }, 60_000);

  it('refuses a damaged file, another format or another version before touching the directory', async () => {
    const file = await requestBackup(app.dataDir);
    const target = tempDir('mise-restore-bad-');
    try {
      const flipped = Buffer.from(file);
      flipped[flipped.length - 10] ^= 0xff;
      await expect(restoreBackup(target.path, flipped)).rejects.toThrow(
        new BackupFileError('its checksum does not match'),
      );
      await expect(restoreBackup(target.path, Buffer.from('{"format":"mise-export"}'))).rejects.toThrow(
        BackupFileError,
      );
      const newer = Buffer.from(file.toString('latin1').replace('"version":1', '"version":9'), 'latin1');
      await expect(restoreBackup(target.path, newer)).rejects.toThrow(/version 9/);
      const cut = file.subarray(0, file.length - 1);
      await expect(restoreBackup(target.path, cut)).rejects.toThrow(BackupFileError);
    } finally {
      target.remove();
    }
  }, 60_000);
});
