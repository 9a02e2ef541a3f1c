import { KeptRecipeFields, MiseExportFile, RecipeDraft } from '@mise/contracts';
import type { ReadExport, ReadRecipe } from './export-readers';

/*
 * This app's own account export (GET /api/users/me/export) as an import: each recipe whole, with
 * the picture the file carries for it, and the fields a draft has no room for (privacy, status,
 * rating, nutrition) kept aside for saving. The shopping list and pantry in the same file are the
 * gateway's to restore: they are not recipes.
 */

type Json = Record<string, unknown>;

/** Parses the file, or null when it is not a readable export of ours. */
export function parseMiseExport(json: unknown): MiseExportFile | null {
  const parsed = MiseExportFile.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Each carried field that is valid on its own: one odd field must not cost the others. */
function keptFields(recipe: Json): KeptRecipeFields {
  const nutrition = recipe.nutrition;
  const candidates: Json = {
    privacy: recipe.privacy,
    status: recipe.status,
    your_rating: recipe.your_rating,
    nutrition_per_serving: typeof nutrition === 'object' && nutrition !== null ? nutrition : undefined,
    owner: recipe.owner ?? undefined,
    original_rating: recipe.original_rating ?? undefined,
    original_owner_display_name: recipe.original_owner_display_name ?? undefined,
  };
  const kept: Json = {};
  for (const [key, value] of Object.entries(candidates)) {
    if (value === undefined) continue;
    const one = KeptRecipeFields.safeParse({ [key]: value });
    if (one.success) Object.assign(kept, one.data);
  }
  return kept as KeptRecipeFields;
}

function readRecipe(recipe: Json, index: number, file: MiseExportFile): ReadRecipe {
  const name = typeof recipe.title === 'string' && recipe.title ? recipe.title : `Recipe ${index + 1}`;
  const draft = RecipeDraft.safeParse(recipe);
  if (!draft.success) throw new Error(`${name}: not a recipe`);
  const image = typeof recipe.image === 'string' ? recipe.image : '';
  const carried = file.images[image];
  return {
    name,
    // A stored picture's address means nothing in another account: its bytes travel instead.
    draft: { ...draft.data, image: /^https?:\/\//.test(image) ? image : '' },
    kept: keptFields(recipe),
    ...(carried ? { imageBytes: Buffer.from(carried.data, 'base64') } : {}),
  };
}

export function readMiseExport(file: MiseExportFile): ReadExport {
  const out: ReadExport = { format: 'mise', recipes: [], skipped: [] };
  file.recipes.forEach((recipe, index) => {
    try {
      out.recipes.push(readRecipe(recipe, index, file));
    } catch {
      out.skipped.push({ name: `Recipe ${index + 1}`, reason: 'Could not be read' });
    }
  });
  return out;
}
