import { readHeuristicRecipe } from '../heuristic.reader';
import { ol, page, readWithout, steps, ul } from './test-page';

describe('named-sections pass', () => {
  const html = page(
    `<h3>Ingredients for the filling</h3>${ul(['200 g feta', '2 eggs'])}<h3>Ingredients for the topping</h3>${ul(['50 g butter', '3 tbsp breadcrumbs'])}<h3>Method</h3>${ol(steps)}`,
  );
  const both = [
    '*Ingredients for the filling*',
    '200 g feta',
    '2 eggs',
    '*Ingredients for the topping*',
    '50 g butter',
    '3 tbsp breadcrumbs',
  ];

  it("reads one 'Ingredients for …' heading after the other as the groups of one list", () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(both);
  });

  it('is what joins them', () => {
    expect(readWithout('named-sections', html)?.ingredients).not.toEqual(both);
  });
});
