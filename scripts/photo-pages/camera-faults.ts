/**
 * What a phone camera does to a cookbook page: taken at an angle (perspective), out of focus
 * (blur), a hand's or the phone's shadow across it, a dim kitchen (low light, grain) and heavy JPEG
 * compression. Each takes a clean page and a seed and gives back the photo, the same every run.
 */
import sharp from 'sharp';
import type { Fault } from './page-design';
import { seededRandom } from './page-design';

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function raw(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image).removeAlpha().toColourspace('srgb').raw().toBuffer({
    resolveWithObject: true,
  });
  return { data, width: info.width, height: info.height };
}

const png = (r: Raw) =>
  sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } })
    .png()
    .toBuffer();

/** The homography taking the four `from` corners to the four `to` corners (a 3x3 matrix, row major). */
function homography(from: Array<[number, number]>, to: Array<[number, number]>): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss-Jordan on the 8x9 system.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    const pivot = a[c]![c]!;
    for (let k = c; k < 9; k++) a[c]![k]! /= pivot;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return [...a.map((row) => row[8]!), 1];
}

/** The page photographed at an angle, lying on a table: its corners pulled in unevenly. */
async function perspective(image: Buffer, seed: number): Promise<Buffer> {
  const random = seededRandom(`perspective-${seed}`);
  const page = await raw(image);
  const pad = Math.round(page.width * 0.08);
  const width = page.width + 2 * pad;
  const height = page.height + 2 * pad;
  const jitter = (scale: number) => (random() * 0.6 + 0.4) * scale * page.width;
  // The far edge (top) is narrower: the camera was held below the page, tilted.
  const topIn = jitter(0.07);
  const corners: Array<[number, number]> = [
    [pad + topIn + jitter(0.02), pad + jitter(0.03)],
    [pad + page.width - topIn + jitter(0.02), pad + jitter(0.03)],
    [pad + page.width - jitter(0.015), pad + page.height - jitter(0.02)],
    [pad + jitter(0.015), pad + page.height - jitter(0.02)],
  ];
  const source: Array<[number, number]> = [
    [0, 0],
    [page.width - 1, 0],
    [page.width - 1, page.height - 1],
    [0, page.height - 1],
  ];
  const h = homography(corners, source);
  const out = Buffer.alloc(width * height * 3);
  const table = [92, 78, 64];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h[6]! * x + h[7]! * y + h[8]!;
      const sx = (h[0]! * x + h[1]! * y + h[2]!) / w;
      const sy = (h[3]! * x + h[4]! * y + h[5]!) / w;
      const o = (y * width + x) * 3;
      if (sx < 0 || sy < 0 || sx > page.width - 1 || sy > page.height - 1) {
        out[o] = table[0]!;
        out[o + 1] = table[1]!;
        out[o + 2] = table[2]!;
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const x1 = Math.min(page.width - 1, x0 + 1);
      const y1 = Math.min(page.height - 1, y0 + 1);
      for (let c = 0; c < 3; c++) {
        const p = (xx: number, yy: number) => page.data[(yy * page.width + xx) * 3 + c]!;
        out[o + c] = Math.round(
          p(x0, y0) * (1 - fx) * (1 - fy) +
            p(x1, y0) * fx * (1 - fy) +
            p(x0, y1) * (1 - fx) * fy +
            p(x1, y1) * fx * fy,
        );
      }
    }
  }
  return png({ data: out, width, height });
}

/** Warm paper and light falling off from one side, as in most kitchen photos. */
async function paperAndLight(image: Buffer, seed: number, strength: number): Promise<Buffer> {
  const random = seededRandom(`light-${seed}`);
  const { width = 1000, height = 1000 } = await sharp(image).metadata();
  const cx = Math.round(random() * 100);
  const cy = Math.round(random() * 60);
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="${cx}%" cy="${cy}%" r="95%"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#3a2a10" stop-opacity="${strength}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(image)
    .composite([{ input: shade, blend: 'over' }])
    .tint({ r: 250, g: 238, b: 215 })
    .png()
    .toBuffer();
}

/** Grain: seeded noise of the given spread, mixed in by soft light. */
async function grain(image: Buffer, seed: number, spread: number): Promise<Buffer> {
  const { width = 1000, height = 1000 } = await sharp(image).metadata();
  let s = seed || 1;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 3) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const v = 128 + Math.round((s / 0x7fffffff - 0.5) * spread);
    noise[i] = noise[i + 1] = noise[i + 2] = v;
  }
  const layer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(image)
    .composite([{ input: layer, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/** A soft-edged shadow (a hand, the phone) over part of the page. */
async function shadow(image: Buffer, seed: number): Promise<Buffer> {
  const random = seededRandom(`shadow-${seed}`);
  const { width = 1000, height = 1000 } = await sharp(image).metadata();
  const side = Math.floor(random() * 4);
  const reach = 0.35 + random() * 0.3;
  const w = width;
  const h = height;
  const points =
    side === 0
      ? [
          [0, 0],
          [w * reach, 0],
          [w * (reach - 0.15), h],
          [0, h],
        ]
      : side === 1
        ? [
            [w, 0],
            [w * (1 - reach), 0],
            [w * (1 - reach + 0.1), h],
            [w, h],
          ]
        : side === 2
          ? [
              [0, h],
              [0, h * (1 - reach)],
              [w, h * (1 - reach + 0.12)],
              [w, h],
            ]
          : [
              [0, 0],
              [w * 0.7, 0],
              [0, h * reach],
            ];
  const blurPx = Math.round(width * 0.03);
  const darkness = 0.45 + random() * 0.15;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><filter id="f"><feGaussianBlur stdDeviation="${blurPx}"/></filter></defs><polygon points="${points.map((p) => p.join(',')).join(' ')}" fill="#1b1714" fill-opacity="${darkness}" filter="url(#f)"/></svg>`,
  );
  return sharp(await paperAndLight(image, seed, 0.25))
    .composite([{ input: mask, blend: 'over' }])
    .png()
    .toBuffer();
}

/** The page as the camera returns it with `fault`; null leaves it clean. */
export async function photograph(image: Buffer, fault: Fault | null, seed: number): Promise<Buffer> {
  const random = seededRandom(`fault-${seed}`);
  switch (fault) {
    case null:
      return image;
    case 'perspective':
      return grain(await paperAndLight(await perspective(image, seed), seed, 0.3), seed, 30);
    case 'blur': {
      const { width = 1000 } = await sharp(image).metadata();
      const scale = 0.55 + random() * 0.2;
      const small = await sharp(image)
        .resize({ width: Math.round(width * scale) })
        .blur(0.9 + random() * 0.7)
        .png()
        .toBuffer();
      return paperAndLight(small, seed, 0.2);
    }
    case 'shadow':
      return grain(await shadow(image, seed), seed, 24);
    case 'low-light': {
      const dim = await sharp(await paperAndLight(image, seed, 0.35))
        .modulate({ brightness: 0.42 + random() * 0.12 })
        .linear(0.8, 10)
        .png()
        .toBuffer();
      return grain(dim, seed, 70);
    }
    case 'heavy-jpeg': {
      const { width = 1000 } = await sharp(image).metadata();
      const scale = 0.65 + random() * 0.2;
      return sharp(await paperAndLight(image, seed, 0.2))
        .resize({ width: Math.round(width * scale) })
        .jpeg({ quality: 10 + Math.floor(random() * 8), chromaSubsampling: '4:2:0' })
        .toBuffer();
    }
  }
}
