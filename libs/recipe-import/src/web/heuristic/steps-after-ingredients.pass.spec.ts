import { readHeuristicRecipe } from '../heuristic.reader';
import { food, page, readWithout, steps, ul } from './test-page';

describe('steps-after-ingredients pass', () => {
  const html = page(
    `<h2>Ingredients</h2>${ul(food)}${steps.map((s) => `<p>${s}</p>`).join('')}<p>Share</p><h2>Comments</h2><p>Lovely rice, made it twice this week already.</p>`,
  );

  it('reads the sentences right after the ingredient list as the method when no heading names it', () => {
    expect(readHeuristicRecipe(html)?.method).toEqual(steps);
  });

  it('is what finds them', () => {
    expect(readWithout('steps-after-ingredients', html)?.method ?? []).toEqual([]);
  });
});
