import 'reflect-metadata';
import { parseEnvOrExit, runMain } from '@mise/platform-config';
import { registerExtractionJobs } from './extraction.app';
import { openExtractionQueue, openUploadStore, QueueEnv } from './queue-env';

/**
 * An extraction worker: works BullMQ jobs and nothing else (no bus). Run as many as the load needs;
 * a worker killed mid-job loses its lock after QUEUE_LOCK_MS and another one runs the job again.
 */
runMain(
  async () => {
    const env = parseEnvOrExit(QueueEnv);
    const queue = openExtractionQueue(env);
    const worker = registerExtractionJobs(queue, { storage: openUploadStore(env) });
    return {
      readiness: [{ name: 'queue', check: () => queue.ping() }],
      // Waits for the jobs in hand to finish, then stops the OCR threads.
      close: async () => {
        await queue.close();
        await worker.close();
      },
    };
  },
  { name: 'extraction-worker' },
);
