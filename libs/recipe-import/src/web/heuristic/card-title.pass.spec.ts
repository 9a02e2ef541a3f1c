import { readHeuristicRecipe } from '../heuristic.reader';
import { food, ol, readWithout, steps, ul } from './test-page';

describe('card-title pass', () => {
  const html = `<html><head><title>Small Carrot Cake With Cream Cheese Frosting | Blog</title></head><body>
    <h1>Small Carrot Cake With Cream Cheese Frosting</h1><p>A story.</p>
    <h2>Save This Recipe</h2><div class="card"><h2>Small Carrot Cake</h2><h3>Ingredients</h3>${ul(food)}<h3>Instructions</h3>${ol(steps)}</div></body></html>`;

  it("takes the recipe card's own name over the post's headline, not a widget's heading", () => {
    expect(readHeuristicRecipe(html)?.title).toBe('Small Carrot Cake');
    expect(readWithout('card-title', html)?.title).toBe('Small Carrot Cake With Cream Cheese Frosting');
  });
});
