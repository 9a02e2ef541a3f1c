import { readHeuristicRecipe } from '../heuristic.reader';
import { ol, page, readWithout, steps, ul } from './test-page';

describe('group-labels pass', () => {
  it('names the next group by a short label between two lists', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(['2 cups rice', '3 cups stock'])}<p>Optional</p>${ul(['1 handful parsley', '1 lemon'])}<h2>Method</h2>${ol(steps)}`,
    );
    const named = ['2 cups rice', '3 cups stock', '*Optional*', '1 handful parsley', '1 lemon'];
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(named);
    expect(readWithout('group-labels', html)?.ingredients).not.toEqual(named);
  });

  it("reads a list item that names its group ('For the sauce:') as the group's name", () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(['2 cups rice', 'For the sauce:', '1 cup yoghurt', '1 clove garlic'])}<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(html)?.ingredients).toContain('*For the sauce*');
  });
});
