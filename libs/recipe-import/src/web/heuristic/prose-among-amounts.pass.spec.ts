import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('prose-among-amounts pass', () => {
  const tip = 'Remember: only the amounts on the left are rescaled. The rest stays as written.';
  const html = page(`<h2>Ingredients</h2>${ul([...food, tip])}<h2>Method</h2>${ol(steps)}`);

  it("leaves a tip box's sentences out of a list of amounts", () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(food);
    expect(readWithout('prose-among-amounts', html)?.ingredients).toContain(tip);
  });
});
