import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npx drizzle-kit generate --config apps/shopping/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/shopping/src/db/schema.ts',
  out: './apps/shopping/src/db/migrations',
  schemaFilter: ['shopping'],
});
