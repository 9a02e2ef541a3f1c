import { readHeuristicRecipe } from '../heuristic.reader';
import { food, page, readWithout, steps, ul } from './test-page';
import { isTimeFact } from './time-facts.pass';

describe('time-facts pass', () => {
  const html = page(
    `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><p>Cooling time: 1 hour</p>${steps.map((s) => `<p>${s}</p>`).join('')}`,
  );

  it('knows a labelled time', () => {
    expect(isTimeFact('Cooling time: 1 hour')).toBe(true);
    expect(isTimeFact('Note: stir well')).toBe(false);
  });

  it('leaves a time set among the steps out of the method', () => {
    expect(readHeuristicRecipe(html)?.method).toEqual(steps);
    expect(readWithout('time-facts', html)?.method).toContain('Cooling time: 1 hour');
  });
});
