import { join } from 'node:path';
import { SHOPPING_CATEGORIES } from '@mise/contracts';
import { categorize } from './categorize';
import { readLabelled, scoreCategories } from './categorize-accuracy';
import { CATEGORY_EMOJI, FOOD_ENTRIES } from './food-list';

describe('food categoriser', () => {
  it('uses the ten default categories of spec section 9, named and ordered as the spec lists them', () => {
    // Spec section 9, verbatim: 'Default shopping categories: …'.
    const spec =
      'Fresh Produce, Dairy, Eggs & Fridge, Meat, Seafood, Bakery & Bread, Frozen Foods, Pantry, Beverages, Other Items';
    expect(SHOPPING_CATEGORIES).toEqual(spec.split(', '));
    expect(SHOPPING_CATEGORIES).toHaveLength(10);
    expect(Object.keys(CATEGORY_EMOJI)).toEqual(SHOPPING_CATEGORIES);
  });

  it('has at least 500 entries, each in a default category with an emoji', () => {
    expect(FOOD_ENTRIES.length).toBeGreaterThanOrEqual(500);
    for (const entry of FOOD_ENTRIES) {
      expect(SHOPPING_CATEGORIES).toContain(entry.category);
      expect(entry.emoji).toMatch(/\p{Extended_Pictographic}/u);
    }
    for (const category of SHOPPING_CATEGORIES)
      expect(FOOD_ENTRIES.some((entry) => entry.category === category)).toBe(true);
  });

  it.each([
    ['2 red onions, diced', 'Fresh Produce'],
    ['1 cup chicken stock', 'Pantry'],
    ['3 large eggs', 'Eggs & Fridge'],
    ['200 g firm tofu', 'Eggs & Fridge'],
    ['1 cup grated parmesan', 'Dairy'],
    ['1 lb boneless skinless chicken thighs', 'Meat'],
    ['2 (15-ounce) cans black beans, drained', 'Pantry'],
    ['1 cup frozen peas', 'Frozen Foods'],
    ['1 can chopped tomatoes', 'Pantry'],
    ['400 g canned tomatoes', 'Pantry'],
    ['Juice of 1 lemon', 'Fresh Produce'],
    ['4 salmon fillets', 'Seafood'],
    ['1 baguette', 'Bakery & Bread'],
    ['1/2 cup dry white wine', 'Beverages'],
    ['Salt and pepper to taste', 'Pantry'],
    ['Ripe strawberries', 'Fresh Produce'],
    ['2 leaves of gelatine', 'Pantry'],
    ['moon dust', 'Other Items'],
    ['*For the sauce*', 'Other Items'],
    ['', 'Other Items'],
  ])('%s -> %s', (line, category) => {
    expect(categorize(line).category).toBe(category);
  });

  it('reads plurals the same as singulars', () => {
    for (const [one, many] of [
      ['berry', 'berries'],
      ['tomato', 'tomatoes'],
      ['leaf', 'leaves'],
      ['peach', 'peaches'],
      ['olive', 'olives'],
      ['anchovy', 'anchovies'],
    ])
      expect(categorize(many)).toEqual(categorize(one));
  });

  it('places the hand-labelled names of the fixture (report in the output)', () => {
    const rows = readLabelled();
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const report = scoreCategories(rows);
    process.stdout.write(
      `food categoriser: ${report.correct}/${report.total} = ${(report.accuracy * 100).toFixed(1)}% on hand-labelled names\n`,
    );
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('places names labelled after the list was written nearly as well', () => {
    const report = scoreCategories(
      readLabelled(join(__dirname, 'fixtures', 'labelled-ingredients-later.tsv')),
    );
    process.stdout.write(
      `food categoriser: ${report.correct}/${report.total} = ${(report.accuracy * 100).toFixed(1)}% on names labelled later\n`,
    );
    expect(report.accuracy).toBeGreaterThanOrEqual(0.85);
  });
});
