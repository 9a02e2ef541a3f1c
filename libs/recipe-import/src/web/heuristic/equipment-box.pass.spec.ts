import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('equipment-box pass', () => {
  const html = page(
    `<h2>Ingredients</h2>${ul(food)}<div class="recipe-equipment">${ul(['1 large saucepan', '2 piping bags'])}</div><h2>Method</h2>${ol(steps)}`,
  );

  it('ends the ingredients at a box of equipment that has no heading of its own', () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(food);
    expect(readWithout('equipment-box', html)?.ingredients).toContain('2 piping bags');
  });
});
