import { IMPORT_STAGE_PROGRESS as STAGE, invalid, RecipeDraft } from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';
import { readPageText } from '@mise/recipe-import';
import type { OcrPool, PageOcr } from './ocr-pool';
import { loadSharp } from '@mise/platform-storage';
import { readPageAmounts } from './page-amounts';
import { restoreBullets } from './page-bullets';
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
  const read = await pool.read(prepared.image);
  await context?.progress(STAGE.structuring);
  const grey = await loadSharp()(prepared.image)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const page = { data: grey.data, width: grey.info.width, height: grey.info.height };
  const amounts = await readPageAmounts(read.words, page, pool);
  const text = wordsToPageText(restoreBullets(amounts.words, page));
  // The first recipe on the page that reads as one (a title and something to cook from).
  const imported = splitRecipes(text)
    .map((part) => readPageText(part))
    .find((draft) => draft?.title && (draft.ingredients.length > 0 || draft.method.length > 0));
  if (!imported) throw invalid(NO_RECIPE_ON_PAGE);
  const doubtful = [
    ...doubtfulIngredients(imported.ingredients, amounts.words, amounts.doubtfulLines),
    ...fragments(imported.ingredients),
  ];
  imported.uncertain_amounts = [...new Set([...imported.uncertain_amounts, ...doubtful])].sort(
    (a, b) => a - b,
  );
  await context?.progress(STAGE.done);
  return { draft: RecipeDraft.parse(imported), text, skew: prepared.skew };
}

/**
 * A line's tokens for finding it again in the draft: lower case, letters and digits only, with the
 * letters the repairs turn into digits folded together ('1Ib' is found as '1lb'), bullets left out.
 */
const tokens = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}½¼¾⅓⅔⅛⅜⅝⅞]+/gu) ?? [])
    .filter((t) => t.length > 1 || /\d/.test(t))
    .map((t) => t.replace(/[li|]/g, '1').replace(/o/g, '0'));

/** Share of a doubtful line's tokens an ingredient holds below which it is not that line. */
const SAME_LINE_SHARE = 0.6;

/**
 * Ingredient lines holding an amount the reader doubted: each engine line marked doubtful is found
 * in the draft as the ingredient holding most of its tokens (a wrapped ingredient holds the tokens
 * of each of its lines, whichever of them carries the amount).
 */
function doubtfulIngredients(ingredients: string[], words: OcrWord[], doubtfulLines: Set<number>): number[] {
  const held = ingredients.map((line) => tokens(line));
  const out: number[] = [];
  for (const line of doubtfulLines) {
    const want = tokens(
      words
        .filter((w) => w.line === line)
        .sort((a, b) => a.x0 - b.x0)
        .map((w) => w.text)
        .join(' '),
    );
    if (want.length === 0) continue;
    const shares = held.map((have) => {
      const rest = [...have];
      let common = 0;
      for (const t of want) {
        const i = rest.indexOf(t);
        if (i >= 0) {
          common++;
          rest.splice(i, 1);
        }
      }
      return common / want.length;
    });
    const best = Math.max(...shares);
    if (best < SAME_LINE_SHARE) continue;
    shares.forEach((share, i) => {
      if (share === best) out.push(i);
    });
  }
  return out;
}

const OPENS_WITH_AMOUNT_RE = /^[^\p{L}\p{N}(]*[\d½¼¾⅓⅔⅛⅜⅝⅞]/u;

/**
 * Ingredient lines that read as the tail of a line (lower case or a bracket first, no amount) in a
 * list where most lines open with an amount: the engine cut the line and its amount may have gone
 * with the other half, so the line is marked rather than shown as whole.
 */
export function fragments(ingredients: string[]): number[] {
  const withAmount = ingredients.filter((line) => OPENS_WITH_AMOUNT_RE.test(line)).length;
  if (withAmount < ingredients.length * 0.6) return [];
  return ingredients.flatMap((line, i) =>
    !OPENS_WITH_AMOUNT_RE.test(line) && /^[^\p{L}\p{N}(]*[\p{Ll}(]/u.test(line) ? [i] : [],
  );
}

/** The `draft-from-photo` job. Deterministic for one image, so a retry is safe. */
export function draftFromPhotoJob(pool: OcrPool) {
  return async (data: DraftFromPhotoData, context: JobContext): Promise<RecipeDraft> =>
    (await readRecipePhoto(Buffer.from(data.image, 'base64'), pool, context)).draft;
}
