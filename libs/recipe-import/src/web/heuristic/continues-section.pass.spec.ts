import { readHeuristicRecipe } from '../heuristic.reader';
import { ol, page, readWithout, steps, ul } from './test-page';

describe('continues-section pass', () => {
  const html = page(
    `<h2>Ingredients</h2><h2>Dough</h2>${ul(['2 cups flour', '1 tsp salt'])}<h2>Filling</h2>${ul(['200 g feta', '2 eggs'])}<h2>Method</h2>${ol(steps)}`,
  );
  const grouped = ['*Dough*', '2 cups flour', '1 tsp salt', '*Filling*', '200 g feta', '2 eggs'];

  it("reads group headings ranked like the section's own as groups of the same list", () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(grouped);
  });

  it('is what goes on past the first group', () => {
    expect(readWithout('continues-section', html)?.ingredients).not.toEqual(grouped);
  });
});
