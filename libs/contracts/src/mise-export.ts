import { z } from 'zod';
import { storeInt } from './input-limits';
import { RecipeUpdate } from './recipes';

/*
 * The app's own export file (GET /api/users/me/export) read back as an import: everything a person
 * has, in one JSON file that carries its pictures, so a round trip into another account (or another
 * installation) loses nothing. The export writes it; the import-file calls read it.
 */

export const MISE_EXPORT_FORMAT = 'mise-export';
export const MISE_EXPORT_VERSION = 1;

/** A stored picture carried in the file, under the URL the records name: its type and bytes. */
export const ExportedImage = z.object({
  contentType: z.string().max(100),
  /** Base64 of the stored bytes. */
  data: z.string(),
});
export type ExportedImage = z.infer<typeof ExportedImage>;

/** A pantry photo as the export lists it. */
export const ExportedPantryPhoto = z.object({
  url: z.string(),
  name: z.string().default(''),
});
export type ExportedPantryPhoto = z.infer<typeof ExportedPantryPhoto>;

/**
 * A recipe's fields beyond the import draft that our own export carries and the import restores:
 * privacy, status, the person's rating, nutrition, and the names of a saved copy's origin. (The ids
 * linking a copy to its original name records of the old account, so they do not travel.) Built on
 * the update fields, which have no defaults: a field the file lacks stays unset.
 */
export const KeptRecipeFields = RecipeUpdate.pick({
  privacy: true,
  status: true,
  your_rating: true,
  nutrition_per_serving: true,
  owner: true,
  original_rating: true,
  original_owner_display_name: true,
}).partial();
export type KeptRecipeFields = z.infer<typeof KeptRecipeFields>;

const loose = z.record(z.string(), z.unknown());

/**
 * What an import reads of the file: recognised by `format`, every part optional beyond it, records
 * kept loose here and checked field by field by the reader (a newer or edited file still imports).
 */
export const MiseExportFile = z.object({
  format: z.literal(MISE_EXPORT_FORMAT),
  version: storeInt().min(1),
  exportedAt: z.string().optional(),
  recipes: z.array(loose).max(5000).default([]),
  shoppingList: z
    .object({ recipes: z.array(loose).default([]), customItems: z.array(loose).default([]) })
    .nullable()
    .default(null),
  pantry: z.array(loose).default([]),
  pantryPhotos: z
    .array(z.union([z.string().transform((url) => ({ url, name: '' })), ExportedPantryPhoto]))
    .default([]),
  images: z.record(z.string(), ExportedImage).default({}),
});
export type MiseExportFile = z.infer<typeof MiseExportFile>;

/** Quick test on parsed JSON, before the full parse. */
export const isMiseExport = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && (json as { format?: unknown }).format === MISE_EXPORT_FORMAT;
