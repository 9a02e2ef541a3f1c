import { readHeuristicRecipe } from '../heuristic.reader';
import { parseHtml } from '../html-dom';
import { linearise } from './blocks';
import { readPageFacts } from './page-facts.pass';
import { food, ol, page, readWithout, steps, ul } from './test-page';

describe('page-facts pass', () => {
  it("reads labelled times and servings, a label's value in the next short line too", () => {
    const blocks = linearise(
      parseHtml('<div><p>Prep time: 15 minutes</p><p>Cook time</p><p>1 hour</p><p>Serves 4</p></div>'),
    );
    expect(readPageFacts(blocks)).toEqual({ prep: 15, cook: 60, total: null, yields: '4 servings' });
  });

  it('fills the draft of a page without structured data', () => {
    const html = page(
      `<p>Prep time: 10 minutes</p><p>Serves 4</p><h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(html)).toMatchObject({ prep_time_minutes: 10, yields: '4 servings' });
    expect(readWithout('page-facts', html)).toMatchObject({ prep_time_minutes: 0, yields: '' });
  });
});
