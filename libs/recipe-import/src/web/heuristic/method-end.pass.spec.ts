import { readHeuristicRecipe } from '../heuristic.reader';
import { asksReader } from './method-end.pass';
import { food, ol, page, readWithout, ul } from './test-page';

describe('method-end pass', () => {
  it('knows a line that turns to the reader', () => {
    expect(asksReader('How would you rate this?')).toBe(true);
    expect(asksReader('Love Korean food? For more recipes, see below.')).toBe(true);
    expect(asksReader('Stir until the sauce thickens.')).toBe(false);
  });

  it('reads past a row of tab labels above the steps (label-row)', () => {
    const tabs = '<div class="tabs"><p><span>Pot</span></p><p><span>Rice cooker</span></p></div>';
    const html = page(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><div class="tabs-body"><div><p>Step one</p></div>${tabs}</div>${ol(
        ['Rinse the rice until the water runs clear.', 'Simmer covered for 15 minutes.'],
      )}`,
    );
    const method = readHeuristicRecipe(html)?.method ?? [];
    expect(method).toEqual(expect.arrayContaining(['Simmer covered for 15 minutes.']));
    expect(readWithout('label-row', html)?.method ?? []).not.toEqual(method);
  });
});
