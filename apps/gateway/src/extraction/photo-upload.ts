import { invalid, PHOTO_BUS_MAX_EDGE, tallPageSize } from '@mise/contracts';
import { DEFAULT_IMAGE_LIMITS, loadSharp, sniffImageType } from '@mise/platform-storage';

/** A bus message stays under NATS's default 1 MB limit with room for the envelope. */
const MAX_BUS_BYTES = 700 * 1024;

/**
 * Checks an uploaded page photo by its content and shrinks it for the trip to the extraction
 * service: upright by EXIF, grey, at most PHOTO_BUS_MAX_EDGE on the long side (a long narrow page
 * keeps a readable short edge), JPEG. The OCR
 * preparation proper (light, contrast, deskew) happens in the worker.
 */
export async function pageImageForBus(bytes: Buffer): Promise<string> {
  const type = sniffImageType(bytes);
  if (!type) throw invalid('The file is not a JPEG, PNG, WebP, GIF, AVIF or HEIC image');
  let width = 0;
  let height = 0;
  try {
    const meta = await loadSharp()(bytes, { limitInputPixels: false }).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch {
    throw invalid(
      type === 'heic'
        ? 'HEIC photos cannot be read here. Please choose a JPEG or PNG (most phones convert when sharing).'
        : 'The image could not be read',
    );
  }
  if (width <= 0 || height <= 0) throw invalid('The image could not be read');
  if (width * height > DEFAULT_IMAGE_LIMITS.maxPixels) throw invalid('The image has too many pixels');
  // A long narrow page keeps a readable short edge (tallPageSize); its size is tried first.
  const tall = tallPageSize(width, height);
  try {
    for (const [edge, quality] of [
      ...(tall
        ? ([
            [tall, 85],
            [tall, 70],
          ] as const)
        : []),
      [PHOTO_BUS_MAX_EDGE, 85],
      [PHOTO_BUS_MAX_EDGE, 70],
      [1600, 70],
    ] as const) {
      const size = typeof edge === 'number' ? { width: edge, height: edge } : edge;
      const jpeg = await loadSharp()(bytes, {
        limitInputPixels: DEFAULT_IMAGE_LIMITS.maxPixels,
        failOn: 'error',
      })
        .rotate()
        .resize({ ...size, fit: 'inside', withoutEnlargement: true })
        .greyscale()
        .jpeg({ quality })
        .toBuffer();
      if (jpeg.length <= MAX_BUS_BYTES) return jpeg.toString('base64');
    }
  } catch {
    throw invalid('The image could not be read');
  }
  throw invalid('The image is too detailed to read; please take a closer photo of the page');
}
