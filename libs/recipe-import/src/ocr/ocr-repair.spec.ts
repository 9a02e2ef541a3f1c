import {
  dropPageNoise,
  isGuessedAmount,
  joinHyphenatedBreaks,
  pairAgrees,
  repairInlineAmounts,
  repairLeadingAmount,
  repairUnitGuesses,
  repairUnitMisreads,
} from './ocr-repair';

describe('repairLeadingAmount', () => {
  it.each([
    ['11/2 cups flour', '1 1/2 cups flour'],
    ['21/4 tsp yeast', '2 1/4 tsp yeast'],
    ['l cup sugar', '1 cup sugar'],
    ['I large egg', '1 large egg'],
    ['l/2 tsp salt', '1/2 tsp salt'],
    ['5OO g beef mince', '500 g beef mince'],
    ['l00 ml milk', '100 ml milk'],
    ['2OOg butter', '200g butter'],
    ['% cup plain flour', '½ cup plain flour'],
    ['1% cups milk', '1½ cups milk'],
    ['Y2 cup sugar', '½ cup sugar'],
    ['= | tsp salt', '1 tsp salt'],
    ['l-2 tbsp oil', '1-2 tbsp oil'],
    ['- l cup rice', '- 1 cup rice'],
    ['l. Heat the oil', '1. Heat the oil'],
    ['l Persian cucumber', '1 Persian cucumber'],
    ['11/2 c. jasmine rice', '1 1/2 c. jasmine rice'],
  ])('%p -> %p', (ocr, fixed) => {
    expect(repairLeadingAmount(ocr)).toBe(fixed);
  });

  it.each([
    'I love this cake',
    'I Persian cucumber',
    "l'oignon émincé",
    'Oil for frying',
    'lemon zest',
    '11 eggs',
    '12 lasagne sheets',
    'Olive oil',
    '1/2 cup milk',
    '100% rye flour',
  ])('leaves %p alone', (line) => {
    expect(repairLeadingAmount(line)).toBe(line);
  });
});

describe('repairInlineAmounts', () => {
  it('fixes look-alike digits before temperatures and times only', () => {
    expect(repairInlineAmounts('Preheat the oven to l8O°C.')).toBe('Preheat the oven to 180°C.');
    expect(repairInlineAmounts('Simmer for 2O minutes')).toBe('Simmer for 20 minutes');
    expect(repairInlineAmounts('Add the Oil and cook for 10 min')).toBe('Add the Oil and cook for 10 min');
    expect(repairInlineAmounts('Fold in lOO g flour and cool')).toBe('Fold in 100 g flour and cool');
  });
});

describe('repairUnitMisreads', () => {
  it.each([
    ['80z butter', '8oz butter'],
    ['21b 40z potatoes', '2lb 4oz potatoes'],
    ['1kg/21b 40z new potatoes', '1kg/2lb 4oz new potatoes'],
    ['2 Ibs beef brisket', '2 lbs beef brisket'],
    ['60ml/2fl 0z milk', '60ml/2fl oz milk'],
    ['225¢g/80z butter', '225g/8oz butter'],
    ['125 ml/4% fl oz milk', '125 ml/4½ fl oz milk'],
    ['1 box (15.250z) cake mix', '1 box (15.25oz) cake mix'],
    ['4 Thbsps lemon juice', '4 Tbsps lemon juice'],
  ])('%p -> %p', (ocr, fixed) => {
    expect(repairUnitMisreads(ocr)).toBe(fixed);
  });

  it("puts back a unit's lost hyphen and the 'to' of 'to taste'", () => {
    expect(repairUnitMisreads('1 14½ounce can tomato puree')).toBe('1 14½-ounce can tomato puree');
    expect(repairUnitMisreads('6 (½inch thick) slices')).toBe('6 (½-inch thick) slices');
    expect(repairUnitMisreads('salt and black pepper, 10 taste')).toBe('salt and black pepper, to taste');
    expect(repairUnitMisreads('1/3 ¢. cashews')).toBe('1/3 c. cashews');
  });

  it('reads millilitres whose l was read as i or I', () => {
    expect(repairUnitMisreads('350mi/12fl oz cream')).toBe('350ml/12fl oz cream');
    expect(repairUnitMisreads('250mI/9fl oz blackberries')).toBe('250ml/9fl oz blackberries');
  });

  it.each(['Oz the great', '1 bag of 0z', 'Bake for 10 minutes', '2 lb 4 oz', '5 mins'])(
    'leaves %p alone',
    (line) => {
      expect(repairUnitMisreads(line)).toBe(line);
    },
  );
});

describe('isGuessedAmount', () => {
  it('tells a misread or lost amount from a plain one', () => {
    expect(isGuessedAmount('% cup sugar')).toBe(true);
    expect(isGuessedAmount('1% cups milk')).toBe(true);
    expect(isGuessedAmount('Y2 tsp salt')).toBe(true);
    expect(isGuessedAmount('cup sugar')).toBe(true);
    // The bullet was read, the fraction glyph after it was not.
    expect(isGuessedAmount('> tablespoon maple syrup')).toBe(true);
    expect(isGuessedAmount('= teaspoon garlic powder')).toBe(true);
    expect(isGuessedAmount('- 2 tsp nutmeg')).toBe(false);
    expect(isGuessedAmount('i tbsp honey')).toBe(true);
    expect(isGuessedAmount('a pinch of salt')).toBe(false);
    expect(isGuessedAmount('an ounce of butter')).toBe(false);
    expect(isGuessedAmount('1/2 cup sugar')).toBe(false);
    expect(isGuessedAmount('cupcakes for the party')).toBe(false);
    expect(isGuessedAmount('2 cups flour')).toBe(false);
  });
});

describe('joinHyphenatedBreaks', () => {
  it('joins a word broken at the line end and keeps real compounds', () => {
    expect(joinHyphenatedBreaks(['cook until soft-', 'ened and golden'])).toEqual([
      'cook until softened and golden',
    ]);
    expect(joinHyphenatedBreaks(['225 g self-', 'raising flour'])).toEqual(['225 g self-raising flour']);
    expect(joinHyphenatedBreaks(['Serve with crème fraîche -', 'Enjoy'])).toEqual([
      'Serve with crème fraîche -',
      'Enjoy',
    ]);
  });
});

describe('dropPageNoise', () => {
  it('blanks page numbers, running heads at the edges and specks', () => {
    const lines = ['84    THE WEEKNIGHT TABLE', '|', 'CLASSIC LASAGNE', '2 tbsp oil', '~', '85'];
    expect(dropPageNoise(lines)).toEqual(['', '', 'CLASSIC LASAGNE', '2 tbsp oil', '', '']);
  });

  it('keeps a capitals line with a number in the body', () => {
    const lines = ['TITLE', 'one', 'two', 'SERVES 4', 'three', 'four', 'five'];
    expect(dropPageNoise(lines)).toContain('SERVES 4');
  });
});

describe('repairUnitGuesses', () => {
  it.each([
    ['60ml/2fl vz olive oil', '60ml/2fl oz olive oil'],
    ['15 g/ ox Magnum hops', '15 g/ oz Magnum hops'],
    ['1 cup (2269) unsalted butter', '1 cup (226g) unsalted butter'],
    ['1b fresh Brussels sprouts', '1 lb fresh Brussels sprouts'],
    ['174 tsp black pepper', '1/4 tsp black pepper'],
    ['2 waspoons gelatin powder', '2 teaspoons gelatin powder'],
    ['120ml/4N oz brandy', '120ml/4fl oz brandy'],
    ['30g/loz baby spinach', '30g/1oz baby spinach'],
    ['B0ml/3fl oz sugar', '80ml/3fl oz sugar'],
    ['2 tbsp (30m) olive oil', '2 tbsp (30ml) olive oil'],
    ['8 az heavy cream', '8 oz heavy cream'],
    ['12 cup = 2 tablespoons sugar', '1/2 cup = 2 tablespoons sugar'],
    ['14 teaspoon ground ginger', '1/4 teaspoon ground ginger'],
  ])('%p reads as %p, marked as a guess', (ocr, likely) => {
    expect(repairUnitGuesses(ocr)).toEqual({ line: likely, guessed: true });
  });

  it.each([
    '2 teaspoons gelatin powder',
    '7-8 oz. goat cheese log or tub',
    '225g/8oz plain flour',
    '950ml (33fl oz) chicken broth',
    '2 ox cheeks',
    '12 lasagne sheets',
    '1 (15 ounce) can chickpeas',
    '12 cups stock',
    '1 cup milk',
  ])('leaves %p alone and unmarked', (line) => {
    expect(repairUnitGuesses(line)).toEqual({ line, guessed: false });
  });

  it("reads a millilitre amount's twin whose 'fl' became figures, when the pair's arithmetic confirms it", () => {
    expect(repairUnitGuesses('250ml (911 oz) milk')).toEqual({ line: '250ml (9fl oz) milk', guessed: false });
    expect(repairUnitGuesses('475ml (171 oz) sugar')).toEqual({
      line: '475ml (17fl oz) sugar',
      guessed: false,
    });
    // Neither reading agrees with 950 ml: the line is marked, not mended.
    expect(repairUnitGuesses('950ml (511 oz) broth')).toEqual({
      line: '950ml (511 oz) broth',
      guessed: true,
    });
  });

  it('marks a count of spoons no cook would write', () => {
    expect(repairUnitGuesses('174 cups flour').guessed).toBe(true);
    expect(repairUnitGuesses('24 tbsp butter').guessed).toBe(true);
  });
});

describe('pairAgrees', () => {
  it('holds a metric amount and its imperial twin to each other', () => {
    expect(pairAgrees('950ml (33fl oz) chicken broth')).toBe(true);
    expect(pairAgrees('225g/8oz butter')).toBe(true);
    expect(pairAgrees('15 g/½ oz hops')).toBe(true);
    expect(pairAgrees('1kg/2lb 4oz potatoes')).toBe(true);
    expect(pairAgrees('23cm/9in tin')).toBe(true);
    expect(pairAgrees('950ml (3311 oz) chicken broth')).toBe(false);
    expect(pairAgrees('475ml (171 oz) baby spinach')).toBe(false);
    expect(pairAgrees('225g/80oz butter')).toBe(false);
  });
});
