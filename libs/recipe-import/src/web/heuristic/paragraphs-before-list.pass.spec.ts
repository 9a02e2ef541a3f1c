import { readHeuristicRecipe } from '../heuristic.reader';
import { ol, page, readWithout, steps, ul } from './test-page';

describe('paragraphs-before-list pass', () => {
  const html = page(
    `<h2>Ingredients</h2><p>2 cups basmati rice</p><p>1 onion, chopped</p><p>3 cups stock</p>${ul(['Download the PDF', 'Print this page'])}<h2>Method</h2>${ol(steps)}`,
  );

  it('ends ingredients given as paragraphs at a later list of something else', () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual([
      '2 cups basmati rice',
      '1 onion, chopped',
      '3 cups stock',
    ]);
    expect(readWithout('paragraphs-before-list', html)?.ingredients).not.toContain('2 cups basmati rice');
  });
});
