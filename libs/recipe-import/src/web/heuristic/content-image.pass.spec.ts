import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('content-image pass', () => {
  const html = page(
    `<img src="https://site.test/wp-content/themes/x/badge.png"><img src="https://site.test/logo.jpg"><img src="https://site.test/photos/pilaf.jpg" width="800">
    <h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}`,
  );

  it("takes the first photo after the main heading, not a logo or the theme's files", () => {
    expect(readHeuristicRecipe(html)?.image).toBe('https://site.test/photos/pilaf.jpg');
  });

  it('is what finds the photo when the page has no share image', () => {
    expect(readWithout('content-image', html)?.image).toBe('');
  });
});
