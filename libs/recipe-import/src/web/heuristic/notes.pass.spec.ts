import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('notes pass', () => {
  const html = page(
    `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${steps.map((s) => `<p>${s}</p>`).join('')}<p>Note: the rice keeps for two days in the fridge.</p><p>We love this rice with a curry and have made it every week since.</p>`,
  );

  it('ends the steps at a note', () => {
    expect(readHeuristicRecipe(html)?.method).toEqual(steps);
  });

  it("leaves a tip in the steps' own list out and reads on", () => {
    const listed = page(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol([steps[0], 'Tip: use a wide pan.', steps[1]])}`,
    );
    expect(readHeuristicRecipe(listed)?.method).toEqual(steps);
    expect(readWithout('notes', listed)?.method).toContain('Tip: use a wide pan.');
  });
});
