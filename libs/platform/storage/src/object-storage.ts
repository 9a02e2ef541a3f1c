/** A stored file as read back: its bytes and the type to serve it with. */
export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live, addressed by key ("images/3f9c...-thumb.webp"). Local disk in the
 * standalone profile; an S3-compatible bucket can implement the same calls (PutObject,
 * GetObject, DeleteObject, HeadObject, and ListObjectsV2 with DeleteObject for the sweep) for the
 * distributed one.
 */
export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error: deletes are retried and may race. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Removes everything in one folder ("imports") last written before `cutoff`, including the
   * remains of a write that never finished; answers how many files went. A missing folder is empty.
   */
  removeOlderThan(folder: string, cutoff: Date): Promise<number>;
}

const FOLDER_RE = /^[a-z0-9][a-z0-9_-]*$/;

export function assertValidFolder(folder: string): void {
  if (folder.length > 60 || !FOLDER_RE.test(folder)) throw new InvalidKeyError(folder);
}

/**
 * Keys are a few lower-case path segments of letters, digits, '-', '_' and one dot-extension, so a
 * key taken from a URL can never climb out of the store or name a hidden file.
 */
const KEY_RE = /^(?:[a-z0-9][a-z0-9_-]*\/){0,3}[a-z0-9][a-z0-9_-]*\.[a-z0-9]{2,5}$/;

export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY_RE.test(key);
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidKeyError';
  }
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The type a key's extension stands for; the store only ever writes what the pipeline produced. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
