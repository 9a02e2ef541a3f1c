import { readHeuristicRecipe } from '../heuristic.reader';
import { food, page, ul } from './test-page';

describe('soft-breaks pass', () => {
  it('reads a <br> inside a step paragraph after the ingredients as a break within the step', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(food)}<p>Rinse the rice until the water runs clear.<br>Use a fine sieve for this.</p><p>Fry the onion in butter until soft.</p><p>Add the rice and the stock and simmer for 15 minutes.</p>`,
    );
    expect(readHeuristicRecipe(html)?.method).toEqual([
      'Rinse the rice until the water runs clear. Use a fine sieve for this.',
      'Fry the onion in butter until soft.',
      'Add the rice and the stock and simmer for 15 minutes.',
    ]);
  });
});
