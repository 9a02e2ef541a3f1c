import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import type * as TesseractJs from 'tesseract.js';
import type { Worker } from 'tesseract.js';
import type { OcrWord } from './page-layout';

/**
 * Where the English model lives: the installed @tesseract.js-data/eng package. Nothing is ever
 * downloaded: with no local langPath tesseract.js would fetch the model from a CDN.
 */
export function englishModelDir(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** OCR_WORKERS, else min(2, cores): each worker holds about 160 MB and one core while it reads. */
export function ocrWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.OCR_WORKERS?.trim();
  if (raw) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 32)
      throw new Error('OCR_WORKERS must be a whole number from 1 to 32');
    return n;
  }
  return Math.max(1, Math.min(2, availableParallelism()));
}

export interface OcrPage {
  words: OcrWord[];
  text: string;
  confidence: number;
}

/** What the photo reader needs of an OCR engine: a prepared page image in, its words out. */
export interface PageOcr {
  read(image: Buffer): Promise<OcrPage>;
  /** Digits only, in a block of short lines (the figures of fraction glyphs, one glyph a line). */
  readDigits(image: Buffer): Promise<OcrWord[]>;
}

interface PoolSlot {
  worker: Promise<Worker>;
  busy: boolean;
}

/** Workers are stopped after this long without a page, to give their memory back. */
const IDLE_MS = 5 * 60 * 1000;

/**
 * A fixed number of tesseract workers (each its own thread), started on first use. Pages beyond
 * the pool's size wait their turn, so many uploads at once cost memory for at most `size` workers.
 */
export class OcrPool implements PageOcr {
  private readonly slots: PoolSlot[] = [];
  private readonly waiting: Array<(slot: PoolSlot) => void> = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(readonly size: number = ocrWorkerCount()) {}

  async read(image: Buffer): Promise<OcrPage> {
    return this.withWorker(async (worker) => {
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
      const words: OcrWord[] = [];
      let line = 0;
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const l of paragraph.lines) {
            line += 1;
            for (const w of l.words)
              words.push({
                text: w.text,
                ...w.bbox,
                line,
                confidence: w.confidence,
                symbols: w.symbols.map((s) => ({ text: s.text, ...s.bbox, confidence: s.confidence })),
              });
          }
        }
      }
      return { words, text: data.text, confidence: data.confidence };
    });
  }

  async readDigits(image: Buffer): Promise<OcrWord[]> {
    return this.withWorker(async (worker) => {
      const { PSM } = loadTesseract();
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        tessedit_char_whitelist: '0123456789',
      });
      try {
        const { data } = await worker.recognize(image, {}, { blocks: true });
        const words: OcrWord[] = [];
        let line = 0;
        for (const block of data.blocks ?? [])
          for (const paragraph of block.paragraphs)
            for (const l of paragraph.lines) {
              line += 1;
              for (const w of l.words)
                words.push({ text: w.text, ...w.bbox, line, confidence: w.confidence });
            }
        return words;
      } finally {
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, tessedit_char_whitelist: '' });
      }
    });
  }

  private async withWorker<T>(work: (worker: Worker) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await work(await slot.worker);
    } catch (error) {
      // A worker that failed mid-page may be broken: start a fresh one for the next page.
      this.slots.splice(this.slots.indexOf(slot), 1);
      void slot.worker.then((w) => w.terminate()).catch(() => undefined);
      slot.busy = false;
      throw error;
    } finally {
      this.release(slot);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const workers = this.slots.splice(0).map((s) => s.worker);
    await Promise.all(workers.map((w) => w.then((x) => x.terminate()).catch(() => undefined)));
  }

  private acquire(): Promise<PoolSlot> {
    if (this.closed) return Promise.reject(new Error('The OCR pool is closed'));
    clearTimeout(this.idleTimer);
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (this.slots.length < this.size) {
      const slot: PoolSlot = { worker: startWorker(), busy: true };
      slot.worker.catch(() => this.slots.splice(this.slots.indexOf(slot), 1));
      this.slots.push(slot);
      return Promise.resolve(slot);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: PoolSlot): void {
    const next = this.waiting.shift();
    if (next && this.slots.includes(slot)) return next(slot);
    slot.busy = false;
    if (next) {
      void this.acquire().then(next);
      return;
    }
    if (this.slots.every((s) => !s.busy)) {
      this.idleTimer = setTimeout(() => void this.stopIdle(), IDLE_MS);
      this.idleTimer.unref();
    }
  }

  private async stopIdle(): Promise<void> {
    if (this.slots.some((s) => s.busy)) return;
    const workers = this.slots.splice(0).map((s) => s.worker);
    await Promise.all(workers.map((w) => w.then((x) => x.terminate()).catch(() => undefined)));
  }
}

/** tesseract.js is loaded with the first page, not at start: a worker at rest never needs it. */
function loadTesseract(): typeof TesseractJs {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('tesseract.js') as typeof TesseractJs;
}

async function startWorker(): Promise<Worker> {
  const { createWorker, OEM, PSM } = loadTesseract();
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishModelDir(),
    gzip: true,
    // 'none': read the model from langPath every start and never write a cache file anywhere.
    cacheMethod: 'none',
    errorHandler: () => undefined,
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    preserve_interword_spaces: '0',
    user_defined_dpi: '300',
  });
  return worker;
}
