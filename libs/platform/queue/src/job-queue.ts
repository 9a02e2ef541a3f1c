import { AppError } from '@mise/contracts';

export interface JobContext {
  readonly id: string;
  /** 1 on the first run; a retried job runs again with the same data, so handlers are idempotent. */
  readonly attempt: number;
  progress(value: number): Promise<void>;
}

export type JobHandler<D = unknown, R = unknown> = (data: D, context: JobContext) => Promise<R>;

export interface AddOptions {
  /** A job added twice with the same id runs once (enqueue after a retried write stays safe). */
  jobId?: string;
  attempts?: number;
}

export interface QueueHealth {
  ok: boolean;
  detail?: string;
}

/** One job interface for both profiles: BullMQ on Redis (distributed) or in-process (standalone). */
export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  process<D, R>(name: string, handler: JobHandler<D, R>): void;
  add<D>(name: string, data: D, options?: AddOptions): Promise<string>;
  addAndWait<D, R>(name: string, data: D, timeoutMs: number, options?: AddOptions): Promise<R>;
  /**
   * The last progress a job reported (0 while it waits), or null for an id this queue does not
   * know (never added, or forgotten after it finished).
   */
  progressOf(jobId: string): Promise<number | null>;
  ping(): Promise<QueueHealth>;
  close(): Promise<void>;
}

export class JobTimeoutError extends AppError {
  constructor(name: string) {
    super('Unavailable', `The ${name} job did not finish in time`);
  }
}

const APP_ERROR_PREFIX = 'AppError:';

/** A job's failure crosses the queue as text; an AppError keeps its kind through this encoding. */
export function encodeJobFailure(error: unknown): string {
  if (error instanceof AppError) return APP_ERROR_PREFIX + JSON.stringify(error.toPayload());
  return error instanceof Error ? error.message : String(error);
}

export function decodeJobFailure(message: string): Error {
  if (message.startsWith(APP_ERROR_PREFIX)) {
    const payload: unknown = JSON.parse(message.slice(APP_ERROR_PREFIX.length));
    if (AppError.isPayload(payload)) return new AppError(payload.kind, payload.message);
  }
  return new Error(`Job failed: ${message}`);
}
