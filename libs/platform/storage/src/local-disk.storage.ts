import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  assertValidFolder,
  assertValidKey,
  contentTypeForKey,
  ObjectStorage,
  StoredObject,
} from './object-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under one root (DATA_DIR/uploads in the standalone profile). Writes go to a temporary
 * name first and are renamed into place, so a reader never sees half a file, even after a crash.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertValidKey(key);
    return join(this.root, key);
  }

  // The type is not kept: keys carry the extension the pipeline chose, and reads derive it from that.
  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { data: await readFile(this.path(key)), contentType: contentTypeForKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.path(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async removeOlderThan(folder: string, cutoff: Date): Promise<number> {
    assertValidFolder(folder);
    const dir = join(this.root, folder);
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(dir, entry.name);
      try {
        if ((await stat(path)).mtimeMs >= cutoff.getTime()) continue;
        await unlink(path);
        removed += 1;
      } catch (error) {
        // Removed meanwhile by the import that wrote it, or by another sweep.
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }
}

/** The standalone profile's uploads folder inside a data directory. */
export function uploadsDir(dataDir: string): string {
  return join(resolve(dataDir), 'uploads');
}
