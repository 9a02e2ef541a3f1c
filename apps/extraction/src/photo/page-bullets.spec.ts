import type { GreyPage } from './fraction-glyphs';
import { restoreBullets } from './page-bullets';
import type { OcrWord } from './page-layout';

/** A white page with black rectangles drawn on it. */
function page(rects: Array<[x: number, y: number, w: number, h: number]>): GreyPage {
  const width = 400;
  const height = 200;
  const data = new Uint8Array(width * height).fill(250);
  for (const [x, y, w, h] of rects)
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) data[j * width + i] = 20;
  return { data, width, height };
}

const word = (text: string, x0: number, y0: number, line: number): OcrWord => ({
  text,
  x0,
  y0,
  x1: x0 + text.length * 10,
  y1: y0 + 20,
  line,
});

describe('restoreBullets', () => {
  it('puts back a bullet the engine dropped, and adds none where the page has none', () => {
    const words = [
      word('4', 40, 10, 1),
      word('medium', 56, 10, 1),
      word('breasts', 40, 40, 2),
      word('boneless', 120, 40, 2),
    ];
    // A square bullet on the small letters of the first line only.
    const out = restoreBullets(words, page([[20, 17, 7, 7]]));
    expect(out.filter((w) => w.text === '•').map((w) => w.line)).toEqual([1]);
  });

  it('takes no end of a word in a column to the left for a bullet', () => {
    const words = [word('2', 40, 10, 1), word('eggs', 56, 10, 1)];
    // Two blobs left of the line: the tail of another column's text.
    const out = restoreBullets(
      words,
      page([
        [12, 17, 4, 7],
        [22, 12, 5, 12],
      ]),
    );
    expect(out).toEqual(words);
  });

  it('confirms a bullet the engine barely believed in from the image', () => {
    const faint = { ...word('®', 20, 10, 1), confidence: 20 };
    const words = [faint, word('2', 40, 10, 1), word('eggs', 56, 10, 1)];
    const out = restoreBullets(words, page([[20, 17, 7, 7]]));
    expect(out.map((w) => w.text)).toEqual(['2', 'eggs', '•']);
    expect(restoreBullets(words, page([]))).toEqual(words);
  });

  it('keeps a bullet the engine read', () => {
    const words = [word('•', 20, 10, 1), word('2', 40, 10, 1), word('eggs', 56, 10, 1)];
    expect(restoreBullets(words, page([[20, 17, 7, 7]]))).toEqual(words);
  });
});
