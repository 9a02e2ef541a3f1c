import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { Jobs } from '@mise/contracts';
import { startBusService, BusServerOptions } from '@mise/platform-bus';
import { JobQueue } from '@mise/platform-queue';
import { ExtractionHandlers, JOB_QUEUE } from './extraction/extraction.handlers';
import { draftFromTextJob } from './jobs/draft-from-text.job';

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

/** Makes this process a worker for extraction jobs. */
export function registerExtractionJobs(queue: JobQueue): void {
  queue.process(Jobs.extraction.fromText, draftFromTextJob);
}

export function startExtractionService(
  deps: ExtractionDeps,
  server: BusServerOptions,
  logger?: LogLevel[] | false,
): Promise<INestMicroservice> {
  return startBusService(ExtractionModule.register(deps), server, logger);
}
