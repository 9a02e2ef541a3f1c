import 'reflect-metadata';
import { z } from 'zod';
import { busConnected, busServerOptions } from '@mise/platform-bus';
import { envFields, nestLogLevels, parseEnvOrExit, runMain } from '@mise/platform-config';
import { registerExtractionJobs, startExtractionService } from './extraction.app';
import { openExtractionQueue, openUploadStore, QueueEnv } from './queue-env';

/**
 * The distributed profile's extraction service: answers on NATS and puts jobs on BullMQ (Redis).
 * It also works jobs unless WORK_JOBS=false (then `worker.ts` processes, scaled apart, do).
 */
const Env = QueueEnv.extend({
  NATS_URL: envFields.natsUrl,
  BUS_PREFIX: envFields.busPrefix,
  WORK_JOBS: z.enum(['true', 'false']).default('true'),
});

runMain(
  async () => {
    const env = parseEnvOrExit(Env);
    const queue = openExtractionQueue(env);
    const worker =
      env.WORK_JOBS === 'true' ? registerExtractionJobs(queue, { storage: openUploadStore(env) }) : null;
    const server = busServerOptions(env, undefined, 'extraction');
    const app = await startExtractionService({ queue }, server, nestLogLevels(env.LOG_LEVEL));
    return {
      readiness: [
        { name: 'queue', check: () => queue.ping() },
        { name: 'bus', check: async () => ({ ok: busConnected(server), detail: 'nats' }) },
      ],
      close: async () => {
        await app.close();
        // Waits for the jobs this process is working to finish, then stops the OCR threads.
        await queue.close();
        await worker?.close();
      },
    };
  },
  { name: 'extraction' },
);
