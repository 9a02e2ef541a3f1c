import fc from 'fast-check';
import { normaliseIngredient, parseIngredient } from './ingredient-parser';

const pick = (line: string) => {
  const p = parseIngredient(line);
  return { quantity: p.quantity, quantity2: p.quantity2, unit: p.unit, name: p.name, note: p.note };
};

describe('parseIngredient: quantities', () => {
  it.each([
    ['1.5 cups milk', 1.5],
    ['1,5 l milk', 1.5],
    ['½ tsp salt', 0.5],
    ['1½ cups flour', 1.5],
    ['1 1/2 cups flour', 1.5],
    ['1-1/2 cups flour', 1.5],
    ['3/4 cup sugar', 0.75],
    ['⅛ teaspoon nutmeg', 0.125],
    ['three eggs', 3],
    ['a pinch of salt', 1],
    ['1,000 g potatoes', 1000],
  ])('%s -> %d', (line, quantity) => {
    expect(parseIngredient(line).quantity).toBeCloseTo(quantity, 5);
  });

  it('reads dash and "to" ranges', () => {
    expect(pick('2-3 tbsp olive oil')).toMatchObject({
      quantity: 2,
      quantity2: 3,
      unit: 'tbsp',
      name: 'olive oil',
    });
    expect(pick('2 to 3 cups stock')).toMatchObject({ quantity: 2, quantity2: 3, unit: 'cup' });
    expect(pick('1 – 2 cloves garlic')).toMatchObject({
      quantity: 1,
      quantity2: 2,
      unit: 'clove',
      name: 'garlic',
    });
  });

  it('leaves a line without an amount without one', () => {
    expect(pick('Salt and pepper to taste')).toEqual({
      quantity: null,
      quantity2: null,
      unit: null,
      name: 'Salt and pepper',
      note: 'to taste',
    });
  });
});

describe('parseIngredient: units', () => {
  it.each([
    ['2 tablespoons butter', 'tbsp'],
    ['2 Tbsp butter', 'tbsp'],
    ['1 T butter', 'tbsp'],
    ['1 t baking soda', 'tsp'],
    ['1 teaspoon vanilla', 'tsp'],
    ['200g flour', 'g'],
    ['1.5kg beef', 'kg'],
    ['250 millilitres stock', 'ml'],
    ['250 milliliters stock', 'ml'],
    ['1 litre water', 'l'],
    ['5 cl rum', 'cl'],
    ['50 μg folate', 'μg'],
    ['8 ounces cheese', 'oz'],
    ['2 lbs potatoes', 'lb'],
    ['4 fl oz cream', 'fl oz'],
    ['1 pinch saffron', 'pinch'],
    ['3 cloves garlic', 'clove'],
    ['2 cans tomatoes', 'can'],
    ['2 cups rice', 'cup'],
  ])('%s -> %s', (line, unit) => {
    expect(parseIngredient(line).unit).toBe(unit);
  });

  it('keeps the unit as written', () => {
    expect(parseIngredient('2 Tablespoons oil').unitText).toBe('Tablespoons');
  });

  it('does not read a unit out of a word ("large", "tomatoes")', () => {
    expect(pick('2 large eggs')).toMatchObject({ quantity: 2, unit: null, name: 'eggs', note: 'large' });
    expect(pick('4 tomatoes')).toMatchObject({ unit: null, name: 'tomatoes' });
  });

  it('finds a counted unit after the name', () => {
    expect(pick('2 garlic cloves, minced')).toMatchObject({
      quantity: 2,
      unit: 'clove',
      name: 'garlic',
      note: 'minced',
    });
  });

  it('treats a counted unit with nothing after it as the ingredient', () => {
    expect(pick('4 whole cloves')).toMatchObject({ quantity: 4, unit: null, name: 'cloves' });
  });
});

describe('parseIngredient: compound amounts', () => {
  it('multiplies the count by the size of a container', () => {
    expect(pick('2 (15-ounce) cans black beans, drained')).toMatchObject({
      quantity: 30,
      unit: 'oz',
      name: 'black beans',
    });
    expect(pick('2 x 400g tins chopped tomatoes')).toMatchObject({
      quantity: 800,
      unit: 'g',
      name: 'tomatoes',
    });
  });

  it('keeps the count when the size in brackets is of something that is not a container', () => {
    expect(pick('2 (8 ounce) baking potatoes')).toMatchObject({
      quantity: 2,
      unit: null,
      name: 'baking potatoes',
    });
  });

  it('adds "1 cup plus 2 tablespoons" in the smaller unit', () => {
    expect(pick('1 cup plus 2 tablespoons sugar')).toMatchObject({
      quantity: 18,
      unit: 'tbsp',
      name: 'sugar',
    });
  });

  it('reads "juice of 1 lemon" as one lemon, juiced', () => {
    expect(pick('Juice of 1 lemon')).toMatchObject({ quantity: 1, name: 'lemon', note: 'Juice of' });
  });

  it('reads "1 and 1/2" and "2 and a half" as mixed numbers', () => {
    expect(pick('1 and 1/2 cups milk')).toMatchObject({ quantity: 1.5, unit: 'cup', name: 'milk' });
    expect(pick('2 and a half cups flour')).toMatchObject({ quantity: 2.5, unit: 'cup', name: 'flour' });
  });

  it('keeps approximation words out of the amount', () => {
    expect(pick('Scant 8 ounces bacon')).toMatchObject({
      quantity: 8,
      unit: 'oz',
      name: 'bacon',
      note: 'Scant',
    });
    expect(pick('about 2 cups stock')).toMatchObject({ quantity: 2, unit: 'cup', note: 'about' });
  });

  it('reads a range of item sizes as a range of totals', () => {
    expect(pick('1 3- to 4-pound chicken')).toMatchObject({
      quantity: 3,
      quantity2: 4,
      unit: 'lb',
      name: 'chicken',
    });
  });

  it('puts a size in inches into the note', () => {
    expect(pick('5 12-inch sheets rice paper')).toMatchObject({
      quantity: 5,
      unit: 'sheet',
      name: 'rice paper',
      note: '12-inch',
    });
    expect(pick('1 2-inch piece fresh ginger, peeled')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'ginger',
    });
  });
});

describe('parseIngredient: name and note', () => {
  it('moves text after a comma and in brackets to the note', () => {
    expect(pick('1 onion, finely chopped (about 1 cup)')).toMatchObject({
      name: 'onion',
      note: 'about 1 cup, finely chopped',
    });
  });

  it('moves leading preparation words to the note', () => {
    expect(pick('1 cup finely chopped fresh parsley')).toMatchObject({
      name: 'parsley',
      note: 'finely chopped fresh',
    });
    expect(pick('3 firm, ripe pears')).toMatchObject({ name: 'pears' });
  });

  it('keeps the first of two alternatives as the name', () => {
    expect(pick('1 cup sugar or honey')).toMatchObject({ name: 'sugar', note: 'or honey' });
    expect(pick('2 cups chicken or vegetable stock')).toMatchObject({ name: 'stock' });
  });

  it('moves serving phrases to the note', () => {
    expect(pick('Olive oil for drizzling')).toMatchObject({ name: 'Olive oil', note: 'for drizzling' });
  });
});

describe('parseIngredient: spec extras', () => {
  it('reads a string wrapped in asterisks as a heading', () => {
    const p = parseIngredient('**For the sauce**');
    expect(p.isHeading).toBe(true);
    expect(p.name).toBe('For the sauce');
    expect(p.quantity).toBeNull();
  });

  it('keeps a leading emoji apart', () => {
    const p = parseIngredient('🧅 2 onions');
    expect(p).toMatchObject({ emoji: '🧅', quantity: 2, name: 'onions' });
    expect(parseIngredient('🧅2 onions').emoji).toBe('🧅');
  });

  it('finds and repairs an image link', () => {
    expect(parseIngredient('1 onion https://img.example.com/a/onion.jpg').imageUrl).toBe(
      'https://img.example.com/a/onion.jpg',
    );
    expect(parseIngredient('1 onion //img.example.com/onion.png')).toMatchObject({
      imageUrl: 'https://img.example.com/onion.png',
      name: 'onion',
    });
    expect(parseIngredient('1 onion ttps://img.example.com/onion.png').imageUrl).toBe(
      'https://img.example.com/onion.png',
    );
    expect(parseIngredient('1 onion www.example.com/onion.webp').imageUrl).toBe(
      'https://www.example.com/onion.webp',
    );
    expect(
      parseIngredient('1 onion uploads/onion.jpg', { imageBaseUrl: 'https://cdn.example.com/' }).imageUrl,
    ).toBe('https://cdn.example.com/uploads/onion.jpg');
    expect(parseIngredient('1 onion /uploads/onion.jpg').imageUrl).toBe('/uploads/onion.jpg');
  });

  it('keeps the original text and strips markup', () => {
    const line = '1 cup <b>sugar</b>';
    expect(parseIngredient(line)).toMatchObject({ original: line, name: 'sugar' });
  });

  it('normalises the object form to the same shape', () => {
    expect(
      normaliseIngredient({ amount: '2 cups', item: 'flour', note: 'sifted', emoji: '🌾' }),
    ).toMatchObject({
      quantity: 2,
      unit: 'cup',
      name: 'flour',
      note: 'sifted',
      emoji: '🌾',
      isHeading: false,
    });
    expect(normaliseIngredient({ amount: 3, name: 'eggs' })).toMatchObject({
      quantity: 3,
      unit: null,
      name: 'eggs',
    });
    expect(normaliseIngredient('1 tsp salt')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'salt' });
    expect(normaliseIngredient(null)).toMatchObject({ quantity: null, name: '' });
    expect(
      normaliseIngredient({ amount: '1', item: '🍋 fresh lemon https://x.example.com/l.jpg' }),
    ).toMatchObject({
      name: 'fresh lemon',
      emoji: '🍋',
      imageUrl: 'https://x.example.com/l.jpg',
    });
  });
});

describe('parseIngredient: robustness', () => {
  it('never throws and returns the documented shape on arbitrary text, unicode included', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ unit: 'grapheme', maxLength: 200 }),
        ),
        (line) => {
          const p = parseIngredient(line);
          expect(typeof p.name).toBe('string');
          expect(p.quantity === null || Number.isFinite(p.quantity)).toBe(true);
          expect(p.quantity2 === null || Number.isFinite(p.quantity2)).toBe(true);
          expect(p.original).toBe(line);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws on ingredient-like text built from its own vocabulary', () => {
    const token = fc.constantFrom(
      '1',
      '½',
      '1/2',
      '-',
      'to',
      'cup',
      'tbsp',
      '(',
      ')',
      ',',
      'of',
      'plus',
      'x',
      '15-ounce',
      'can',
      'a',
      ' ',
      '🧅',
      '*',
      'www.x.com/a.jpg',
      'inch',
      'or',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 30 }), (tokens) => {
        const p = parseIngredient(tokens.join(' '));
        expect(p.quantity === null || Number.isFinite(p.quantity)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('treats non-strings as empty', () => {
    expect(parseIngredient(42 as unknown as string)).toMatchObject({ name: '', quantity: null });
    expect(parseIngredient(undefined)).toMatchObject({ name: '', quantity: null });
  });
});
