#!/usr/bin/env node
// `npm run db:generate [-- SERVICE ...] [-- --name NAME]`: drizzle-kit generates a migration for each
// service that owns a schema (or the ones named) from its src/db/schema.ts. A service whose schema has
// not changed gets no new file. Generated migrations are reviewed and committed, never edited after landing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const nameAt = args.indexOf('--name');
const name = nameAt >= 0 ? args[nameAt + 1] : undefined;
const named = args.filter((arg, index) => !arg.startsWith('--') && index !== nameAt + 1);
const services = ['recipes', 'social', 'shopping'].filter(
  (service) => named.length === 0 || named.includes(service),
);
const unknown = named.filter((service) => !services.includes(service));
if (unknown.length > 0) {
  console.error(
    `db:generate: no schema for ${unknown.join(', ')} (services with one: recipes, social, shopping)`,
  );
  process.exit(2);
}

const drizzleKit = join(root, 'node_modules', 'drizzle-kit', 'bin.cjs');
for (const service of services) {
  const config = join('apps', service, 'drizzle.config.ts');
  if (!existsSync(join(root, config))) {
    console.error(`db:generate: ${config} is missing`);
    process.exit(1);
  }
  console.log(`db:generate: ${service}`);
  const result = spawnSync(
    process.execPath,
    [drizzleKit, 'generate', '--config', config, ...(name ? ['--name', name] : [])],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
