import { z } from 'zod';
import { storeInt } from './input-limits';
import { IMPORT_ID_RE, IMPORT_STAGES } from './import-stage';
import { Ingredient, RecipeTags } from './recipes';

/** Extracted recipe draft (spec section 3), already normalised to the primary field names. */
export const RecipeDraft = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  prep_time_minutes: z.number().default(0),
  cook_time_minutes: z.number().default(0),
  servings: z.number().default(0),
  ingredients: z.array(Ingredient).default([]),
  method: z.array(z.string()).default([]),
  notes: z.string().default(''),
  source: z.string().default(''),
  image: z.string().default(''),
  tags: RecipeTags.default({}),
  /**
   * Indices into `ingredients` of lines whose amount the reader is not sure of (a photo's amount
   * read with low confidence or repaired by a guess); the recipe form asks the cook to check them.
   */
  uncertain_amounts: z.array(storeInt().nonnegative()).default([]),
  /**
   * Which reader produced the draft: a page's 'json-ld', 'microdata', 'app-state' or 'heuristic'
   * reader, 'text', 'photo', 'youtube', 'instagram', 'tiktok', an export's format, or 'model' (the
   * operator's own model, see the README); empty when unknown.
   */
  reader: z.string().default(''),
});
export type RecipeDraft = z.infer<typeof RecipeDraft>;

/**
 * What the import readers (page, video, pasted and photographed text) return: the draft plus facts
 * a source states that the spec's draft has no field for, which the importer uses to complete and
 * score a draft. Parsing it with `RecipeDraft` drops them. Ingredients are plain lines here; a line
 * wrapped in asterisks (`*For the sauce*`) is a section heading.
 */
export const ImportedDraft = RecipeDraft.extend({
  ingredients: z.array(z.string()).default([]),
  /** Total time when the source states it (it may differ from prep + cook). */
  total_time_minutes: z.number().nullable().default(null),
  /** The yield as written ("12 cookies", "4 servings"), empty when unknown. */
  yields: z.string().default(''),
  /** The page or video URL the draft was read from, empty when unknown. */
  source_url: z.string().default(''),
  author: z.string().default(''),
});
export type ImportedDraft = z.infer<typeof ImportedDraft>;

/** POST /api/extraction/text: paste a recipe as text, get a draft back (runs as a job). */
export const ExtractFromText = z.object({
  text: z.string().trim().min(1, 'Please paste some recipe text').max(100000),
});
export type ExtractFromText = z.infer<typeof ExtractFromText>;

/** An extraction call's optional import id (see import-stage.ts): its job runs under that id. */
export const ImportIdField = z.string().regex(IMPORT_ID_RE).optional();

export const ExtractTextMessage = z.object({
  userId: storeInt(),
  text: z.string(),
  importId: ImportIdField,
});
export type ExtractTextMessage = z.infer<typeof ExtractTextMessage>;

/** POST /api/recipes/extract-from-url: a web page's address, answered with the recipe on it as a draft. */
export const ExtractFromUrl = z.object({
  url: z
    .string({ error: 'Please enter a website link' })
    .trim()
    .min(1, 'Please enter a website link')
    .max(2048, 'That link is too long'),
});
export type ExtractFromUrl = z.infer<typeof ExtractFromUrl>;

/** What extract-from-url answers: the draft, `source` the site's name, and the page's address. */
export const UrlDraft = RecipeDraft.extend({ source_url: z.string().default('') });
export type UrlDraft = z.infer<typeof UrlDraft>;

export const ExtractUrlMessage = z.object({
  userId: storeInt(),
  url: z.string(),
  importId: ImportIdField,
});
export type ExtractUrlMessage = z.infer<typeof ExtractUrlMessage>;

/** Bus message: how far the import a user named `importId` has come (`ImportStageReply`). */
export const ImportStageMessage = z.object({
  userId: storeInt(),
  importId: z.string().regex(IMPORT_ID_RE),
});
export type ImportStageMessage = z.infer<typeof ImportStageMessage>;

/** GET /api/recipes/import-stage/{importId}: `stage` null when no such import of this user is known. */
export const ImportStageReply = z.object({ stage: z.enum(IMPORT_STAGES).nullable() });
export type ImportStageReply = z.infer<typeof ImportStageReply>;
