import { readHeuristicRecipe } from '../heuristic.reader';
import { commaList } from './comma-list.pass';
import { ol, page, readWithout, steps } from './test-page';

describe('comma-list pass', () => {
  it('splits a list written as one sentence, and nothing else', () => {
    expect(
      commaList('4 figs, 1 duck confit (2 legs or 1 breast), 3 shallots, 200 g chanterelles, thyme.'),
    ).toEqual(['4 figs', '1 duck confit (2 legs or 1 breast)', '3 shallots', '200 g chanterelles', 'thyme']);
    expect(commaList('Fry the onion, add the rice, stir, and simmer.')).toEqual([]);
  });

  it('reads such a paragraph under the ingredients heading line by line', () => {
    const html = page(
      `<h2>Ingredients</h2><p>2 cups basmati rice, 1 onion, 3 cups stock, 1 tbsp butter, salt</p><h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(html)?.ingredients).toHaveLength(5);
    expect(readWithout('comma-list', html)?.ingredients).toHaveLength(1);
  });
});
