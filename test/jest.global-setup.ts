// Before any worker starts: the migrated store template that the standalone spec files copy (built
// once per machine and set of migrations; see libs/platform/testing/src/store-template.ts). Workers
// building it at the same moment would each pay for it. Service-only sets are built on first use.
import { join } from 'node:path';
import { migratedStoreTemplate } from '../libs/platform/testing/src/store-template';

/**
 * The standalone's migrations in its order (`standaloneMigrations`), named here by folder so that this
 * process need not load the services; a spec checks the two agree.
 */
export const STANDALONE_SERVICES = ['social', 'recipes', 'shopping'];

export const standaloneMigrationFolders = () =>
  STANDALONE_SERVICES.map((service) => ({
    service,
    migrationsFolder: join(__dirname, '..', 'apps', service, 'src', 'db', 'migrations'),
  }));

export default async function globalSetup(): Promise<void> {
  await migratedStoreTemplate(standaloneMigrationFolders());
}
