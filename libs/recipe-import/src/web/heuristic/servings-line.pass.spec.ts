import { readHeuristicRecipe } from '../heuristic.reader';
import { isServingsLine } from './servings-line.pass';
import { ol, page, readWithout, steps, ul } from './test-page';

describe('servings-line pass', () => {
  it('knows a line that only says how many the recipe serves', () => {
    for (const line of ['Für 4 Personen', '4 főre', 'Serves 4', '8 porcí'])
      expect(isServingsLine(line)).toBe(true);
    expect(isServingsLine('4 eggs')).toBe(false);
  });

  it('leaves it out of the head of the list', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(['Serves 4', '1 l milk', '200 g rice'])}<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(['1 l milk', '200 g rice']);
    expect(readWithout('servings-line', html)?.ingredients).toContain('Serves 4');
  });
});
