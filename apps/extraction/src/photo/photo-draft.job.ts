import { IMPORT_STAGE_PROGRESS as STAGE, invalid, RecipeDraft } from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';
import { readPageText } from '@mise/recipe-import';
import type { OcrPool } from './ocr-pool';
import { prepareForOcr } from './page-image';
import { wordsToPageText } from './page-layout';
import { splitRecipes } from './page-recipes';

export interface DraftFromPhotoData {
  /** The page image, base64 (JPEG, PNG, WebP, AVIF or HEIC), already checked by the gateway. */
  image: string;
}

/** Shown when a page holds no recipe the reader can find; the web shows the spec's alert. */
export const NO_RECIPE_ON_PAGE = 'No recipe could be read from this image';

export interface PhotoRead {
  draft: RecipeDraft;
  /** The page text in reading order, as handed to the page reader. */
  text: string;
  skew: number;
}

/** Photo -> upright grey page -> words -> text in column order -> draft. */
export async function readRecipePhoto(
  image: Buffer,
  pool: OcrPool,
  context?: JobContext,
): Promise<PhotoRead> {
  let prepared;
  await context?.progress(STAGE.reading);
  try {
    prepared = await prepareForOcr(image);
  } catch {
    throw invalid('The image could not be read');
  }
  const page = await pool.read(prepared.image);
  await context?.progress(STAGE.structuring);
  const text = wordsToPageText(page.words);
  // The first recipe on the page that reads as one (a title and something to cook from).
  const imported = splitRecipes(text)
    .map((part) => readPageText(part))
    .find((draft) => draft?.title && (draft.ingredients.length > 0 || draft.method.length > 0));
  if (!imported) throw invalid(NO_RECIPE_ON_PAGE);
  await context?.progress(STAGE.done);
  return { draft: RecipeDraft.parse(imported), text, skew: prepared.skew };
}

/** The `draft-from-photo` job. Deterministic for one image, so a retry is safe. */
export function draftFromPhotoJob(pool: OcrPool) {
  return async (data: DraftFromPhotoData, context: JobContext): Promise<RecipeDraft> =>
    (await readRecipePhoto(Buffer.from(data.image, 'base64'), pool, context)).draft;
}
