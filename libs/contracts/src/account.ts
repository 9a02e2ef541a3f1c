import { z } from 'zod';
import type { ExportedImage, ExportedPantryPhoto, MISE_EXPORT_FORMAT } from './mise-export';

/**
 * Account deletion and export (issue 12). The gateway asks each service, over the bus, for all
 * of one person's data (export) or to delete it (deletion), then publishes `Events.userDeleted`.
 */
export const UserDataMessage = z.object({ userId: z.number().int() });
export type UserDataMessage = z.infer<typeof UserDataMessage>;

/** What a service removed; `imageUrls` are stored images no remaining record names (the gateway deletes them). */
export const UserDataDeletedReply = z.object({
  deleted: z.number().int().nonnegative(),
  imageUrls: z.array(z.string()),
});
export type UserDataDeletedReply = z.infer<typeof UserDataDeletedReply>;

/** Each service's part of the export: plain JSON, keyed by what it is (recipes, shoppingList, pantry, profile...). */
export const UserDataExportReply = z.record(z.string(), z.unknown());
export type UserDataExportReply = z.infer<typeof UserDataExportReply>;

/** Published once every service has deleted the person's data. */
export const UserDeletedEvent = z.object({ id: z.number().int() });
export type UserDeletedEvent = z.infer<typeof UserDeletedEvent>;

/**
 * `GET /api/users/me/export`: one JSON file of everything the person has in the app, pictures
 * included (`images`, by the URL the records name), readable again by the import-file calls.
 */
export interface AccountExport {
  format: typeof MISE_EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  profile: unknown;
  recipes: unknown[];
  shoppingList: unknown;
  pantry: unknown[];
  pantryPhotos: ExportedPantryPhoto[];
  social: Record<string, unknown>;
  images: Record<string, ExportedImage>;
}
