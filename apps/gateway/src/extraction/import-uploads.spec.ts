import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { exportResultKey } from '@mise/contracts';
import { LocalDiskStorage } from '@mise/platform-storage';
import { tempDir, TempDir } from '@mise/platform-testing';
import { ImportUploads } from './import-uploads';

const MINUTE = 60_000;

describe('export uploads on their way to the workers', () => {
  let dir: TempDir;
  let storage: LocalDiskStorage;
  let uploads: ImportUploads;
  const folder = () => join(storage.root, 'imports');
  const inFolder = () => (existsSync(folder()) ? readdirSync(folder()) : []);

  beforeEach(() => {
    dir = tempDir('mise-import-uploads-');
    storage = new LocalDiskStorage(join(dir.path, 'uploads'));
    uploads = new ImportUploads(storage, { maxAgeMs: 30 * MINUTE, everyMs: 10 * MINUTE });
  });
  afterEach(async () => {
    jest.useRealTimers();
    await uploads.onApplicationShutdown();
    dir.remove();
  });

  it('are removed with their result once the import is done', async () => {
    const read = await uploads.hold(Buffer.from('export bytes'), async (fileKey) => {
      expect(inFolder()).toHaveLength(1);
      await storage.put(exportResultKey(fileKey), Buffer.from('{}'), 'application/json');
      return (await storage.get(fileKey))?.data.toString();
    });
    expect(read).toBe('export bytes');
    expect(inFolder()).toEqual([]);
  });

  it('are removed when the import fails, and the failure still reaches the person', async () => {
    await expect(
      uploads.hold(Buffer.from('export bytes'), () => Promise.reject(new Error('worker gone'))),
    ).rejects.toThrow('worker gone');
    expect(inFolder()).toEqual([]);
  });

  it('left by an interruption go at start once older than the limit; younger ones may be in use', async () => {
    await storage.put('imports/aaaaaaaaaaaaaaaa.bin', Buffer.from('old'), 'application/octet-stream');
    await storage.put('imports/aaaaaaaaaaaaaaaa-result.json', Buffer.from('{}'), 'application/json');
    await storage.put('imports/bbbbbbbbbbbbbbbb.bin', Buffer.from('new'), 'application/octet-stream');
    await storage.put('recipes/cccccccccccccccc-display.webp', Buffer.from('photo'), 'image/webp');
    const hourAgo = new Date(Date.now() - 60 * MINUTE);
    for (const name of ['aaaaaaaaaaaaaaaa.bin', 'aaaaaaaaaaaaaaaa-result.json'])
      utimesSync(join(folder(), name), hourAgo, hourAgo);
    await uploads.onApplicationBootstrap();
    expect(inFolder()).toEqual(['bbbbbbbbbbbbbbbb.bin']);
    // Only the imports folder expires: stored photos stay.
    expect(await storage.exists('recipes/cccccccccccccccc-display.webp')).toBe(true);
  });

  it('are swept while the gateway runs, not only at start', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await uploads.onApplicationBootstrap();
    await storage.put('imports/dddddddddddddddd.bin', Buffer.from('left'), 'application/octet-stream');
    // The clock passes the limit; the file stays until the next sweep comes round.
    jest.setSystemTime(Date.now() + 40 * MINUTE);
    expect(inFolder()).toEqual(['dddddddddddddddd.bin']);
    jest.advanceTimersByTime(10 * MINUTE);
    while (inFolder().length > 0) await new Promise((resolve) => setImmediate(resolve));
    expect(inFolder()).toEqual([]);
  });
});
