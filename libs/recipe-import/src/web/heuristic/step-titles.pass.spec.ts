import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, page, readWithout, ul } from './test-page';

describe('step-titles pass', () => {
  const html = page(
    `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(['Rinse the rice until the water runs clear.', 'Drain it well in a sieve.'])}<p>Step 3</p><p>Fry the onion, add the rice and stock, and simmer.</p>`,
  );

  it('reads a paragraph under its own step title among lists of steps', () => {
    expect(readHeuristicRecipe(html)?.method).toContain('Fry the onion, add the rice and stock, and simmer.');
    expect(readWithout('step-titles', html)?.method).not.toContain(
      'Fry the onion, add the rice and stock, and simmer.',
    );
  });
});
