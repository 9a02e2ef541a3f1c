import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, TempDir } from '@mise/platform-testing';
import { LocalDiskStorage } from './local-disk.storage';
import { InvalidKeyError } from './object-storage';

describe('local disk storage', () => {
  let dir: TempDir;
  let storage: LocalDiskStorage;
  beforeEach(() => {
    dir = tempDir('mise-storage-');
    storage = new LocalDiskStorage(join(dir.path, 'uploads'));
  });
  afterEach(() => dir.remove());

  it('puts, gets and deletes a file by key', async () => {
    await storage.put('images/abc123-thumb.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(await storage.exists('images/abc123-thumb.webp')).toBe(true);
    expect(await storage.get('images/abc123-thumb.webp')).toEqual({
      data: Buffer.from('webp bytes'),
      contentType: 'image/webp',
    });
    expect(readdirSync(join(dir.path, 'uploads', 'images'))).toEqual(['abc123-thumb.webp']);
    await storage.delete('images/abc123-thumb.webp');
    expect(await storage.get('images/abc123-thumb.webp')).toBeNull();
    expect(await storage.exists('images/abc123-thumb.webp')).toBe(false);
  });

  it('removes the files of one folder written before a time, half-written ones too', async () => {
    await storage.put('imports/old0000000000000.bin', Buffer.from('old'), 'application/octet-stream');
    await storage.put('imports/new0000000000000.bin', Buffer.from('new'), 'application/octet-stream');
    await storage.put('images/old0000000000000.jpg', Buffer.from('photo'), 'image/jpeg');
    const folder = join(dir.path, 'uploads', 'imports');
    writeFileSync(join(folder, 'half0000000000000.bin.a1b2c3.part'), 'half');
    const past = new Date(Date.now() - 3_600_000);
    for (const name of ['old0000000000000.bin', 'half0000000000000.bin.a1b2c3.part'])
      utimesSync(join(folder, name), past, past);
    utimesSync(join(dir.path, 'uploads', 'images', 'old0000000000000.jpg'), past, past);
    expect(await storage.removeOlderThan('imports', new Date(Date.now() - 60_000))).toBe(2);
    expect(readdirSync(folder)).toEqual(['new0000000000000.bin']);
    expect(await storage.exists('images/old0000000000000.jpg')).toBe(true);
    expect(await storage.removeOlderThan('nothing-here', new Date())).toBe(0);
    await expect(storage.removeOlderThan('../images', new Date())).rejects.toThrow(InvalidKeyError);
  });

  it('treats deleting a missing file as done', async () => {
    await expect(storage.delete('images/never.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that could reach outside the store or name hidden files', async () => {
    for (const key of [
      '../secret.jpg',
      'images/../../x.jpg',
      '/etc/passwd',
      '.hidden.jpg',
      'a\\b.jpg',
      'IMAGES/A.JPG',
      'noext',
    ])
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.get('../../etc/passwd.txt')).rejects.toBeInstanceOf(InvalidKeyError);
    expect(existsSync(join(dir.path, 'secret.jpg'))).toBe(false);
  });
});
