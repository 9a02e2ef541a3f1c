import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('tab-label pass', () => {
  const html = page(
    `<div class="tabs"><h3><button>Ingredients</button></h3><h3><button>Nutrition</button></h3></div>${ul(food)}<h3><button>Method</button></h3>${ol(steps)}`,
  );

  it("reads a tabbed card's headings drawn as buttons", () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(food);
    expect(readWithout(['tab-label', 'list-shape', 'list-before-method'], html)?.ingredients ?? []).toEqual(
      [],
    );
  });
});
