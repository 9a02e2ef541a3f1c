import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempDir {
  readonly path: string;
  remove(): void;
}

/** A fresh directory under the OS temp dir, e.g. a DATA_DIR for one spec file. */
export function tempDir(prefix = 'mise-test-'): TempDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
