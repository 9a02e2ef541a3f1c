// `npm run restore -- FILE`: puts a backup made by `npm run backup` back into DATA_DIR (default
// ./data). Refuses while an app uses that directory (its lock), checks the whole file (format,
// version, every checksum) before touching anything, and moves what the directory held aside.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreBackup } from '../apps/standalone/src/backup/standalone-backup';

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) throw new Error('Usage: npm run restore -- FILE');
  const dataDir = resolve(process.env.DATA_DIR || 'data');
  const aside = await restoreBackup(dataDir, readFileSync(source));
  console.log(`Restored ${source} into ${dataDir}.`);
  if (aside) console.log(`What it held before is in ${aside}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
