import { openPglite, ServiceMigrations, Store } from '@mise/platform-db';
import { seedMigratedStore } from './store-template';
import { tempDir } from './temp-dir';

export interface TestStore {
  store: Store;
  close(): Promise<void>;
}

/**
 * A PGlite store in a fresh temp dir with the given services' migrations applied: a copy of a migrated
 * template, so only the first spec file of a machine pays for the migrations. Opening still takes a
 * moment, so open one per spec file (beforeAll) and let tests use distinct users.
 */
export async function openTestStore(migrations: ServiceMigrations[]): Promise<TestStore> {
  const dir = tempDir('mise-store-');
  await seedMigratedStore(dir.path, migrations);
  const store = await openPglite(dir.path);
  for (const service of migrations) await store.migrate(service);
  return {
    store,
    close: async () => {
      await store.close();
      dir.remove();
    },
  };
}
