import { createHash } from 'node:crypto';
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';

/**
 * sharp (libvips, ~10 MB resident) is loaded on the first image, not at start: a gateway at rest
 * never needs it.
 */
export function loadSharp(): typeof SharpModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('sharp') as typeof SharpModule;
}

/** The formats accepted as uploads. SVG is never one: it is a document that can carry script. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type a file's first bytes announce, or null. Names and declared types are chosen by
 * the sender and prove nothing; the magic bytes are what a decoder will actually read.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

export interface ImageLimits {
  /** Largest accepted upload, in bytes. */
  maxBytes: number;
  /** Largest accepted width x height: a small file can declare a huge canvas (a decompression bomb). */
  maxPixels: number;
}

/** 10 MB covers any phone photo; 50 MP covers any phone camera and refuses bombs in milliseconds. */
export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 };

export type ImageRejection = 'too-large' | 'not-an-image' | 'too-many-pixels' | 'unreadable';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface ImageVariant {
  name: string;
  width: number;
  height: number;
  /** 'inside' keeps the whole picture (detail page); 'cover' crops to the box (cards). */
  fit: 'inside' | 'cover';
}

/**
 * A display size for the detail page and a card thumbnail: cards are 200 px high in a two- or
 * three-column grid, so 600x400 stays sharp on a 2x screen.
 */
export const RECIPE_IMAGE_VARIANTS: readonly ImageVariant[] = [
  { name: 'display', width: 1600, height: 1600, fit: 'inside' },
  { name: 'thumb', width: 600, height: 400, fit: 'cover' },
];

export type OutputFormat = 'webp' | 'jpeg';
const EXTENSION: Record<OutputFormat, string> = { webp: 'webp', jpeg: 'jpg' };
const CONTENT_TYPE: Record<OutputFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

export interface ProcessedFile {
  key: string;
  variant: string;
  format: OutputFormat;
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Content hash shared by every file of the image; the same picture always gets the same name. */
  hash: string;
  files: ProcessedFile[];
}

/** The key a variant of an image is stored under: content-hashed, so it can be cached for ever. */
export function imageKey(prefix: string, hash: string, variant: string, format: OutputFormat): string {
  return `${prefix}/${hash}-${variant}.${EXTENSION[format]}`;
}

function decoder(input: Buffer, limits: ImageLimits): Sharp {
  // failOn 'error': a truncated or corrupt file is refused rather than half-decoded.
  return loadSharp()(input, { limitInputPixels: limits.maxPixels, failOn: 'error', animated: false });
}

/**
 * Checks an upload by its content and re-encodes it: every variant in WebP plus a JPEG fallback,
 * turned upright by its EXIF orientation, with all metadata (EXIF, GPS, XMP, comments) left out,
 * because nothing is copied unless asked for. Throws ImageRejectedError for anything refused.
 */
export async function processImage(
  input: Buffer,
  options: { prefix: string; variants?: readonly ImageVariant[]; limits?: ImageLimits },
): Promise<ProcessedImage> {
  const limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
  const variants = options.variants ?? RECIPE_IMAGE_VARIANTS;
  if (input.length > limits.maxBytes)
    throw new ImageRejectedError(
      'too-large',
      `Image must be at most ${Math.floor(limits.maxBytes / 1048576)} MB`,
    );
  if (!sniffImageType(input))
    throw new ImageRejectedError(
      'not-an-image',
      'The file is not a JPEG, PNG, WebP, GIF, AVIF or HEIC image',
    );

  let width: number;
  let height: number;
  try {
    const metadata = await decoder(input, { ...limits, maxPixels: 0 }).metadata();
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  } catch {
    throw new ImageRejectedError('unreadable', 'The image could not be read');
  }
  // Checked from the header alone, before a single pixel is decoded.
  if (width <= 0 || height <= 0) throw new ImageRejectedError('unreadable', 'The image could not be read');
  if (width * height > limits.maxPixels)
    throw new ImageRejectedError('too-many-pixels', 'The image has too many pixels');

  const rendered: Omit<ProcessedFile, 'key'>[] = [];
  try {
    const upright = decoder(input, limits).autoOrient();
    for (const variant of variants) {
      const resized = upright
        .clone()
        .resize({ width: variant.width, height: variant.height, fit: variant.fit, withoutEnlargement: true });
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      // JPEG has no transparency: a transparent PNG would otherwise turn black behind its shape.
      const jpeg = await resized
        .clone()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      for (const [format, out] of [
        ['webp', webp],
        ['jpeg', jpeg],
      ] as const) {
        rendered.push({
          variant: variant.name,
          format,
          contentType: CONTENT_TYPE[format],
          data: out.data,
          width: out.info.width,
          height: out.info.height,
        });
      }
    }
  } catch {
    throw new ImageRejectedError('unreadable', 'The image could not be read');
  }
  const hash = createHash('sha256');
  for (const file of rendered) hash.update(file.data);
  const digest = hash.digest('hex').slice(0, 32);
  return {
    hash: digest,
    files: rendered.map((file) => ({
      ...file,
      key: imageKey(options.prefix, digest, file.variant, file.format),
    })),
  };
}
