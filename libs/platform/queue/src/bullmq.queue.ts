import { Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { AppError } from '@mise/contracts';
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
}

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
        try {
          return await run(job.data, {
            id: job.id ?? '',
            attempt: job.attemptsMade + 1,
            progress: (value) => job.updateProgress(value),
          });
        } catch (error) {
          // An AppError is a verdict on the input: retrying cannot change it.
          if (error instanceof AppError) throw new UnrecoverableError(encodeJobFailure(error));
          throw new Error(encodeJobFailure(error));
        }
      },
      {
        connection: this.connection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 4,
      },
    );
    this.worker.on('error', () => undefined);
  }

  async add<D>(name: string, data: D, options: AddOptions = {}): Promise<string> {
    const job = await this.queue.add(name, data, this.jobOptions(options));
    return job.id ?? '';
  }

  async addAndWait<D, R>(name: string, data: D, timeoutMs: number, options: AddOptions = {}): Promise<R> {
    const events = await this.queueEvents();
    const job = await this.queue.add(name, data, this.jobOptions(options));
    try {
      return (await job.waitUntilFinished(events, timeoutMs)) as R;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/timed out|ttl/i.test(message)) throw new JobTimeoutError(name);
      throw decodeJobFailure(message);
    }
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
