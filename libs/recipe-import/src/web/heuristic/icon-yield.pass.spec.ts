import { readHeuristicRecipe } from '../heuristic.reader';
import { parseHtml } from '../html-dom';
import { readIconYield } from './icon-yield.pass';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('icon-yield pass', () => {
  it('reads a serving count drawn as an icon with the number beside it', () => {
    expect(readIconYield(parseHtml('<div><i class="icon-serves"></i><span>6</span></div>'))).toBe(
      '6 servings',
    );
    expect(readIconYield(parseHtml('<div><i class="icon-clock"></i><span>45</span></div>'))).toBe('');
  });

  it('fills the yield of a page that shows it only that way', () => {
    const html = page(
      `<div><i class="icon-serves"></i><span>6</span></div><h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(html)?.yields).toBe('6 servings');
    expect(readWithout('icon-yield', html)?.yields).toBe('');
  });
});
