import 'reflect-metadata';
import { parseEnvOrExit, runMain } from '@mise/platform-config';
import { registerExtractionJobs } from './extraction.app';
import { openExtractionQueue, QueueEnv } from './queue-env';

/**
 * An extraction worker: works BullMQ jobs and nothing else (no bus). Run as many as the load needs;
 * a worker killed mid-job loses its lock after QUEUE_LOCK_MS and another one runs the job again.
 */
runMain(
  async () => {
    const queue = openExtractionQueue(parseEnvOrExit(QueueEnv));
    registerExtractionJobs(queue);
    return {
      readiness: [{ name: 'queue', check: () => queue.ping() }],
      // Waits for the jobs in hand to finish.
      close: () => queue.close(),
    };
  },
  { name: 'extraction-worker' },
);
