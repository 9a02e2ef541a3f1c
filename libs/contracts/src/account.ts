import { z } from 'zod';
import { storeInt } from './input-limits';
import { ExportedImage, ExportedPantryPhoto, MISE_EXPORT_FORMAT } from './mise-export';
import { Recipe } from './recipes';

/**
 * Account deletion and export (issue 12). The gateway asks each service, over the bus, for all
 * of one person's data (export) or to delete it (deletion), then publishes `Events.userDeleted`.
 */
export const UserDataMessage = z.object({ userId: storeInt() });
export type UserDataMessage = z.infer<typeof UserDataMessage>;

/** What a service removed; `imageUrls` are stored images no remaining record names (the gateway deletes them). */
export const UserDataDeletedReply = z.object({
  deleted: storeInt().nonnegative(),
  imageUrls: z.array(z.string()),
});
export type UserDataDeletedReply = z.infer<typeof UserDataDeletedReply>;

/** Recipes' part of the export: the person's recipes as the API reads them. */
export const RecipesExportPart = z.object({ recipes: z.array(Recipe) });
export type RecipesExportPart = z.infer<typeof RecipesExportPart>;

/** Shopping's part: the list and pantry items as stored (the import reads them), and the pantry photos. */
export const ShoppingExportPart = z.object({
  shoppingList: z.unknown(),
  pantry: z.array(z.unknown()),
  pantryPhotos: z.array(ExportedPantryPhoto),
});
export type ShoppingExportPart = z.infer<typeof ShoppingExportPart>;

/** Social's part: the profile (null once the person is gone). */
export const SocialExportPart = z.object({
  profile: z
    .object({
      id: storeInt(),
      display_name: z.string(),
      email: z.string(),
      profile_image_url: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
});
export type SocialExportPart = z.infer<typeof SocialExportPart>;

/** Published once every service has deleted the person's data. */
export const UserDeletedEvent = z.object({ id: storeInt() });
export type UserDeletedEvent = z.infer<typeof UserDeletedEvent>;

/**
 * `GET /api/users/me/export`: one JSON file of everything the person has in the app, pictures
 * included (`images`, by the URL the records name), readable again by the import-file calls.
 */
export const AccountExport = z.object({
  format: z.literal(MISE_EXPORT_FORMAT),
  version: storeInt(),
  exportedAt: z.string(),
  profile: z.unknown(),
  recipes: z.array(z.unknown()),
  shoppingList: z.unknown(),
  pantry: z.array(z.unknown()),
  pantryPhotos: z.array(ExportedPantryPhoto),
  social: z.record(z.string(), z.unknown()),
  images: z.record(z.string(), ExportedImage),
});
export type AccountExport = z.infer<typeof AccountExport>;
