import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { Jobs } from '@mise/contracts';
import { startBusService, BusServerOptions } from '@mise/platform-bus';
import { JobQueue, type JobContext } from '@mise/platform-queue';
import type { ObjectStorage } from '@mise/platform-storage';
import { ExtractionHandlers, JOB_QUEUE } from './extraction/extraction.handlers';
import { MediaHandlers } from './extraction/media.handlers';
import { readExportJob } from './exports/read-export.job';
import { draftFromTextJob } from './jobs/draft-from-text.job';
import { OcrPool } from './photo/ocr-pool';
import { draftFromPhotoJob } from './photo/photo-draft.job';
import { draftFromYouTubeJob } from './video/video-draft.job';
import { youtubeFetchFromEnv } from './video/youtube-env';
import type { YouTubeFetch } from './video/youtube-source';
import { draftFromUrlJob, fetchOptionsFromEnv } from './url/draft-from-url.job';
import { draftFromSocialPostJob } from './social/social-post.job';
import { modelSettingsFromEnv, type ModelSettings } from './model/model-env';
import { ModelReader, readWithModelLast } from './model/model-reader';
import type { DraftFromPhotoData } from './photo/photo-draft.job';
import { socialFetch, socialOriginFromEnv, type SocialFetch } from './social/social-fetch';
import type { SafeFetchOptions } from './url/safe-fetch';

export interface ExtractionDeps {
  queue: JobQueue;
}

@Module({})
export class ExtractionModule {
  static register(deps: ExtractionDeps): DynamicModule {
    return {
      module: ExtractionModule,
      controllers: [ExtractionHandlers, MediaHandlers],
      providers: [{ provide: JOB_QUEUE, useValue: deps.queue }],
    };
  }
}

export interface ExtractionJobsOptions extends ExtractionWorkerOptions {
  /**
   * The upload store the gateway shares with the workers: export files come through it, not over
   * the bus (DATA_DIR/uploads, the volume both mount when distributed).
   */
  storage: ObjectStorage;
}

export interface ExtractionWorkerOptions {
  /** OCR workers (default OCR_WORKERS, else min(2, cores)). */
  ocrWorkers?: number;
  /**
   * What the YouTube reader fetches with; tests pass recorded responses. Unset: the real fetch, or
   * with the test setting EXTRACTION_YOUTUBE_BASE_URL one that asks that loopback server instead
   * (it logs a warning).
   */
  youtubeFetch?: YouTubeFetch;
  /**
   * Web page fetching. Loopback is refused unless the test setting
   * EXTRACTION_FETCH_ALLOW_LOOPBACK=1 is in the environment (it logs a warning).
   */
  fetchOptions?: SafeFetchOptions;
  /**
   * How Instagram and TikTok pages are fetched; tests pass recorded ones. Unset: the safe fetch, or
   * with the test setting EXTRACTION_SOCIAL_BASE_URL one that asks that loopback server instead.
   */
  socialFetch?: SocialFetch;
  /**
   * The operator's own model, asked last for a page or photo the local readers cannot read or whose
   * amounts they flag. Unset: the EXTRACTION_MODEL_* settings, off when they are absent; null: off.
   */
  model?: ModelSettings | null;
  /** What the model client fetches with (tests point it at a local stub). */
  modelFetch?: typeof fetch;
}

export interface ExtractionWorker {
  /** Stops the OCR threads; call it when the process shuts down. */
  close(): Promise<void>;
}

/** Makes this process a worker for extraction jobs. */
export function registerExtractionJobs(queue: JobQueue, options: ExtractionJobsOptions): ExtractionWorker {
  // Read before the OCR threads start: a wrong setting stops the process with nothing to close.
  const youtubeFetch = options.youtubeFetch ?? youtubeFetchFromEnv();
  const fetchOptions = options.fetchOptions ?? fetchOptionsFromEnv();
  const postFetch = options.socialFetch ?? socialFetch(fetchOptions, socialOriginFromEnv());
  const modelSettings = options.model === undefined ? modelSettingsFromEnv() : options.model;
  const model = modelSettings ? new ModelReader(modelSettings, options.modelFetch) : null;
  const pool = new OcrPool(options.ocrWorkers);
  const photoJob = draftFromPhotoJob(pool);
  queue.process(Jobs.extraction.fromText, draftFromTextJob);
  queue.process(Jobs.extraction.fromUrl, draftFromUrlJob(fetchOptions, model));
  queue.process(Jobs.extraction.fromPhoto, (data: DraftFromPhotoData, context: JobContext) =>
    readWithModelLast(
      async () => ({ ...(await photoJob(data, context)), reader: 'photo' }),
      model && (() => model.readPhoto(data.image)),
    ),
  );
  queue.process(Jobs.extraction.fromYouTube, draftFromYouTubeJob(youtubeFetch));
  queue.process(Jobs.extraction.fromSocialPost, draftFromSocialPostJob(postFetch));
  queue.process(Jobs.extraction.readExport, readExportJob(options.storage));
  return { close: () => pool.close() };
}

export function startExtractionService(
  deps: ExtractionDeps,
  server: BusServerOptions,
  logger?: LogLevel[] | false,
): Promise<INestMicroservice> {
  return startBusService(ExtractionModule.register(deps), server, logger);
}
