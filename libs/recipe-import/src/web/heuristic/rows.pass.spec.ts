import { readHeuristicRecipe } from '../heuristic.reader';
import { ol, page, readWithout, steps } from './test-page';

describe('rows pass', () => {
  const html = page(
    `<h2>Ingredients</h2><table><tr><td>Äpplen</td><td>3</td></tr><tr><td>Vatten</td><td>½ dl</td></tr>
    <tr><td>Socker</td><td>2 msk</td></tr></table><h2>Method</h2>${ol(steps)}`,
  );

  it('reads a table row as one line, the amount before the name', () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(['3 Äpplen', '½ dl Vatten', '2 msk Socker']);
  });

  it('is what joins the cells (with the pairing of amount and name boxes also off)', () => {
    expect(readWithout(['rows', 'amount-name-pairs'], html)?.ingredients).not.toEqual([
      '3 Äpplen',
      '½ dl Vatten',
      '2 msk Socker',
    ]);
  });
});
