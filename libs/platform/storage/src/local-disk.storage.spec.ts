import { existsSync, readdirSync } from 'node:fs';
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
