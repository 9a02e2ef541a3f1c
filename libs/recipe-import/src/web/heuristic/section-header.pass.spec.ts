import { readHeuristicRecipe } from '../heuristic.reader';
import { ol, page, readWithout, steps, ul } from './test-page';

// Lines without amounts, so that only the headings tell what the lists are.
const food = ['Basmati rice', 'An onion', 'Chicken stock', 'Salt'];

describe('section-header pass', () => {
  const html = page(
    `<article><header><h2>Ingredients</h2></header>${ul(food)}<header><h2>Method</h2></header>${ol(steps)}</article>`,
  );

  it("reads a section's heading set in a <header> inside an article", () => {
    expect(readHeuristicRecipe(html)).toMatchObject({ ingredients: food, method: steps });
  });

  it('is what reads those headings (a site banner in <header> is still left out)', () => {
    expect(readWithout('section-header', html)?.method).not.toEqual(steps);
    const banner = page(`<header><h2>Ingredients</h2>${ul(['Shop', 'About us'])}</header><p>Hello.</p>`);
    expect(readHeuristicRecipe(banner)).toBeNull();
  });
});
