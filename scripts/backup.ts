// `npm run backup -- FILE`: a consistent backup of the standalone app running on DATA_DIR (default
// ./data) into FILE, without stopping it: its database, auth emulator accounts and uploads, taken
// while the app holds writes for a moment (decision 023). Prints the size and the time it took.
import { renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { requestBackup } from '../apps/standalone/src/backup/standalone-backup';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: npm run backup -- FILE');
  const dataDir = resolve(process.env.DATA_DIR || 'data');
  const started = performance.now();
  const file = await requestBackup(dataDir);
  // Written aside and renamed: an interrupted backup never leaves a half file under FILE's name.
  writeFileSync(`${target}.part`, file);
  renameSync(`${target}.part`, target);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Backup of ${dataDir} written to ${target}: ${(file.length / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
