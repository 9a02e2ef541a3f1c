import { BullJobQueue } from './bullmq.queue';
import { InProcessJobQueue } from './in-process.queue';
import { JobQueue } from './job-queue';

export interface QueueEnv {
  REDIS_URL?: string;
  QUEUE_PREFIX?: string;
}

/** BullMQ when REDIS_URL is set, else the in-process queue. */
export function createJobQueue(env: QueueEnv, queueName: string): JobQueue {
  if (env.REDIS_URL)
    return new BullJobQueue({ redisUrl: env.REDIS_URL, queueName, prefix: env.QUEUE_PREFIX ?? 'mise' });
  return new InProcessJobQueue();
}
