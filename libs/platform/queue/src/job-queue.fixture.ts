import { AppError } from '@mise/contracts';
import { JobQueue, JobTimeoutError } from './job-queue';

/** The behaviour every JobQueue must show; run against the in-process queue and against BullMQ. */
export function describeJobQueue(label: string, makeQueue: () => JobQueue): void {
  describe(`${label} job queue`, () => {
    let queue: JobQueue;
    const runs: string[] = [];
    const progress: number[] = [];

    beforeAll(() => {
      queue = makeQueue();
      queue.process<{ text: string }, string>('shout', async ({ text }, context) => {
        runs.push(text);
        await context.progress(50);
        progress.push(50);
        return text.toUpperCase();
      });
      queue.process('refuse', async () => {
        throw new AppError('Invalid', 'Nothing to read');
      });
      queue.process('break', async () => {
        throw new Error('disk on fire');
      });
      queue.process<{ ms: number }, string>('dawdle', async ({ ms }) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return 'done';
      });
      let flaky = 0;
      queue.process('flaky', async (_data, context) => {
        flaky++;
        if (context.attempt < 2) throw new Error('first try fails');
        return `ran ${flaky} times`;
      });
    });
    afterAll(() => queue.close());

    it('runs a job and returns its result, reporting progress', async () => {
      await expect(queue.addAndWait('shout', { text: 'salt' }, 5000)).resolves.toBe('SALT');
      expect(progress).toContain(50);
    });

    it('tells the progress a job reported, by its id, and null for an unknown id', async () => {
      const jobId = `progress-${Date.now()}`;
      await queue.addAndWait('shout', { text: 'thyme' }, 5000, { jobId });
      await expect(queue.progressOf(jobId)).resolves.toBe(50);
      await expect(queue.progressOf(`${jobId}-never-added`)).resolves.toBeNull();
    });

    it('runs a job added twice with the same id once', async () => {
      const jobId = `once-${Date.now()}`;
      const first = await queue.addAndWait('shout', { text: 'pepper' }, 5000, { jobId });
      await queue.add('shout', { text: 'pepper' }, { jobId });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(first).toBe('PEPPER');
      expect(runs.filter((text) => text === 'pepper')).toHaveLength(1);
    });

    it('keeps the kind of an AppError a job throws', async () => {
      await expect(queue.addAndWait('refuse', {}, 5000)).rejects.toEqual(
        new AppError('Invalid', 'Nothing to read'),
      );
    });

    it('reports other failures as plain errors', async () => {
      const error = await queue.addAndWait('break', {}, 5000).catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(AppError);
      expect((error as Error).message).toContain('disk on fire');
    });

    it('retries a failing job when asked to', async () => {
      await expect(queue.addAndWait('flaky', {}, 5000, { attempts: 2 })).resolves.toBe('ran 2 times');
    });

    it('gives up waiting after the timeout', async () => {
      await expect(queue.addAndWait('dawdle', { ms: 1000 }, 100)).rejects.toBeInstanceOf(JobTimeoutError);
    });
  });
}
