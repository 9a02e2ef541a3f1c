import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { OcrPool } from './ocr-pool';
import { estimateSkew } from './page-image';
import { fragments, NO_RECIPE_ON_PAGE, readRecipePhoto } from './photo-draft.job';

const FIXTURES = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'photo-pages');
const page = (name: string) => readFileSync(join(FIXTURES, `${name}.jpg`));
const expected = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as {
    title: string;
    ingredients: string[];
    method: string[];
    servings: number;
  };

/** OCR often misreads a sentence's closing full stop; every word and its order must be right. */
const words = (lines: string[]) => lines.map((line) => line.replace(/[.,]$/, ''));

/** Real OCR (tesseract.js, model from the installed package) on the project's rendered pages. */
describe('a photographed cookbook page to a draft', () => {
  const pool = new OcrPool(1);
  afterAll(() => pool.close());

  it.each([
    ['08-miso-glazed-salmon', 'two columns'],
    ['04-chickpea-and-squash-curry', 'turned by 2 degrees'],
    ['25-banana-bread', 'tinted, shaded, blurred and grainy'],
    ['27-two-recipes-on-a-page', 'the first of two recipes, not a mixture'],
  ])(
    'reads %s (%s)',
    async (name) => {
      const want = expected(name);
      const { draft } = await readRecipePhoto(page(name), pool);
      expect(draft.title).toBe(want.title);
      expect(draft.servings).toBe(want.servings);
      expect(draft.ingredients).toEqual(want.ingredients);
      expect(words(draft.method)).toEqual(words(want.method));
    },
    60000,
  );

  it('turns the page upright by its EXIF orientation', async () => {
    // Stored on its side with orientation 6 ("turn 90 degrees clockwise to view").
    const sideways = await sharp(page('17-overnight-oats'))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { draft } = await readRecipePhoto(sideways, pool);
    expect(draft.title).toBe('Overnight Oats');
    expect(draft.ingredients).toEqual(expected('17-overnight-oats').ingredients);
  }, 60000);

  it('answers a clear error for a picture with no recipe', async () => {
    const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    await expect(readRecipePhoto(blank, pool)).rejects.toThrow(NO_RECIPE_ON_PAGE);
    await expect(readRecipePhoto(Buffer.from('not an image'), pool)).rejects.toThrow('could not be read');
  }, 60000);
});

describe('estimateSkew', () => {
  async function stripes(angle: number) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="100%" height="100%" fill="#fff"/>${Array.from(
      { length: 14 },
      (_, i) => `<rect x="60" y="${60 + i * 35}" width="480" height="10" fill="#000"/>`,
    ).join('')}</svg>`;
    const { data, info } = await sharp(Buffer.from(svg))
      .rotate(angle, { background: '#ffffff' })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return estimateSkew(new Uint8Array(data), info.width, info.height);
  }

  it('finds the slant of text lines and leaves level ones alone', async () => {
    expect(await stripes(0)).toBe(0);
    expect(Math.abs((await stripes(3)) - 3)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((await stripes(-2)) + 2)).toBeLessThanOrEqual(0.5);
  });
});

describe('fragments', () => {
  it('marks the tail of a cut line in a list of amounts, not a line that opens as an item', () => {
    const list = ['2 cups flour', 'beans (drained and rinsed)', '1 tsp salt', 'Fresh parsley', '3 eggs'];
    expect(fragments(list)).toEqual([1]);
  });

  it('marks nothing in a list that mostly goes without amounts', () => {
    expect(fragments(['salt', 'pepper', 'olive oil', '2 eggs'])).toEqual([]);
  });
});
