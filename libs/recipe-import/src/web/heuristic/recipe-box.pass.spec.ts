import { readHeuristicRecipe } from '../heuristic.reader';
import { ol, page, readWithout, steps, ul } from './test-page';

describe('recipe-box pass', () => {
  const food = ['Basmati rice', 'An onion', 'Chicken stock'];
  const html = page(
    `<aside><h2>Ingredients</h2>${ul(food)}</aside><h2>Method</h2>${ol(steps)}<aside><h2>Popular</h2>${ul(['Cakes', 'Pies'])}</aside>`,
  );

  it('reads a recipe laid out in a sidebar headed Ingredients, and no other sidebar', () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(food);
    expect(readWithout('recipe-box', html)?.ingredients ?? []).not.toEqual(food);
  });
});
