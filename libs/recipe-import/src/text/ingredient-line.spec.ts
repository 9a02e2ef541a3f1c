import { looksLikeIngredient } from './ingredient-line';
import { numberedStep, stripBullet } from './line-shape';

describe('looksLikeIngredient', () => {
  it.each([
    '2 cups flour',
    '1 1/2 cups milk',
    '½ tsp salt',
    '1½ tbsp honey',
    '400g spaghetti',
    '2-3 cloves garlic, minced',
    '• 300ml double cream',
    '✅ 1 kg chicken wings',
    '🥚 3 eggs',
    '250 ml Milch',
    '2 EL Zucker',
    '1 c. à soupe de sucre',
    '- salt and pepper',
    'Onion - 2 (finely chopped)',
    'sal, q.b.',
    'Pinch of salt',
    'Zest of 1 lemon',
    '1 Hähnchenbrust',
  ])('accepts %p', (line) => {
    expect(looksLikeIngredient(line)).toBe(true);
  });

  it.each([
    '1. Preheat the oven to 180C.',
    'Step 2: Add the eggs',
    '15 minutes',
    '0:45 Prepping the mushrooms',
    'Today we are making the best pasta of your life, trust me.',
    'Whisk the eggs and sugar until pale and thick, about five minutes.',
    '',
    '!!!',
    'Slice the onions thinly.',
    'tablespoons of butter. Stir until melted',
    '20-26 minutes or until a toothpick comes out clean',
  ])('rejects %p', (line) => {
    expect(looksLikeIngredient(line)).toBe(false);
  });

  it('accepts a short unquantified line only under an ingredient header', () => {
    expect(looksLikeIngredient('Olive oil, for frying')).toBe(false);
    expect(looksLikeIngredient('Olive oil, for frying', { inIngredientBlock: true })).toBe(true);
  });
});

describe('numberedStep', () => {
  it.each([
    ['1. Mix the flour', 'Mix the flour'],
    ['2) Bake for 20 minutes', 'Bake for 20 minutes'],
    ['Step 3: Serve warm', 'Serve warm'],
    ['1️⃣ Toss the wings', 'Toss the wings'],
    ['Schritt 1: Eier trennen', 'Eier trennen'],
    ['2 Add the mince and brown well', 'Add the mince and brown well'],
  ])('reads %p', (line, text) => {
    expect(numberedStep(line)).toBe(text);
  });

  it('does not take an amount for a step number', () => {
    expect(numberedStep('1.5 kg potatoes')).toBeNull();
    expect(numberedStep('1. 200 g flour')).toBeNull();
    expect(numberedStep('2 Large onions, sliced into rings')).toBeNull();
  });
});

describe('stripBullet', () => {
  it('removes bullets and emoji and says there was one', () => {
    expect(stripBullet('✅ 2 tbsp honey')).toEqual({ text: '2 tbsp honey', bulleted: true });
    expect(stripBullet('👉 • salt')).toEqual({ text: 'salt', bulleted: true });
    expect(stripBullet('2 tbsp honey')).toEqual({ text: '2 tbsp honey', bulleted: false });
  });
});
