import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, rowsOf } from '@mise/platform-db';
import { migratedStoreTemplate, seedMigratedStore, tempDir } from '@mise/platform-testing';
import { sql } from 'drizzle-orm';
import { standaloneMigrationFolders } from '../../../test/jest.global-setup';
import { standaloneMigrations } from './standalone-app';

const journalEntries = (folder: string) =>
  (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

/**
 * Spec files start from a copy of a migrated store (jest's global setup builds it) instead of
 * migrating their own: the copy must hold every migration, and copies must not share data.
 */
describe('the migrated store spec files start from', () => {
  it('is built by the global setup for the same migrations the standalone applies', () => {
    expect(standaloneMigrationFolders()).toEqual(
      standaloneMigrations.map(({ service, migrationsFolder }) => ({ service, migrationsFolder })),
    );
  });

  it('holds every migration of every service, and each copy is a store of its own', async () => {
    const dirs = [tempDir(), tempDir()];
    try {
      const stores = [];
      for (const dir of dirs) {
        await seedMigratedStore(dir.path, standaloneMigrations);
        stores.push(await openPglite(dir.path));
      }
      const [first, second] = stores;
      for (const migrations of standaloneMigrations) {
        const table = sql.raw(`drizzle.__migrations_${migrations.service}`);
        const applied = await first.db.execute(sql`SELECT count(*)::int AS n FROM ${table}`);
        expect({ service: migrations.service, applied: rowsOf(applied)[0].n }).toEqual({
          service: migrations.service,
          applied: journalEntries(migrations.migrationsFolder),
        });
        // Applying them again finds nothing to do (and fails on nothing).
        await first.migrate(migrations);
      }
      await first.db.execute(sql`CREATE TABLE public.only_in_first (id int)`);
      const seen = await second.db.execute(sql`SELECT to_regclass('public.only_in_first') AS t`);
      expect(rowsOf(seen)[0].t).toBeNull();
      for (const store of stores) await store.close();
      expect(await migratedStoreTemplate(standaloneMigrations)).toBe(
        await migratedStoreTemplate(standaloneMigrationFolders()),
      );
    } finally {
      for (const dir of dirs) dir.remove();
    }
  }, 60000);
});
