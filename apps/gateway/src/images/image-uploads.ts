import { BadRequestException, Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import {
  ImageRejectedError,
  imageKey,
  ImageVariant,
  isValidKey,
  ObjectStorage,
  processImage,
  RECIPE_IMAGE_VARIANTS,
  type StoredObject,
} from '@mise/platform-storage';

/** The store uploaded images live in: local disk in standalone, a shared volume or bucket when distributed. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Where the gateway serves stored images from; a stored image's URL is this plus its key. */
export const IMAGES_PATH = '/api/images/';

/** Each kind of upload, the folder it is stored in and the sizes it is rendered to. */
export const IMAGE_FOLDERS = {
  recipes: RECIPE_IMAGE_VARIANTS,
  /** The profile screen shows a round avatar; 300x300 is what the web app crops to before upload. */
  profiles: [
    { name: 'display', width: 600, height: 600, fit: 'cover' },
    { name: 'thumb', width: 160, height: 160, fit: 'cover' },
  ],
  pantry: RECIPE_IMAGE_VARIANTS,
} as const satisfies Record<string, readonly ImageVariant[]>;
export type ImageFolder = keyof typeof IMAGE_FOLDERS;

export interface StoredImage {
  /** The display size (WebP; the JPEG twin is served to browsers that do not accept WebP). */
  imageUrl: string;
  /** The card or avatar size. */
  thumbnailUrl: string;
  /** Every key written, display and thumbnail in both formats. */
  keys: string[];
}

/**
 * Stores uploaded images: each is checked by content and re-encoded by the platform's image
 * pipeline (sizes, WebP + JPEG, upright, no metadata), then written under a content-hashed key.
 * Refusals become 413 (too many bytes) or 400 (not an image, too many pixels, unreadable) with
 * `{ error }`, and nothing is written.
 */
@Injectable()
export class ImageUploads {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async store(folder: ImageFolder, data: Buffer): Promise<StoredImage> {
    let processed;
    try {
      processed = await processImage(data, { prefix: folder, variants: IMAGE_FOLDERS[folder] });
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      if (error.reason === 'too-large') throw new PayloadTooLargeException(error.message);
      throw new BadRequestException(error.message);
    }
    for (const file of processed.files) await this.storage.put(file.key, file.data, file.contentType);
    const [display, thumb] = IMAGE_FOLDERS[folder].map((variant) => variant.name);
    return {
      imageUrl: IMAGES_PATH + imageKey(folder, processed.hash, display, 'webp'),
      thumbnailUrl: IMAGES_PATH + imageKey(folder, processed.hash, thumb, 'webp'),
      keys: processed.files.map((file) => file.key),
    };
  }

  /** The stored bytes behind a URL this class returned; null for any other URL or a missing file. */
  async read(url: string): Promise<StoredObject | null> {
    const key = url.startsWith(IMAGES_PATH) ? url.slice(IMAGES_PATH.length) : null;
    return key && isValidKey(key) ? this.storage.get(key) : null;
  }

  /**
   * Deletes every stored size and format of the image behind a URL this class returned. Keys are
   * content hashes, so two records can share one image: the caller deletes only an image that no
   * other record still names. Any other URL (an external image) is left alone.
   */
  async delete(url: string | null | undefined): Promise<void> {
    const key = url?.startsWith(IMAGES_PATH) ? url.slice(IMAGES_PATH.length) : null;
    const match = key && isValidKey(key) ? /^([a-z]+)\/([a-z0-9]+)-[a-z0-9_]+\.[a-z]+$/.exec(key) : null;
    if (!match || !(match[1] in IMAGE_FOLDERS)) return;
    const folder = match[1] as ImageFolder;
    for (const variant of IMAGE_FOLDERS[folder])
      for (const format of ['webp', 'jpeg'] as const)
        await this.storage.delete(imageKey(folder, match[2], variant.name, format));
  }
}
