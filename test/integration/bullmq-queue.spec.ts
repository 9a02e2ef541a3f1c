import { Redis } from 'ioredis';
import { BullJobQueue } from '@mise/platform-queue';
import { describeJobQueue } from '../../libs/platform/queue/src/job-queue.fixture';
import { REDIS_URL, runId } from './integration-env';

const prefix = `mise-contract-${runId}`;

describeJobQueue('BullMQ', () => new BullJobQueue({ redisUrl: REDIS_URL, queueName: 'contract', prefix }));

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});
