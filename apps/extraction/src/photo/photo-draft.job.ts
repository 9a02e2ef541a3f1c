import { IMPORT_STAGE_PROGRESS as STAGE, invalid, RecipeDraft } from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';
import { readPageText } from '@mise/recipe-import';
import type { OcrPool, PageOcr } from './ocr-pool';
import { loadSharp } from '@mise/platform-storage';
import { readPageAmounts } from './page-amounts';
import { prepareForOcr } from './page-image';
import { wordsToPageText, type OcrWord } from './page-layout';
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
  pool: PageOcr,
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
  const grey = await loadSharp()(prepared.image)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const amounts = await readPageAmounts(
    page.words,
    { data: grey.data, width: grey.info.width, height: grey.info.height },
    pool,
  );
  const text = wordsToPageText(amounts.words);
  // The first recipe on the page that reads as one (a title and something to cook from).
  const imported = splitRecipes(text)
    .map((part) => readPageText(part))
    .find((draft) => draft?.title && (draft.ingredients.length > 0 || draft.method.length > 0));
  if (!imported) throw invalid(NO_RECIPE_ON_PAGE);
  const doubtful = doubtfulIngredients(imported.ingredients, amounts.words, amounts.doubtfulLines);
  imported.uncertain_amounts = [...new Set([...imported.uncertain_amounts, ...doubtful])].sort(
    (a, b) => a - b,
  );
  await context?.progress(STAGE.done);
  return { draft: RecipeDraft.parse(imported), text, skew: prepared.skew };
}

/** The words of a line that name things (letters only, no amounts), as one key. */
const nameKey = (text: string) =>
  (text.toLowerCase().match(/(?<![\p{L}\p{N}])\p{L}{3,}(?![\p{N}])/gu) ?? []).join(' ');

/**
 * Ingredient lines holding an amount the reader doubted: each engine line marked doubtful is found
 * in the draft by its words (a wrapped line is the start of its ingredient).
 */
function doubtfulIngredients(ingredients: string[], words: OcrWord[], doubtfulLines: Set<number>): number[] {
  const keys = ingredients.map(nameKey);
  const out: number[] = [];
  for (const line of doubtfulLines) {
    const key = nameKey(
      words
        .filter((w) => w.line === line)
        .sort((a, b) => a.x0 - b.x0)
        .map((w) => w.text)
        .join(' '),
    );
    if (!key) continue;
    keys.forEach((k, i) => {
      if (k === key || (k.startsWith(`${key} `) && key.length >= 3)) out.push(i);
    });
  }
  return out;
}

/** The `draft-from-photo` job. Deterministic for one image, so a retry is safe. */
export function draftFromPhotoJob(pool: OcrPool) {
  return async (data: DraftFromPhotoData, context: JobContext): Promise<RecipeDraft> =>
    (await readRecipePhoto(Buffer.from(data.image, 'base64'), pool, context)).draft;
}
