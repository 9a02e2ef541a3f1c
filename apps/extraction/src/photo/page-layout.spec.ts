import { OcrWord, wordsToPageText } from './page-layout';

/** Lays out lines of text as word boxes: 10 px per character, 20 px high lines, 30 px apart. */
function layout(rows: Array<Array<[x: number, text: string]>>, lineGap = 30): OcrWord[] {
  const words: OcrWord[] = [];
  let line = 0;
  rows.forEach((row, r) => {
    for (const [x, text] of row) {
      line += 1;
      let cursor = x;
      for (const word of text.split(' ')) {
        words.push({
          text: word,
          x0: cursor,
          x1: cursor + word.length * 10,
          y0: r * lineGap,
          y1: r * lineGap + 20,
          line,
        });
        cursor += word.length * 10 + 8;
      }
    }
  });
  return words;
}

describe('page text from word boxes', () => {
  it('reads side-by-side columns one after the other, under a full-width title', () => {
    const text = wordsToPageText(
      layout([
        [[0, 'Lemon Barley Soup']],
        [],
        [
          [0, 'Ingredients'],
          [400, 'Method'],
        ],
        [
          [0, '200 g barley'],
          [400, '1. Rinse the barley.'],
        ],
        [
          [0, '2 lemons'],
          [400, '2. Simmer for forty'],
        ],
        [[400, 'minutes.']],
      ]),
    );
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Lemon Barley Soup',
      'Ingredients',
      '200 g barley',
      '2 lemons',
      'Method',
      '1. Rinse the barley.',
      // The step's line was full, so the next line is its end.
      '2. Simmer for forty minutes.',
    ]);
  });

  it('is not misled by a header line whose spaces line up with nothing', () => {
    const text = wordsToPageText(
      layout([
        [[0, 'Cake']],
        [
          [0, 'Serves: 8'],
          [200, 'Prep: 20 mins'],
        ],
        [
          [0, 'Ingredients'],
          [400, 'Method'],
        ],
        [
          [0, '250 g flour, sifted twice'],
          [400, '1. Mix everything.'],
        ],
        [
          [0, '2 eggs'],
          [400, '2. Bake.'],
        ],
      ]),
    );
    const lines = text.split('\n').filter(Boolean);
    expect(lines.indexOf('2 eggs')).toBeLessThan(lines.indexOf('Method'));
    expect(lines.indexOf('250 g flour, sifted twice')).toBe(lines.indexOf('Ingredients') + 1);
  });

  it('keeps a single column in order and marks paragraph gaps with a blank line', () => {
    const words = layout([
      [[0, 'First paragraph line one']],
      [[0, 'line two']],
      [],
      [[0, 'Second paragraph']],
    ]);
    // 'line two' goes on from a full line above it: one paragraph, wrapped.
    expect(wordsToPageText(words)).toBe('First paragraph line one line two\n\nSecond paragraph');
  });

  it('joins an indented continuation of an ingredient, but not an item whose bullet was lost', () => {
    const words = layout([
      [[0, '6 apples, peeled']],
      [[24, 'and sliced']],
      [[0, '1 tsp chilli flakes']],
      [[24, 'basil leaves']],
    ]);
    expect(wordsToPageText(words).split('\n')).toEqual([
      '6 apples, peeled and sliced',
      '1 tsp chilli flakes',
      'basil leaves',
    ]);
  });

  it('joins an ingredient wrapped flush under a full line or an open parenthesis, not a new item', () => {
    const words = layout([
      [[0, '3 cups raspberries (fresh or']],
      [[0, 'frozen, thawed)']],
      [[0, '4 medium chicken breasts, skin']],
      [[0, 'removed']],
      [[0, '2 eggs']],
      [[0, 'Salt and pepper']],
    ]);
    expect(wordsToPageText(words).split('\n')).toEqual([
      '3 cups raspberries (fresh or frozen, thawed)',
      '4 medium chicken breasts, skin removed',
      '2 eggs',
      'Salt and pepper',
    ]);
  });

  it('in a bulleted list, a line without a bullet is the item above wrapped, even one opening with a figure', () => {
    const words = layout([
      [[0, '• 14 oz condensed milk (Note: reserve']],
      [[0, '1 tablespoon for the rim.)']],
      [[0, '® 4 medium chicken']],
      [[24, 'breasts, boneless']],
      [[0, '= 1 tbsp olive oil']],
      [[0, '• 2 eggs']],
    ]);
    expect(wordsToPageText(words).split('\n')).toEqual([
      '• 14 oz condensed milk (Note: reserve 1 tablespoon for the rim.)',
      '• 4 medium chicken breasts, boneless',
      '• 1 tbsp olive oil',
      '• 2 eggs',
    ]);
  });

  it('takes a letter or two before an amount for a misread bullet, and a unit opening a line for the end of the amount above', () => {
    const words = layout([
      [[0, '• 1 cup panko']],
      [[0, 'u 4 bell peppers']],
      [[0, 'um 2 teaspoons salt']],
      [[0, '180 ml/6½']],
      [[0, 'fl oz buttermilk']],
    ]);
    expect(wordsToPageText(words).split('\n')).toEqual([
      '• 1 cup panko',
      '• 4 bell peppers',
      '• 2 teaspoons salt',
      '180 ml/6½ fl oz buttermilk',
    ]);
  });

  it('joins a title set large over two lines', () => {
    const words = layout([[[0, 'Roasted Red Pepper']], [[0, 'Tomato Soup']], [], [[0, '2 red peppers']]], 40);
    for (const w of words) if (w.line <= 2) w.y1 = w.y0 + 34;
    for (const w of words) if (w.line > 2) w.y1 = w.y0 + 16;
    expect(wordsToPageText(words).split('\n')[0]).toBe('Roasted Red Pepper Tomato Soup');
  });

  it('joins a title set large over three lines, spaced wider than the body', () => {
    const words = layout([
      [[0, 'Slow Cooker Easy']],
      [[0, 'Chicken Tikka']],
      [[0, 'Masala']],
      [[0, 'Serves 6']],
      [[0, 'Tender chicken in a rich']],
      [[0, 'tomato curry.']],
      [[0, 'Ingredients']],
      [[0, '2 onions']],
      [[0, '1 kg chicken thighs']],
    ]);
    // Title lines 56 px high, 30 px apart; the body's lines 20 px high, 10 px apart below them.
    for (const w of words) {
      if (w.line <= 3) [w.y0, w.y1] = [(w.line - 1) * 86, (w.line - 1) * 86 + 56];
      else [w.y0, w.y1] = [w.y0 + 200, w.y1 + 200];
    }
    expect(wordsToPageText(words).split('\n')[0]).toBe('Slow Cooker Easy Chicken Tikka Masala');
  });

  it('drops short lines the engine barely believes in (page edges, shadows)', () => {
    const words = layout([[[0, 'Eset']], [[0, 'Roast Tomato Pasta']], [[0, '500 g tomatoes']]]);
    words[0]!.confidence = 20;
    expect(wordsToPageText(words)).toBe('Roast Tomato Pasta\n500 g tomatoes');
  });
});
