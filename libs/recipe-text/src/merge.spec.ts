import { foodKey, formatMergedLine, mergeIngredients, pantryHolds, sameFood } from './merge';

/** Lines of several recipes in, the shopping lines a person reads out. */
const MERGES: [string[], string[]][] = [
  // mass: g and kg
  [['200 g flour', '300 g flour'], ['500 g flour']],
  [['200 g flour', '1 kg flour'], ['1.2 kg flour']],
  [['600 g flour', '400 g flour'], ['1 kg flour']],
  [['0.5 kg sugar', '250 g sugar'], ['750 g sugar']],
  [['1 kg potatoes', '1 kg potatoes'], ['2 kg potatoes']],
  [['1.5 kg potatoes', '500g potatoes'], ['2 kg potatoes']],
  [['250 grams butter', '2 tbsp butter'], ['butter (250 g + 2 tbsp)']],
  [['8 oz cheese', '1 lb cheese'], ['1½ lb cheese']],
  [['4 oz cheese', '4 oz cheese'], ['8 oz cheese']],
  [['100 g cheese', '4 oz cheese'], ['213 g cheese']],
  [['1 lb beef', '500 g beef'], ['954 g beef']],
  [['50 g parmesan', '1 kg parmesan', '25 g parmesan'], ['1.08 kg parmesan']],
  // volume: ml and l
  [['500 ml milk', '1 l milk'], ['1½ l milk']],
  [['250 ml milk', '250 ml milk'], ['500 ml milk']],
  [['750 ml stock', '500 ml stock'], ['1¼ l stock']],
  [['1 litre water', '1 litre water'], ['2 l water']],
  [['100 ml cream', '1 cup cream'], ['337 ml cream']],
  [['50 ml olive oil', '2 tbsp olive oil'], ['80 ml olive oil']],
  [['1 l stock', '500 ml stock', '250 ml stock'], ['1¾ l stock']],
  [['30 ml soy sauce', '1 tbsp soy sauce'], ['45 ml soy sauce']],
  // cup, tbsp, tsp
  [['1 cup milk', '2 tbsp milk'], ['1⅛ cups milk']],
  [['1 tbsp oil', '1 tsp oil'], ['1⅓ tbsp oil']],
  [['1 tsp cumin', '2 tsp cumin'], ['3 tsp cumin']],
  [['2 tsp salt', '1 tbsp salt'], ['1⅔ tbsp salt']],
  [['1/2 cup sugar', '1/4 cup sugar'], ['¾ cup sugar']],
  [['2 cups flour', '1 cup flour'], ['3 cups flour']],
  [['1 cup rice', '1 cup rice'], ['2 cups rice']],
  [['3 tbsp honey', '1 tbsp honey'], ['4 tbsp honey']],
  [['1 tablespoon vinegar', '1 tablespoon vinegar'], ['2 tbsp vinegar']],
  [['1 teaspoon vanilla', '½ teaspoon vanilla'], ['1½ tsp vanilla']],
  [['1 cup stock', '1 cup stock', '2 cups stock'], ['4 cups stock']],
  [['¼ cup butter', '4 tbsp butter'], ['½ cup butter']],
  [['1 tsp paprika', '1 tbsp paprika'], ['1⅓ tbsp paprika']],
  // counted things and their words
  [['2 onions', '1 large onion, diced'], ['3 onions']],
  [['1 onion', '1 onion'], ['2 onions']],
  [['2 eggs', '1 egg'], ['3 eggs']],
  [['1 egg'], ['1 egg']],
  [['3 carrots', '2 large carrots, peeled and chopped'], ['5 carrots']],
  [['1 lemon', 'juice of 1 lemon'], ['2 lemons']],
  [['2 tomatoes', '3 tomatoes'], ['5 tomatoes']],
  [['2 bay leaves', '1 bay leaf'], ['3 bay leaves']],
  [['1 red bell pepper', '2 red bell peppers'], ['3 red bell peppers']],
  [['2 potatoes', '1 potato'], ['3 potatoes']],
  [['3 cloves garlic', '2 cloves garlic'], ['5 cloves garlic']],
  [['1 can chickpeas', '2 cans chickpeas'], ['3 cans chickpeas']],
  [['two eggs', 'one egg'], ['3 eggs']],
  [['a pinch salt', '1 pinch salt'], ['2 pinches salt']],
  [['1 bunch parsley', '1 bunch parsley'], ['2 bunches parsley']],
  // units that do not convert stay side by side
  [['1 cup flour', '200 g flour'], ['flour (1 cup + 200 g)']],
  [['3 cloves garlic', '1 head garlic'], ['garlic (3 cloves + 1 head)']],
  [['3 tomatoes', '1 can chopped tomatoes'], ['tomatoes (3 + 1 can)']],
  [['2 eggs', '100 g eggs'], ['eggs (2 + 100 g)']],
  [['1 stick butter', '100 g butter'], ['butter (1 stick + 100 g)']],
  [['500 ml milk', '200 g milk'], ['milk (500 ml + 200 g)']],
  [['1 cup spinach', '1 bunch spinach', '1 cup spinach'], ['spinach (2 cups + 1 bunch)']],
  // amounts missing on one side
  [['salt', '1 pinch salt', 'salt'], ['1 pinch salt']],
  [['salt', 'salt'], ['salt']],
  [['pepper to taste', '1 tsp pepper'], ['1 tsp pepper']],
  [['olive oil', '2 tbsp olive oil'], ['2 tbsp olive oil']],
  // different foods stay different lines; headings are not foods
  [
    ['200 g flour', '2 eggs'],
    ['200 g flour', '2 eggs'],
  ],
  [
    ['1 onion', '1 red onion'],
    ['1 onion', '1 red onion'],
  ],
  [['*For the sauce*', '2 onions', '*Topping*', '1 onion'], ['3 onions']],
  [
    ['1 tbsp olive oil', '1 tbsp oil'],
    ['1 tbsp olive oil', '1 tbsp oil'],
  ],
  [
    ['100 g butter', '100 g unsalted butter'],
    ['100 g butter', '100 g unsalted butter'],
  ],
  [
    ['1 cup milk', '1 cup coconut milk'],
    ['1 cup milk', '1 cup coconut milk'],
  ],
  [['', '  ', '2 eggs'], ['2 eggs']],
  [['Large Onions', '1 onion'], ['1 Onion']],
];

describe('merging shopping lines across recipes', () => {
  it('has at least 60 cases', () => expect(MERGES.length).toBeGreaterThanOrEqual(60));

  it.each(MERGES)('%j -> %j', (lines, expected) => {
    expect(mergeIngredients(lines).map(formatMergedLine)).toEqual(expected);
  });

  it('reads ingredient objects as their lines', () => {
    const merged = mergeIngredients([{ amount: '2', item: 'onions' }, '1 onion']);
    expect(merged.map(formatMergedLine)).toEqual(['3 onions']);
  });
});

describe('foods named alike', () => {
  it.each([
    ['Onions', 'onion'],
    ['large onion', 'onion'],
    ['Bay Leaves', 'bay leaf'],
    ['fresh basil', 'basil'],
  ])('%s is %s', (name, key) => expect(foodKey(name)).toBe(key));

  it.each([
    ['butter', 'unsalted butter', true],
    ['olive oil', 'extra virgin olive oil', true],
    ['eggs', 'egg', true],
    ['olive', 'olive oil', false],
    ['milk', 'coconut milk', true],
    ['rice', 'rice vinegar', false],
    ['', 'salt', false],
  ])('%s and %s: %s', (a, b, same) => expect(sameFood(a, b)).toBe(same));

  it('asks a whole pantry at once, by food key', () => {
    const holds = pantryHolds(['Eggs', 'unsalted butter', 'Basmati rice', '']);
    expect(['egg', 'butter', 'basmati rice', 'rice', 'milk'].map(holds)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
