import { readHeuristicRecipe } from '../heuristic.reader';
import { page, readWithout, steps } from './test-page';

describe('list-by-class pass', () => {
  // Food without amounts, so that only the lists' names tell what they are.
  const food = ['Basmati rice', 'An onion', 'Chicken stock'];
  const html = page(
    `<div class="recipe-ingredients">${food.map((f) => `<p>${f}</p>`).join('')}</div><div class="recipe-method">${steps.map((s) => `<p>${s}</p>`).join('')}</div>`,
  );

  it('reads lists named for their role when no heading names them', () => {
    expect(readHeuristicRecipe(html)).toMatchObject({ ingredients: food, method: steps });
    expect(readWithout('list-by-class', html)).toBeNull();
  });
});
