import { tallPageSize } from '@mise/contracts';
import { loadSharp } from '@mise/platform-storage';

/** Hands the event loop back: in the standalone profile the API shares this thread with the worker. */
const breather = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Long edge the OCR engine gets: about 200-300 dpi for a cookbook page, small enough to read fast
 * (a long narrow page keeps more, see tallPageSize).
 */
export const OCR_LONG_EDGE = 2000;

/** Rotations tried when looking for the text's slant, in degrees. */
const MAX_SKEW = 6;
const SKEW_STEP = 0.25;

/**
 * The slant of the text lines in a greyscale image, in degrees (positive: lines fall to the right).
 * Projection profile: dark pixels are summed along rows sheared by each candidate angle; the angle
 * whose rows are most uneven (lines and the gaps between them line up) is the text's angle.
 */
export async function estimateSkew(pixels: Uint8Array, width: number, height: number): Promise<number> {
  const threshold = darkThreshold(pixels);
  const dark: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if ((pixels[y * width + x] ?? 255) < threshold) dark.push(x, y);
  }
  if (dark.length < 200) return 0;
  let best = 0;
  let bestScore = -1;
  const pad = Math.ceil(width * Math.tan((MAX_SKEW * Math.PI) / 180)) + 1;
  const rows = new Float64Array(height + 2 * pad);
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW + 1e-9; angle += SKEW_STEP) {
    await breather();
    const slope = Math.tan((angle * Math.PI) / 180);
    rows.fill(0);
    for (let i = 0; i < dark.length; i += 2) {
      const row = Math.round((dark[i + 1] ?? 0) - (dark[i] ?? 0) * slope) + pad;
      rows[row] = (rows[row] ?? 0) + 1;
    }
    let score = 0;
    for (let r = 1; r < rows.length; r++) {
      const d = (rows[r] ?? 0) - (rows[r - 1] ?? 0);
      score += d * d;
    }
    // Prefer upright on a tie: a page that is straight should not be turned by noise.
    if (
      score > bestScore * 1.0001 ||
      (Math.abs(score - bestScore) < 1e-9 && Math.abs(angle) < Math.abs(best))
    ) {
      bestScore = score;
      best = angle;
    }
  }
  return Math.round(best * 100) / 100;
}

/** Between the paper's and the ink's grey: the mean minus a bit, robust to a tinted photo. */
function darkThreshold(pixels: Uint8Array): number {
  let sum = 0;
  for (const p of pixels) sum += p;
  const mean = sum / Math.max(1, pixels.length);
  return Math.max(40, mean * 0.6);
}

export interface PreparedPage {
  image: Buffer;
  width: number;
  height: number;
  /** The correction applied, in degrees. */
  skew: number;
}

/**
 * Evens out the light: each pixel is divided by the paper's brightness around it, so a shadow or a
 * warm tint becomes white paper and the ink stays dark. The paper's brightness is a bright
 * percentile of each cell of a coarse grid (ink is the minority of any cell), smoothed back up.
 */
async function flattenLight(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = loadSharp();
  const cell = Math.max(16, Math.round(Math.max(width, height) / 40));
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const grid = Buffer.alloc(gw * gh);
  const histogram = new Uint32Array(256);
  for (let gy = 0; gy < gh; gy++) {
    await breather();
    for (let gx = 0; gx < gw; gx++) {
      histogram.fill(0);
      let count = 0;
      for (let y = gy * cell; y < Math.min(height, (gy + 1) * cell); y++) {
        for (let x = gx * cell; x < Math.min(width, (gx + 1) * cell); x++) {
          histogram[grey[y * width + x] ?? 255] = (histogram[grey[y * width + x] ?? 255] ?? 0) + 1;
          count++;
        }
      }
      let seen = 0;
      let value = 255;
      for (let v = 255; v >= 0; v--) {
        seen += histogram[v] ?? 0;
        if (seen >= count * 0.1) {
          value = v;
          break;
        }
      }
      grid[gy * gw + gx] = value;
    }
  }
  const background = await sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .blur(1)
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.alloc(grey.length);
  for (let i = 0; i < grey.length; i++) {
    if (i % 262144 === 0) await breather();
    const paper = Math.max(1, background[i] ?? 255);
    out[i] = Math.min(255, Math.round(((grey[i] ?? 255) * 255) / paper));
  }
  return out;
}

/**
 * Makes a photo or scan easy to read: upright by its EXIF orientation, grey, light evened out and
 * contrast stretched, scaled to OCR_LONG_EDGE on the long side (small text is enlarged: the engine
 * reads best with letters a few dozen pixels high), and turned so the text lines are level.
 */
export async function prepareForOcr(input: Buffer, maxPixels = 50_000_000): Promise<PreparedPage> {
  const sharp = loadSharp();
  const source = sharp(input, { limitInputPixels: maxPixels, failOn: 'error', animated: false });
  const meta = await source.metadata();
  const tall = tallPageSize(
    meta.autoOrient?.width ?? meta.width ?? 0,
    meta.autoOrient?.height ?? meta.height ?? 0,
  );
  const grey = await source
    .rotate()
    .resize(tall ? { ...tall, fit: 'fill' } : { width: OCR_LONG_EDGE, height: OCR_LONG_EDGE, fit: 'inside' })
    .extractChannel(0)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  const flat = await sharp(await flattenLight(grey.data, width, height), {
    raw: { width, height, channels: 1 },
  })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const scale = Math.min(1, 800 / Math.max(width, height));
  const small = await sharp(flat, { raw: { width, height, channels: 1 } })
    .resize({ width: Math.max(1, Math.round(width * scale)) })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skew = await estimateSkew(new Uint8Array(small.data), small.info.width, small.info.height);
  let page = sharp(flat, { raw: { width, height, channels: 1 } });
  if (Math.abs(skew) >= SKEW_STEP) page = page.rotate(-skew, { background: '#ffffff' });
  const out = await page.png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  return { image: out.data, width: out.info.width, height: out.info.height, skew };
}
