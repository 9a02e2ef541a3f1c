import 'reflect-metadata';
import { z } from 'zod';
import { Jobs } from '@mise/contracts';
import { busServerOptions } from '@mise/platform-bus';
import { envFields, nestLogLevels, parseEnvOrExit, runMain } from '@mise/platform-config';
import { BullJobQueue } from '@mise/platform-queue';
import { registerExtractionJobs, startExtractionService } from './extraction.app';

/** The distributed profile's extraction service: answers on NATS and works BullMQ jobs on Redis. */
const Env = z.object({
  NATS_URL: envFields.natsUrl,
  REDIS_URL: envFields.redisUrl,
  QUEUE_PREFIX: envFields.queuePrefix,
  LOG_LEVEL: envFields.logLevel,
});

runMain(async () => {
  const env = parseEnvOrExit(Env);
  const queue = new BullJobQueue({
    redisUrl: env.REDIS_URL,
    queueName: Jobs.extraction.queue,
    prefix: env.QUEUE_PREFIX,
  });
  const worker = registerExtractionJobs(queue);
  const app = await startExtractionService(
    { queue },
    busServerOptions(env, undefined, 'extraction'),
    nestLogLevels(env.LOG_LEVEL),
  );
  return {
    close: async () => {
      await app.close();
      await queue.close();
      await worker.close();
    },
  };
});
