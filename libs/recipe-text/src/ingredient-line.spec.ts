import { opensWithMeasure, readIngredientLine } from './ingredient-line';

const measureOf = (line: string) => readIngredientLine(line).measure;

describe('readIngredientLine', () => {
  it.each([
    '200 g flour',
    '1 1/2 cups milk',
    '½ tsp salt',
    '2-3 cloves garlic, minced',
    '2 EL Zucker',
    'ca. 200 g Mehl',
    '1 Hähnchenbrust',
    'Three eggs',
    'A pinch of salt',
    'Pinch of salt',
    'Juice of 1 lemon',
    'Zest and juice of 2 limes',
    'About 3 cups broth',
  ])('reads a measure before the name in %p', (line) => {
    expect(measureOf(line)).toBe('leading');
  });

  it.each([
    'Onion - 2 nos',
    'Beurre doux : 120 g',
    'Salt: to taste',
    'Salt, pepper: to taste',
    'Ginger garlic paste – 1 tbsp (heaped)',
    'sal, q.b.',
  ])('reads a measure after the name in %p', (line) => {
    expect(measureOf(line)).toBe('trailing');
  });

  it.each([
    '1. Preheat the oven',
    '2) Bake for 20 minutes',
    '0:45 Prepping the mushrooms',
    '15 minutes',
    '2 minutes later, stir',
    '20-26 minutes or until a toothpick comes out clean',
    '180°C fan oven',
    '4 servings',
    'Slice the onions',
    'Half the dough goes in the tin',
    'One of the best cakes',
    'One Pot Pasta',
    'tablespoons of butter. Stir until melted',
    'Cook, stirring, 2 to 3 minutes',
    'chicken thighs, 2 teaspoons salt, and the pepper.',
    'Olive oil, for frying',
    '*For the sauce*',
    '',
  ])('finds no measure in %p', (line) => {
    expect(measureOf(line)).toBeNull();
  });

  it("returns the parser's reading of the line", () => {
    expect(readIngredientLine('2 cups flour, sifted').parsed).toMatchObject({
      quantity: 2,
      unit: 'cup',
      name: 'flour',
      note: 'sifted',
    });
    expect(readIngredientLine('ca. 200 g Mehl').parsed).toMatchObject({
      quantity: 200,
      unit: 'g',
      name: 'Mehl',
    });
  });
});

describe('opensWithMeasure', () => {
  it('is true only for a measure before the name', () => {
    expect(opensWithMeasure('  250 ml Milch')).toBe(true);
    expect(opensWithMeasure('Onion - 2 nos')).toBe(false);
    expect(opensWithMeasure('1. 200 g flour')).toBe(false);
    expect(opensWithMeasure('Serves 4')).toBe(false);
  });
});
