import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('list-before-method pass', () => {
  const html = page(`<p>Serves four as a side.</p>${ul(food)}<h2>Method</h2>${ol(steps)}`);

  it("reads the list right above the method's heading as the ingredients", () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(food);
    // The list-shape pass finds such a list too; with both off, nothing does.
    expect(readWithout(['list-before-method', 'list-shape'], html)?.ingredients ?? []).toEqual([]);
  });
});
