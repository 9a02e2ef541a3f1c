import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { Jobs } from '@mise/contracts';
import { startBusService, BusServerOptions } from '@mise/platform-bus';
import { JobQueue } from '@mise/platform-queue';
import { ExtractionHandlers, JOB_QUEUE } from './extraction/extraction.handlers';
import { draftFromTextJob } from './jobs/draft-from-text.job';
import { draftFromUrlJob, fetchOptionsFromEnv } from './url/draft-from-url.job';
import type { SafeFetchOptions } from './url/safe-fetch';

export interface ExtractionDeps {
  queue: JobQueue;
}

@Module({})
export class ExtractionModule {
  static register(deps: ExtractionDeps): DynamicModule {
    return {
      module: ExtractionModule,
      controllers: [ExtractionHandlers],
      providers: [{ provide: JOB_QUEUE, useValue: deps.queue }],
    };
  }
}

/**
 * Makes this process a worker for extraction jobs. Web fetches refuse loopback unless the test
 * setting EXTRACTION_FETCH_ALLOW_LOOPBACK=1 is in the environment (it logs a warning).
 */
export function registerExtractionJobs(
  queue: JobQueue,
  fetchOptions: SafeFetchOptions = fetchOptionsFromEnv(),
): void {
  queue.process(Jobs.extraction.fromText, draftFromTextJob);
  queue.process(Jobs.extraction.fromUrl, draftFromUrlJob(fetchOptions));
}

export function startExtractionService(
  deps: ExtractionDeps,
  server: BusServerOptions,
  logger?: LogLevel[] | false,
): Promise<INestMicroservice> {
  return startBusService(ExtractionModule.register(deps), server, logger);
}
