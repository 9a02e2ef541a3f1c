import { BullJobQueue } from '@mise/platform-queue';
import { describeJobQueue } from '../../libs/platform/queue/src/job-queue.fixture';
import { REDIS_URL, runId } from './integration-env';

describeJobQueue('BullMQ', () => new BullJobQueue({ redisUrl: REDIS_URL, queueName: 'contract', prefix: `mise-${runId}` }));
