import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Jobs } from '@mise/contracts';
import { AppErrorRpcFilter, BusServerOptions } from '@mise/platform-bus';
import { JobQueue } from '@mise/platform-queue';
import { ExtractionHandlers, JOB_QUEUE } from './extraction/extraction.handlers';
import { draftFromTextJob } from './jobs/draft-from-text.job';

export interface ExtractionDeps {
  queue: JobQueue;
}

@Module({})
export class ExtractionModule {
  static register(deps: ExtractionDeps): DynamicModule {
    return { module: ExtractionModule, controllers: [ExtractionHandlers], providers: [{ provide: JOB_QUEUE, useValue: deps.queue }] };
  }
}

/** Makes this process a worker for extraction jobs. */
export function registerExtractionJobs(queue: JobQueue): void {
  queue.process(Jobs.extraction.fromText, draftFromTextJob);
}

export async function startExtractionService(deps: ExtractionDeps, server: BusServerOptions, logger: LogLevel[] | false = ['error', 'warn']): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(ExtractionModule.register(deps), { ...server, logger });
  app.useGlobalFilters(new AppErrorRpcFilter());
  await app.listen();
  return app;
}
