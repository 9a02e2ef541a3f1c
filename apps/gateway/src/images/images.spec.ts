import { Controller, HttpCode, INestApplication, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { LocalDiskStorage } from '@mise/platform-storage';
import { tempDir, TempDir } from '@mise/platform-testing';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { HttpErrorFilter } from '../http/http-error.filter';
import { imageUpload } from './image-upload.interceptor';
import { IMAGES_PATH, ImageUploads, OBJECT_STORAGE } from './image-uploads';
import { ImagesController } from './images.controller';

const LIMIT = 256 * 1024;

/** A route shaped like the real upload routes: one file part, stored through ImageUploads. */
@Controller('upload')
class UploadController {
  constructor(private readonly uploads: ImageUploads) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(imageUpload('imageFile', LIMIT))
  store(@UploadedFile() file: Express.Multer.File | undefined) {
    return file ? this.uploads.store('recipes', file.buffer) : { stored: false };
  }
}

describe('image uploads and the images route', () => {
  let dir: TempDir;
  let storage: LocalDiskStorage;
  let app: INestApplication;
  let http: App;
  let uploads: ImageUploads;

  beforeAll(async () => {
    dir = tempDir();
    storage = new LocalDiskStorage(dir.path);
    const moduleRef = await Test.createTestingModule({
      controllers: [UploadController, ImagesController],
      providers: [{ provide: OBJECT_STORAGE, useValue: storage }, ImageUploads],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new HttpErrorFilter());
    await app.init();
    http = app.getHttpServer() as App;
    uploads = app.get(ImageUploads);
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'PhoneCam' } } })
      .toBuffer();

  it('stores a photo as display and thumbnail sizes and serves them for a year', async () => {
    const res = await request(http)
      .post('/api/upload')
      .attach('imageFile', await photo(2400, 1600), 'dish.jpg')
      .expect(201);
    expect(res.body.imageUrl).toMatch(/^\/api\/images\/recipes\/[a-z0-9]+-display\.webp$/);
    expect(res.body.thumbnailUrl).toMatch(/-thumb\.webp$/);

    const display = await request(http).get(res.body.imageUrl).set('Accept', 'image/webp,*/*').expect(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(display.body as Buffer).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();

    const thumb = await request(http).get(res.body.thumbnailUrl).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 600, height: 400 });
  });

  it('answers a browser without WebP with the JPEG twin', async () => {
    const { imageUrl } = await uploads.store('recipes', await photo(300, 200));
    const res = await request(http).get(imageUrl).set('Accept', 'image/jpeg,image/png').expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const before = await countFiles();
    const res = await request(http)
      .post('/api/upload')
      .attach('imageFile', Buffer.alloc(LIMIT + 1, 1), 'big.jpg')
      .expect(413);
    expect(res.body).toEqual({ error: 'Image must be at most 256 KB' });
    expect(await countFiles()).toBe(before);
  });

  it('refuses a body declared larger than the limit before reading it', async () => {
    const res = await request(http)
      .post('/api/upload')
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .set('Content-Length', String(50 * 1024 * 1024))
      .send('--x--')
      .ok(() => true);
    expect(res.status).toBe(413);
  });

  it('refuses a file that only claims to be an image', async () => {
    const res = await request(http)
      .post('/api/upload')
      .attach('imageFile', Buffer.from('<svg onload="alert(1)"></svg>'), {
        filename: 'cat.jpg',
        contentType: 'image/jpeg',
      })
      .expect(400);
    expect(res.body.error).toMatch(/not a JPEG, PNG/);
  });

  it('answers 404 for unknown folders, traversal and missing images', async () => {
    await request(http).get('/api/images/secrets/abc-display.webp').expect(404);
    await request(http).get('/api/images/recipes/..%2F..%2Fetc-passwd.webp').expect(404);
    const res = await request(http).get('/api/images/recipes/ffff-display.webp').expect(404);
    expect(res.body).toEqual({ error: 'Image not found' });
  });

  it('deletes every size and format of an image, and leaves external URLs alone', async () => {
    const stored = await uploads.store('recipes', await photo(320, 240));
    expect(stored.keys).toHaveLength(4);
    await uploads.delete('https://example.com/images/recipes/x-display.webp');
    await uploads.delete(stored.imageUrl);
    for (const key of stored.keys) expect(await storage.exists(key)).toBe(false);
    await request(http).get(stored.thumbnailUrl).expect(404);
    expect(stored.imageUrl.startsWith(IMAGES_PATH)).toBe(true);
  });

  async function countFiles(): Promise<number> {
    const { readdir } = await import('node:fs/promises');
    const entries = await readdir(dir.path, { recursive: true }).catch(() => []);
    return entries.length;
  }
});
