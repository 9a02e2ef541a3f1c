import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npx drizzle-kit generate --config apps/recipes/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/recipes/src/db/schema.ts',
  out: './apps/recipes/src/db/migrations',
  schemaFilter: ['recipes'],
});
