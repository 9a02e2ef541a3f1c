import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { DEFAULT_IMAGE_LIMITS, ImageRejectedError, processImage, sniffImageType } from './image-pipeline';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function rejection(input: Buffer, limits = DEFAULT_IMAGE_LIMITS) {
  const error: unknown = await processImage(input, { prefix: 'images', limits }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
}

/** A real PNG whose header is rewritten to claim a canvas of the given size (CRC fixed up). */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // Signature (8) + length (4) + 'IHDR' (4), then width and height.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('image pipeline', () => {
  it('recognises images by their bytes, whatever they are called', async () => {
    expect(sniffImageType(await photo(4, 4, 'jpeg'))).toBe('jpeg');
    expect(sniffImageType(await photo(4, 4, 'png'))).toBe('png');
    expect(sniffImageType(await photo(4, 4, 'webp'))).toBe('webp');
    expect(sniffImageType(await photo(4, 4, 'gif'))).toBe('gif');
    expect(sniffImageType(await photo(16, 16, 'avif'))).toBe('avif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF8'))).toBeNull();
  });

  it('makes a display image and a card thumbnail, each in WebP and JPEG, under content-hashed keys', async () => {
    const image = await processImage(await photo(3000, 2000), { prefix: 'images' });
    expect(image.hash).toMatch(/^[0-9a-f]{32}$/);
    const summary = image.files.map((f) => [f.key, f.contentType, f.width, f.height]);
    expect(summary).toEqual([
      [`images/${image.hash}-display.webp`, 'image/webp', 1600, 1067],
      [`images/${image.hash}-display.jpg`, 'image/jpeg', 1600, 1067],
      [`images/${image.hash}-thumb.webp`, 'image/webp', 600, 400],
      [`images/${image.hash}-thumb.jpg`, 'image/jpeg', 600, 400],
    ]);
    for (const file of image.files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe(file.format);
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
    }
  });

  it('gives the same picture the same name and another picture another name', async () => {
    const a = await processImage(await photo(800, 600), { prefix: 'images' });
    const again = await processImage(await photo(800, 600), { prefix: 'images' });
    const other = await processImage(await photo(800, 601), { prefix: 'images' });
    expect(again.hash).toBe(a.hash);
    expect(other.hash).not.toBe(a.hash);
  });

  it('never enlarges a small picture', async () => {
    const image = await processImage(await photo(300, 200, 'png'), { prefix: 'images' });
    expect(image.files.find((f) => f.variant === 'display')).toMatchObject({ width: 300, height: 200 });
  });

  it('strips EXIF, GPS included, and stands a rotated photo upright', async () => {
    const tagged = await sharp(await photo(400, 200))
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Camera 9', Artist: 'Jane Doe' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);

    const image = await processImage(tagged, { prefix: 'images' });
    for (const file of image.files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(file.data.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
    // Orientation 6 is a quarter turn: the 400x200 sensor image is a 200x400 portrait.
    expect(image.files.find((f) => f.key.endsWith('display.webp'))).toMatchObject({
      width: 200,
      height: 400,
    });
  });

  it('gives a transparent PNG a white background in its JPEG fallback', async () => {
    const transparent = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = await processImage(transparent, { prefix: 'images' });
    const jpeg = image.files.find((f) => f.key.endsWith('display.jpg'));
    const { data } = await sharp(jpeg?.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    expect(await rejection(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('not-an-image');
    expect(await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(
      'not-an-image',
    );
  });

  it('refuses a file over the byte limit before decoding it', async () => {
    const big = await photo(400, 400);
    expect(await rejection(big, { maxBytes: big.length - 1, maxPixels: 1e9 })).toBe('too-large');
  });

  it('refuses a decompression bomb from its header', async () => {
    const bomb = pngClaiming(await photo(8, 8, 'png'), 100_000, 100_000);
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();
    expect(await rejection(bomb)).toBe('too-many-pixels');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a picture over the pixel limit', async () => {
    expect(await rejection(await photo(200, 200), { maxBytes: 1e7, maxPixels: 200 * 199 })).toBe(
      'too-many-pixels',
    );
  });

  it('refuses a truncated image', async () => {
    const whole = await photo(600, 400);
    expect(await rejection(whole.subarray(0, Math.floor(whole.length / 2)))).toBe('unreadable');
  });
});
