import { readHeuristicRecipe } from '../heuristic.reader';
import { food, page, readWithout, ul } from './test-page';

describe('titled-parts pass', () => {
  const html = page(
    `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><ol><li><h4>Step 1</h4><p>Rinse the rice until the water runs clear.</p><h4>Step 2</h4><p>Simmer the rice in the stock for 15 minutes.</p></li></ol>`,
  );

  it('reads a list item holding titled steps one step at a time', () => {
    expect(readHeuristicRecipe(html)?.method).toEqual([
      'Rinse the rice until the water runs clear.',
      'Simmer the rice in the stock for 15 minutes.',
    ]);
    expect(readWithout('titled-parts', html)?.method).toHaveLength(1);
  });
});
