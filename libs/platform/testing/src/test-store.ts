import { openPglite, ServiceMigrations, Store } from '@mise/platform-db';
import { tempDir } from './temp-dir';

export interface TestStore {
  store: Store;
  close(): Promise<void>;
}

/**
 * A PGlite store in a fresh temp dir with the given services' migrations applied. PGlite takes
 * seconds to start, so open one per spec file (beforeAll) and let tests use distinct users.
 */
export async function openTestStore(migrations: ServiceMigrations[]): Promise<TestStore> {
  const dir = tempDir('mise-store-');
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
