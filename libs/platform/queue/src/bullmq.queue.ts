import { Logger } from '@nestjs/common';
import { Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { AppError } from '@mise/contracts';
import {
  currentContext,
  jobDuration,
  requestIdFrom,
  runWithContext,
  startTimer,
} from '@mise/platform-observability';
import {
  AddOptions,
  decodeJobFailure,
  encodeJobFailure,
  JobHandler,
  JobQueue,
  JobTimeoutError,
  QueueHealth,
} from './job-queue';

export interface BullJobQueueOptions {
  redisUrl: string;
  queueName: string;
  /** Key prefix in Redis: lets several deployments or test runs share one server. */
  prefix?: string;
  concurrency?: number;
  /**
   * How long a worker holds a job without renewing its lock; a worker that dies (SIGKILL) loses the
   * job after this long and another worker runs it again (stalled-job check at the same interval).
   */
  lockDurationMs?: number;
}

const jobLog = new Logger('Jobs');

/** Where the request id rides inside a job's data (taken off again before the handler sees it). */
const REQUEST_ID_FIELD = '__requestId';

/**
 * The distributed profile's queue. One Queue, one Worker (created when the first handler is
 * registered) and ONE shared QueueEvents for every addAndWait, as many waiters on their own
 * QueueEvents exhaust listeners and connections.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly connection: { url: string; maxRetriesPerRequest: null };
  private readonly queue: Queue;
  private events?: QueueEvents;
  private worker?: Worker;
  private readonly handlers = new Map<string, JobHandler>();

  constructor(private readonly options: BullJobQueueOptions) {
    this.connection = { url: options.redisUrl, maxRetriesPerRequest: null };
    this.queue = new Queue(options.queueName, { connection: this.connection, prefix: options.prefix });
    this.queue.on('error', () => undefined);
  }

  process<D, R>(name: string, handler: JobHandler<D, R>): void {
    this.handlers.set(name, handler as JobHandler);
    if (this.worker) return;
    this.worker = new Worker(
      this.options.queueName,
      async (job: Job) => {
        const run = this.handlers.get(job.name);
        if (!run) throw new UnrecoverableError(`No worker for job ${job.name}`);
        const { [REQUEST_ID_FIELD]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
        const done = startTimer(jobDuration);
        return runWithContext({ requestId: requestIdFrom(requestId as string | undefined) }, async () => {
          try {
            const result = await run(isPlainObject(job.data) ? data : job.data, {
              id: job.id ?? '',
              attempt: job.attemptsMade + 1,
              progress: (value) => job.updateProgress(value),
            });
            done({ name: job.name, outcome: 'completed' });
            jobLog.debug(`Job ${job.name} ${job.id ?? ''} completed (attempt ${job.attemptsMade + 1})`);
            return result;
          } catch (error) {
            done({ name: job.name, outcome: 'failed' });
            jobLog.warn(`Job ${job.name} ${job.id ?? ''} failed: ${encodeJobFailure(error)}`);
            // An AppError is a verdict on the input: retrying cannot change it.
            if (error instanceof AppError) throw new UnrecoverableError(encodeJobFailure(error));
            throw new Error(encodeJobFailure(error));
          }
        });
      },
      {
        connection: this.connection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 4,
        lockDuration: this.options.lockDurationMs ?? 30000,
        stalledInterval: this.options.lockDurationMs ?? 30000,
        maxStalledCount: 2,
      },
    );
    this.worker.on('error', () => undefined);
  }

  async add<D>(name: string, data: D, options: AddOptions = {}): Promise<string> {
    const job = await this.queue.add(name, withRequestId(data), this.jobOptions(options));
    return job.id ?? '';
  }

  async addAndWait<D, R>(name: string, data: D, timeoutMs: number, options: AddOptions = {}): Promise<R> {
    const events = await this.queueEvents();
    const job = await this.queue.add(name, withRequestId(data), this.jobOptions(options));
    try {
      return (await job.waitUntilFinished(events, timeoutMs)) as R;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/timed out|ttl/i.test(message)) throw new JobTimeoutError(name);
      throw decodeJobFailure(message);
    }
  }

  async progressOf(jobId: string): Promise<number | null> {
    const job = await this.queue.getJob(jobId);
    if (!job) return null;
    return typeof job.progress === 'number' ? job.progress : 0;
  }

  async ping(): Promise<QueueHealth> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // Commands wait for Redis indefinitely (maxRetriesPerRequest: null), so bound the check.
      await Promise.race([
        this.queue.getJobCounts('waiting'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer')), 1000);
        }),
      ]);
      return { ok: true, detail: 'bullmq' };
    } catch (error) {
      return { ok: false, detail: `bullmq: ${(error as Error).message}` };
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.events?.close();
    await this.queue.close();
  }

  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      this.events = new QueueEvents(this.options.queueName, {
        connection: this.connection,
        prefix: this.options.prefix,
      });
      this.events.on('error', () => undefined);
      await this.events.waitUntilReady();
    }
    return this.events;
  }

  private jobOptions(options: AddOptions) {
    return {
      jobId: options.jobId,
      attempts: options.attempts ?? 1,
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600 },
    };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withRequestId<D>(data: D): D {
  const requestId = currentContext()?.requestId;
  return requestId && isPlainObject(data) ? ({ ...data, [REQUEST_ID_FIELD]: requestId } as D) : data;
}
