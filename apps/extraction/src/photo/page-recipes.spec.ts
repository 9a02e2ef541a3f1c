import { splitRecipes } from './page-recipes';

describe('splitRecipes', () => {
  it('cuts before the second recipe title, keeping its servings line with it', () => {
    const text = `Overnight Oats
Serves 1

Ingredients
50 g oats
Method
1. Stir together.
2. Chill overnight.

Summer Berry Fool

Serves 4 | Prep 15 min

Ingredients
300 g berries
Method
1. Crush the berries.`;
    const parts = splitRecipes(text);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/^Overnight Oats[\s\S]*Chill overnight\.\s*$/);
    expect(parts[1]).toMatch(/^Summer Berry Fool\n\nServes 4/);
  });

  it('leaves one recipe whole, even with an ingredients heading per component', () => {
    const text =
      'Cake\n\nIngredients\nFor the sponge\n2 eggs\nIngredients\n100 g icing sugar\nMethod\n1. Bake.';
    expect(splitRecipes(text)).toEqual([text]);
  });
});
