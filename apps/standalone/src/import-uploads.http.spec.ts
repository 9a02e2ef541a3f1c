import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { tempDir, TempDir } from '@mise/platform-testing';
import { paprikaExport } from '../../extraction/src/exports/fixtures/export-fixtures';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/** Export files pass through DATA_DIR/uploads/imports on their way to the workers: none may stay. */
describe('export files in the upload store', () => {
  let dir: TempDir;
  let app: TestStandalone;
  const imports = () => join(dir.path, 'data', 'uploads', 'imports');
  const left = () => (existsSync(imports()) ? readdirSync(imports()).sort() : []);

  beforeAll(async () => {
    dir = tempDir('mise-import-store-');
    // What an earlier run left when it stopped mid-import: an upload, a late result, half a write.
    mkdirSync(imports(), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const name of [
      '0123456789abcdef0123456789abcdef.bin',
      '0123456789abcdef0123456789abcdef-result.json',
      'fedcba9876543210fedcba9876543210.bin.a1b2c3d4e5f6.part',
    ]) {
      writeFileSync(join(imports(), name), 'left behind');
      utimesSync(join(imports(), name), twoHoursAgo, twoHoursAgo);
    }
    // One written a moment ago may belong to an import another gateway is running.
    writeFileSync(join(imports(), 'aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbb.bin'), 'in use');
    app = await startTestStandalone({ DATA_DIR: join(dir.path, 'data'), RATE_LIMIT_SCALE: '0' });
  }, 60000);
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  it('removes at start what an interrupted import left, and keeps what may still be in use', () => {
    expect(left()).toEqual(['aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbb.bin']);
  });

  it('keeps nothing of a preview, a save or an export that could not be read', async () => {
    const before = left();
    const file = Buffer.from(await paprikaExport());
    const cook = app.bearer('store-cook');
    await request(app.http)
      .post('/api/recipes/import-file')
      .set('Authorization', cook)
      .attach('file', file, 'My Recipes.paprikarecipes')
      .expect(200);
    expect(left()).toEqual(before);
    await request(app.http)
      .post('/api/recipes/import-file/save')
      .set('Authorization', cook)
      .field('indices', '[1]')
      .attach('file', file, 'My Recipes.paprikarecipes')
      .expect(200);
    expect(left()).toEqual(before);
    const bad = await request(app.http)
      .post('/api/recipes/import-file')
      .set('Authorization', cook)
      .attach('file', Buffer.from('not an export'), 'notes.txt')
      .expect(400);
    expect(bad.body.error).toBe('The file is not a recipe export this app can read');
    expect(left()).toEqual(before);
  }, 60000);
});
