import { Controller, Inject } from '@nestjs/common';
import {
  ExtractTextMessage,
  ExtractUrlMessage,
  importJobId,
  ImportStageMessage,
  ImportStageReply,
  Jobs,
  Messages,
  RecipeDraft,
  ServicePing,
  stageOfProgress,
  UrlDraft,
} from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
import { AddOptions, JobQueue } from '@mise/platform-queue';
import { DraftFromTextData } from '../jobs/draft-from-text.job';
import type { DraftFromUrlData } from '../url/draft-from-url.job';
import { MODEL_TIMEOUT_MS } from '../model/model-env';
import { FETCH_LIMITS } from '../url/safe-fetch';

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/**
 * Runs an import's job and waits for its draft. An import named by the web runs under a job id made
 * from its import id, so its stage can be looked up.
 */
export function runImportJob<D, R>(
  queue: JobQueue,
  job: { name: string; data: D; timeoutMs: number },
  message: { userId: number; importId?: string },
): Promise<R> {
  const options: AddOptions = message.importId
    ? { jobId: importJobId(message.userId, message.importId) }
    : {};
  return queue.addAndWait<D, R>(job.name, job.data, job.timeoutMs, options);
}

/** How long a caller waits for a text draft; the gateway's bus deadline is longer. */
export const FROM_TEXT_TIMEOUT_MS = 15000;

/**
 * A web page: the fetch's own 10 s limit, the operator's model's limit (when one is configured, it is
 * asked last), and time to read the page.
 */
export const FROM_URL_TIMEOUT_MS = FETCH_LIMITS.timeoutMs + MODEL_TIMEOUT_MS + 5000;

@Controller()
export class ExtractionHandlers {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  /** Runs through the job queue in both profiles, so the worker path is the one tested. */
  @Handles(Messages.extraction.fromText)
  fromText(message: ExtractTextMessage): Promise<RecipeDraft> {
    const data: DraftFromTextData = { text: message.text };
    const job = { name: Jobs.extraction.fromText, data, timeoutMs: FROM_TEXT_TIMEOUT_MS };
    return runImportJob(this.queue, job, message);
  }

  @Handles(Messages.extraction.fromUrl)
  fromUrl(message: ExtractUrlMessage): Promise<UrlDraft> {
    const job = { name: Jobs.extraction.fromUrl, data: { url: message.url }, timeoutMs: FROM_URL_TIMEOUT_MS };
    return runImportJob<DraftFromUrlData, UrlDraft>(this.queue, job, message);
  }

  /** How far a user's named import has come; null when its job is unknown (not yet added, or long done). */
  @Handles(Messages.extraction.importStage)
  async importStage({ userId, importId }: ImportStageMessage): Promise<ImportStageReply> {
    const progress = await this.queue.progressOf(importJobId(userId, importId));
    return { stage: progress === null ? null : stageOfProgress(progress) };
  }

  @Handles(Messages.extraction.ping)
  async ping(): Promise<ServicePing> {
    return { service: 'extraction', store: { ok: true, detail: 'none' }, queue: await this.queue.ping() };
  }
}
