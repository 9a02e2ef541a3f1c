import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { exportResultKey } from '@mise/contracts';
import type { ObjectStorage } from '@mise/platform-storage';
import { randomBytes } from 'node:crypto';
import { OBJECT_STORAGE } from '../images';

/** The upload store's folder for export files and their read results. */
export const IMPORT_FOLDER = 'imports';

export interface ImportUploadExpiry {
  /** An upload older than this belongs to no import under way (a read waits at most ~2 minutes). */
  maxAgeMs: number;
  /** How often the folder is swept while the gateway runs (it is also swept at start). */
  everyMs: number;
}

export const IMPORT_UPLOAD_EXPIRY = Symbol('IMPORT_UPLOAD_EXPIRY');
export const DEFAULT_IMPORT_UPLOAD_EXPIRY: ImportUploadExpiry = {
  maxAgeMs: 30 * 60_000,
  everyMs: 10 * 60_000,
};

/**
 * Export files on their way to the extraction workers, in the upload store the gateway shares
 * with them. An upload lives only as long as the import that sent it: it and its read result are
 * removed when the import finishes or fails. Whatever an interruption leaves (a gateway that
 * stopped mid-read, a worker that wrote its result after the gateway gave up, half a write) is
 * swept once it is older than `maxAgeMs`: at start, then every `everyMs`.
 */
@Injectable()
export class ImportUploads implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ImportUploads');
  private readonly expiry: ImportUploadExpiry;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Optional() @Inject(IMPORT_UPLOAD_EXPIRY) expiry?: ImportUploadExpiry,
  ) {
    this.expiry = expiry ?? DEFAULT_IMPORT_UPLOAD_EXPIRY;
  }

  /** Stores the file, hands its key to `use`, and removes the file and its result whatever happens. */
  async hold<T>(file: Buffer, use: (fileKey: string) => Promise<T>): Promise<T> {
    const fileKey = `${IMPORT_FOLDER}/${randomBytes(16).toString('hex')}.bin`;
    try {
      await this.storage.put(fileKey, file, 'application/octet-stream');
      return await use(fileKey);
    } finally {
      // Each removal on its own: one that fails leaves the other done, and the sweep the rest.
      const removals = await Promise.allSettled([
        this.storage.delete(fileKey),
        this.storage.delete(exportResultKey(fileKey)),
      ]);
      for (const removal of removals)
        if (removal.status === 'rejected')
          this.logger.warn(`Upload left for the sweep: ${String(removal.reason)}`);
    }
  }

  /** Removes the uploads older than the limit; answers how many went. One sweep at a time. */
  sweep(): Promise<number> {
    this.sweeping ??= this.storage
      .removeOlderThan(IMPORT_FOLDER, new Date(Date.now() - this.expiry.maxAgeMs))
      .catch((error: unknown) => {
        this.logger.warn(`Sweeping abandoned import uploads failed: ${String(error)}`);
        return 0;
      })
      .finally(() => {
        this.sweeping = undefined;
      });
    return this.sweeping;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.expiry.everyMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }
}
