import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Jobs, type RecipeDraft } from '@mise/contracts';
import { InProcessJobQueue } from '@mise/platform-queue';
import { LocalDiskStorage } from '@mise/platform-storage';
import { registerExtractionJobs, type ExtractionWorker } from '../extraction.app';
import type { DraftFromPhotoData } from '../photo/photo-draft.job';
import { startModelStub } from './fixtures/model-stub';

const PAGES = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'photo-pages');

/** The worker as it runs: the photo job, then (only when configured) the model over HTTP. */
describe('a photo through the extraction worker with and without a model', () => {
  let stub: Awaited<ReturnType<typeof startModelStub>>;
  let queue: InProcessJobQueue;
  let worker: ExtractionWorker;
  let plainQueue: InProcessJobQueue;
  let plainWorker: ExtractionWorker;
  const storage = new LocalDiskStorage('unused-uploads');

  beforeAll(async () => {
    stub = await startModelStub();
    queue = new InProcessJobQueue();
    worker = registerExtractionJobs(queue, { storage, ocrWorkers: 1, model: stub.settings });
    plainQueue = new InProcessJobQueue();
    plainWorker = registerExtractionJobs(plainQueue, { storage, ocrWorkers: 1, model: null });
  });
  afterAll(async () => {
    await Promise.all([worker.close(), plainWorker.close(), queue.close(), plainQueue.close()]);
    await stub.close();
  });

  const photo = (q: InProcessJobQueue, image: Buffer) =>
    q.addAndWait<DraftFromPhotoData, RecipeDraft>(
      Jobs.extraction.fromPhoto,
      { image: image.toString('base64') },
      90_000,
    );

  it('hands a photo the local reader finds no recipe on to the model, and says the model read it', async () => {
    const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1ea' } })
      .jpeg()
      .toBuffer();
    await expect(photo(plainQueue, blank)).rejects.toThrow('No recipe could be read from this image');
    const draft = await photo(queue, blank);
    expect(draft).toMatchObject({ title: 'Squash Soup (photo)', reader: 'model' });
    expect(JSON.stringify(stub.requests.at(-1)?.body.messages)).toContain('data:image/jpeg;base64,');
  }, 90_000);

  it('keeps the local draft of a page it reads without doubt, and does not ask the model', async () => {
    const before = stub.requests.length;
    const draft = await photo(queue, readFileSync(join(PAGES, '11-apple-crumble.jpg')));
    expect(draft).toMatchObject({ title: 'Apple Crumble', reader: 'photo', uncertain_amounts: [] });
    expect(stub.requests.length).toBe(before);
  }, 90_000);
});
