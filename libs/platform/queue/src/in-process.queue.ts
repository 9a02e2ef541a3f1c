import { randomUUID } from 'node:crypto';
import {
  AddOptions,
  decodeJobFailure,
  encodeJobFailure,
  JobHandler,
  JobQueue,
  JobTimeoutError,
  QueueHealth,
} from './job-queue';

interface JobRecord {
  name: string;
  result: Promise<unknown>;
  progress: number;
}

/** Keeps the outcome of this many recent jobs so a repeated jobId returns the first run's result. */
const REMEMBERED_JOBS = 1000;

/**
 * The standalone profile's queue: jobs run in this process on a later tick, after the caller's
 * write has returned, with the same retry, idempotency and failure semantics as the BullMQ queue.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly jobs = new Map<string, JobRecord>();
  private closed = false;

  process<D, R>(name: string, handler: JobHandler<D, R>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  async add<D>(name: string, data: D, options: AddOptions = {}): Promise<string> {
    return this.start(name, data, options).id;
  }

  async addAndWait<D, R>(name: string, data: D, timeoutMs: number, options: AddOptions = {}): Promise<R> {
    const { record } = this.start(name, data, options);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new JobTimeoutError(name)), timeoutMs);
    });
    try {
      return (await Promise.race([record.result, deadline])) as R;
    } finally {
      clearTimeout(timer);
    }
  }

  async progressOf(jobId: string): Promise<number | null> {
    return this.jobs.get(jobId)?.progress ?? null;
  }

  async ping(): Promise<QueueHealth> {
    return { ok: !this.closed, detail: 'in-process' };
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private start(name: string, data: unknown, options: AddOptions): { id: string; record: JobRecord } {
    if (this.closed) throw new Error('Job queue is closed');
    const id = options.jobId ?? randomUUID();
    const existing = this.jobs.get(id);
    if (existing) return { id, record: existing };
    const copy: unknown = JSON.parse(JSON.stringify(data ?? null));
    const record: JobRecord = { name, progress: 0, result: Promise.resolve() };
    record.result = new Promise((resolve, reject) => {
      setImmediate(() => {
        this.run(id, name, copy, options.attempts ?? 1, record).then(resolve, reject);
      });
    });
    // A job nobody waits for must not raise an unhandled rejection.
    record.result.catch(() => undefined);
    this.jobs.set(id, record);
    if (this.jobs.size > REMEMBERED_JOBS) this.jobs.delete(this.jobs.keys().next().value as string);
    return { id, record };
  }

  private async run(
    id: string,
    name: string,
    data: unknown,
    attempts: number,
    record: JobRecord,
  ): Promise<unknown> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No worker for job ${name}`);
    let failure = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        return await handler(data, {
          id,
          attempt,
          progress: async (value) => {
            record.progress = value;
          },
        });
      } catch (error) {
        // Encode and decode so a failure looks exactly as it would coming back from Redis.
        failure = encodeJobFailure(error);
      }
    }
    throw decodeJobFailure(failure);
  }
}
