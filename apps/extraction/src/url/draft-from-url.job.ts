import { Logger } from '@nestjs/common';
import { AppError, IMPORT_STAGE_PROGRESS as STAGE, type RecipeDraft, UrlDraft } from '@mise/contracts';
import { importRecipeFromHtml } from '@mise/recipe-import';
import type { JobContext, JobHandler } from '@mise/platform-queue';
import type { ModelReader } from '../model/model-reader';
import { readWithModelLast } from '../model/model-reader';
import { fetchPublicHtml, type SafeFetchOptions } from './safe-fetch';

export interface DraftFromUrlData {
  url: string;
}

export const NO_RECIPE_ON_PAGE =
  'No recipe was found on that page. Please try another link or create the recipe manually.';

/** The env setting that lets the suite fetch from its own loopback fixture server. */
export const ALLOW_LOOPBACK_ENV = 'EXTRACTION_FETCH_ALLOW_LOOPBACK';

/** Fetch settings from the environment: loopback stays refused unless the test setting is `1`. */
export function fetchOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SafeFetchOptions {
  const allowLoopback = env[ALLOW_LOOPBACK_ENV] === '1' || env[ALLOW_LOOPBACK_ENV] === 'true';
  if (allowLoopback)
    new Logger('Extraction').warn(
      `${ALLOW_LOOPBACK_ENV} is on: web imports may fetch loopback addresses. This is a test setting only.`,
    );
  return { allowLoopback };
}

/**
 * Reads the recipe on a fetched page into the draft the form takes: the page reader's chain
 * (JSON-LD, microdata, headings), `source` the site's name and `source_url` the page's address.
 */
export function draftFromPage(html: string, url: string): UrlDraft {
  const imported = importRecipeFromHtml(html, url);
  if (!imported) throw new AppError('Unprocessable', NO_RECIPE_ON_PAGE);
  return UrlDraft.parse({
    ...imported,
    source: imported.source || new URL(url).hostname.replace(/^www\./, ''),
    source_url: imported.source_url || url,
  });
}

/**
 * The `draft-from-url` job: fetch safely (fetching), then read the page into a draft (reading). With
 * the operator's model configured, a page the readers find no recipe on, or whose amounts they flag,
 * is handed to it last.
 */
export function draftFromUrlJob(
  options: SafeFetchOptions,
  model: ModelReader | null = null,
): JobHandler<DraftFromUrlData, UrlDraft> {
  return async (data: DraftFromUrlData, context: JobContext) => {
    await context.progress(STAGE.fetching);
    const page = await fetchPublicHtml(data.url, options);
    await context.progress(STAGE.reading);
    const askModel = model
      ? async () => {
          const read = await model.readPage(page.html, page.url);
          return read && draftFromModel(read, page.url);
        }
      : null;
    const draft = await readWithModelLast(async () => draftFromPage(page.html, page.url), askModel);
    await context.progress(STAGE.done);
    return draft;
  };
}

/** The model's draft with the page's own address and site name, as the readers' drafts have them. */
function draftFromModel(read: RecipeDraft, url: string): UrlDraft {
  return UrlDraft.parse({
    ...read,
    source: read.source || new URL(url).hostname.replace(/^www\./, ''),
    source_url: url,
  });
}
