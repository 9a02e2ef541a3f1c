import { InProcessJobQueue } from '@mise/platform-queue';
import { LocalDiskStorage } from '@mise/platform-storage';

// The heavy readers each job needs: an extraction process at rest must not hold them (issue 13,
// each service under 120 MB). A module's factory runs only when something first requires it.
const mockLoaded: string[] = [];
jest.mock('sharp', () => (mockLoaded.push('sharp'), jest.requireActual('sharp')));
jest.mock('tesseract.js', () => (mockLoaded.push('tesseract.js'), jest.requireActual('tesseract.js')));
jest.mock('youtubei.js', () => (mockLoaded.push('youtubei.js'), jest.requireActual('youtubei.js')));
jest.mock('fflate', () => (mockLoaded.push('fflate'), jest.requireActual('fflate')));

describe('an extraction worker at rest', () => {
  it('has loaded none of the image, OCR, video or archive libraries until a job needs one', async () => {
    const { registerExtractionJobs } =
      jest.requireActual<typeof import('./extraction.app')>('./extraction.app');
    const queue = new InProcessJobQueue();
    const worker = registerExtractionJobs(queue, { storage: new LocalDiskStorage('unused-uploads') });
    try {
      expect(mockLoaded).toEqual([]);
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});
