import { InProcessJobQueue } from './in-process.queue';
import { describeJobQueue } from './job-queue.fixture';

describeJobQueue('in-process', () => new InProcessJobQueue());

describe('in-process job queue', () => {
  it('runs jobs after the caller has moved on', async () => {
    const queue = new InProcessJobQueue();
    const order: string[] = [];
    queue.process('note', async () => {
      order.push('job');
    });
    await queue.add('note', {});
    order.push('caller');
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['caller', 'job']);
  });

  it('gives the job its own copy of the data', async () => {
    const queue = new InProcessJobQueue();
    queue.process<{ list: string[] }, number>('count', async ({ list }) => list.length);
    const list = ['a'];
    const result = queue.addAndWait('count', { list }, 1000);
    list.push('b');
    await expect(result).resolves.toBe(1);
  });
});
