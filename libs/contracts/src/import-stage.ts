/*
 * The stage of a running import, shown by the web's 'Extracting Recipe Data...' overlay. The spec's
 * extraction calls stay synchronous: the web names its call with an import id (a header), and while
 * it waits asks GET /api/recipes/import-stage/{importId} how far the job has come. No zod here: the
 * web app bundles this file.
 */

/** The header an extraction call may carry to name itself for the stage look-up. */
export const IMPORT_ID_HEADER = 'x-import-id';

/** What the web sends as an import id: a random UUID or anything of the same letters. */
export const IMPORT_ID_RE = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The stages in order, each with the job progress (0-100) it is reported as: a job reports the
 * stage it enters, and the look-up reads the last one reached. `queued` is a job not yet started.
 */
export const IMPORT_STAGE_PROGRESS = {
  queued: 0,
  fetching: 10,
  reading: 40,
  structuring: 70,
  done: 100,
} as const;
export type ImportStage = keyof typeof IMPORT_STAGE_PROGRESS;

/** The stage names in order (for the reply's schema, which lives beside the message in extraction.ts). */
export const IMPORT_STAGES = Object.keys(IMPORT_STAGE_PROGRESS) as [ImportStage, ...ImportStage[]];

/** The stage a job's progress stands for: the last stage whose value it has reached. */
export function stageOfProgress(progress: number): ImportStage {
  let stage: ImportStage = 'queued';
  for (const [name, value] of Object.entries(IMPORT_STAGE_PROGRESS) as Array<[ImportStage, number]>)
    if (progress >= value) stage = name;
  return stage;
}

/** The job id an import runs under: the user's id keeps one person from reading another's stage. */
export function importJobId(userId: number, importId: string): string {
  return `import-${userId}-${importId}`;
}
