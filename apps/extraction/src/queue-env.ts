import { z } from 'zod';
import { Jobs } from '@mise/contracts';
import { envFields } from '@mise/platform-config';
import { BullJobQueue } from '@mise/platform-queue';
import { LocalDiskStorage, ObjectStorage, uploadsDir } from '@mise/platform-storage';

/** What both extraction mains (service and worker) read to reach the job queue. */
export const QueueEnv = z.object({
  REDIS_URL: envFields.redisUrl,
  QUEUE_PREFIX: envFields.queuePrefix,
  /** A worker killed mid-job loses the job after this long and another one runs it again. */
  QUEUE_LOCK_MS: z.coerce.number().int().min(1000).optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  LOG_LEVEL: envFields.logLevel,
  /** Its `uploads` folder is the store shared with the gateway (the same volume when distributed). */
  DATA_DIR: z.string().default('./data'),
});

export function openExtractionQueue(env: z.infer<typeof QueueEnv>): BullJobQueue {
  return new BullJobQueue({
    redisUrl: env.REDIS_URL,
    queueName: Jobs.extraction.queue,
    prefix: env.QUEUE_PREFIX,
    lockDurationMs: env.QUEUE_LOCK_MS,
    concurrency: env.WORKER_CONCURRENCY,
  });
}

/** The upload store shared with the gateway, through which export files reach the jobs. */
export function openUploadStore(env: z.infer<typeof QueueEnv>): ObjectStorage {
  return new LocalDiskStorage(uploadsDir(env.DATA_DIR));
}
