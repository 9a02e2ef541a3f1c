import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('section-scope pass', () => {
  const related = ul(['Saffron rice with 2 chillies', 'Fried rice in 3 ways']);
  const html = page(
    `<div class="card"><h3>Ingredients</h3>${ul(food)}</div><div class="related">${related}</div><h3>Method</h3>${ol(steps)}`,
  );

  it('ends a section at the edge of the box holding its heading and its list', () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(food);
  });

  it('is what leaves the related recipes out', () => {
    expect(readWithout('section-scope', html)?.ingredients).toHaveLength(food.length + 2);
  });
});
