import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npx drizzle-kit generate --config apps/social/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/social/src/db/schema.ts',
  out: './apps/social/src/db/migrations',
  schemaFilter: ['social'],
});
