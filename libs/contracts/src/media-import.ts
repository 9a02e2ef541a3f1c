import { z } from 'zod';
import { storeInt } from './input-limits';
import { ImportIdField, RecipeDraft } from './extraction';
import { VIDEO_ID_RE } from './media-import-checks';
import { KeptRecipeFields } from './mise-export';

// Photo, video and other apps' exports: the ways in besides pasted text and web pages.

/** Bus message for POST /api/recipes/extract-recipe: the page image, already checked and shrunk. */
export const ExtractPhotoMessage = z.object({
  userId: storeInt(),
  /** Base64 JPEG at most PHOTO_BUS_MAX_EDGE on its long side. */
  image: z.string().min(1),
  importId: ImportIdField,
});
export type ExtractPhotoMessage = z.infer<typeof ExtractPhotoMessage>;

/** Long edge of the page image the gateway hands on: enough for OCR, small enough for one bus message. */
export const PHOTO_BUS_MAX_EDGE = 2000;

/**
 * A long narrow page (a scroll capture, a tall column) scaled to PHOTO_BUS_MAX_EDGE would set its text
 * a dozen pixels high: too small for OCR, far too small for a fraction glyph's figures. Its short edge
 * is kept at PHOTO_MIN_SHORT_EDGE instead, within PHOTO_MAX_PIXELS.
 */
export const PHOTO_MIN_SHORT_EDGE = 1000;
export const PHOTO_MAX_PIXELS = 4_500_000;

/**
 * The size a long narrow page of `width` x `height` (upright) is read at, or null for any other
 * page, which is read at PHOTO_BUS_MAX_EDGE on its long side.
 */
export function tallPageSize(width: number, height: number): { width: number; height: number } | null {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long <= 0 || (short * PHOTO_BUS_MAX_EDGE) / long >= PHOTO_MIN_SHORT_EDGE) return null;
  const scale = Math.max(
    PHOTO_BUS_MAX_EDGE / long,
    Math.min(PHOTO_MIN_SHORT_EDGE / short, Math.sqrt(PHOTO_MAX_PIXELS / (width * height))),
  );
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** POST /api/recipes/extract-from-youtube body; the URL itself is judged by checkSocialVideoUrl. */
export const ExtractFromYouTube = z.object({ youtubeUrl: z.string().max(2000).default('') });
export type ExtractFromYouTube = z.infer<typeof ExtractFromYouTube>;

export const ExtractVideoMessage = z.object({
  userId: storeInt(),
  videoId: z.string().regex(VIDEO_ID_RE).max(64),
  importId: ImportIdField,
});
export type ExtractVideoMessage = z.infer<typeof ExtractVideoMessage>;

/**
 * Bus message: read the recipe in an Instagram or TikTok post's caption (and its subtitles where the
 * page carries them). `url` is the link as `checkSocialVideoUrl` returned it.
 */
export const ExtractSocialPostMessage = z.object({
  userId: storeInt(),
  platform: z.enum(['Instagram', 'TikTok']),
  url: z.string().url().max(2048),
  importId: ImportIdField,
});
export type ExtractSocialPostMessage = z.infer<typeof ExtractSocialPostMessage>;

// ---------------------------------------------------------------------------------------------
// Other apps' exports: POST /api/recipes/import-file (multipart `file`) answers a preview; the same
// file sent to /api/recipes/import-file/save (with `indices`, the recipes chosen) creates them. The
// file travels twice instead of the server keeping it between the two calls.

/** `mise`: this app's own account export (GET /api/users/me/export). */
export const ExportFormat = z.enum(['paprika', 'mealie', 'tandoor', 'recipesage', 'json-ld', 'mise']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** Largest export file accepted (a collection with photos). */
export const EXPORT_FILE_MAX_BYTES = 30 * 1024 * 1024;

/** One recipe found in an export file, as the preview shows it and as saving will create it. */
export const ImportCandidate = RecipeDraft.extend({
  /** Position in the file; `indices` on save name these. */
  index: storeInt().min(0),
  /** A small data: URL of the recipe's photo for the preview when the file carried one, else ''. */
  thumbnail: z.string().default(''),
  /** True when the person already has a recipe with this title and source: saving skips it. */
  duplicate: z.boolean().default(false),
  /** Fields only our own export carries (privacy, status, rating...), restored on save. */
  kept: KeptRecipeFields.optional(),
});
export type ImportCandidate = z.infer<typeof ImportCandidate>;

export const ImportPreview = z.object({
  format: ExportFormat,
  recipes: z.array(ImportCandidate),
  /** Entries of the file that were not recipes or could not be read, with why. */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

/** The `indices` field of the save call: a JSON array of candidate indices; absent means all. */
export const ImportSelection = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return null;
    try {
      const parsed = z.array(storeInt().min(0)).max(5000).parse(JSON.parse(raw));
      return parsed;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'indices must be a JSON array of recipe numbers' });
      return z.NEVER;
    }
  });

export const ImportSummary = z.object({
  created: z.array(z.object({ id: storeInt(), title: z.string() })),
  /** Titles skipped because the person already had them (same title and source) or the file repeats them. */
  duplicates: z.array(z.string()),
  failed: z.array(z.object({ title: z.string(), reason: z.string() })),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

/** Store keys of export uploads and their read results: `imports/<random>.bin` and `…-result.json`. */
export const EXPORT_STORE_KEY_RE = /^imports\/[a-z0-9]{16,64}(?:\.bin|-result\.json)$/;

/** The key the result of reading the export under `fileKey` is written to. */
export function exportResultKey(fileKey: string): string {
  return fileKey.replace(/\.bin$/, '-result.json');
}

/**
 * Bus message: read an export file. The file (up to EXPORT_FILE_MAX_BYTES, far over NATS's 1 MB
 * message limit) travels by reference: the gateway puts it in the upload store shared with the
 * extraction workers (a volume when distributed) under `fileKey`. `images` asks for each chosen
 * recipe's photo too.
 */
export const ReadExportMessage = z.object({
  userId: storeInt(),
  fileName: z.string().max(300),
  fileKey: z.string().regex(EXPORT_STORE_KEY_RE),
  indices: z.array(storeInt().min(0)).nullable().default(null),
  images: z.boolean().default(false),
});
export type ReadExportMessage = z.infer<typeof ReadExportMessage>;

/** What reading an export gives; the worker writes it to the store under `resultKey` (photos make it large). */
export const ReadExportReply = z.object({
  preview: ImportPreview,
  /** With `images`: candidate index -> base64 JPEG of its photo. */
  images: z.record(z.string(), z.string()).default({}),
});
export type ReadExportReply = z.infer<typeof ReadExportReply>;

/** The bus answer to `ReadExportMessage`: where in the shared store the `ReadExportReply` lies. */
export const ReadExportResult = z.object({ resultKey: z.string().regex(EXPORT_STORE_KEY_RE) });
export type ReadExportResult = z.infer<typeof ReadExportResult>;
