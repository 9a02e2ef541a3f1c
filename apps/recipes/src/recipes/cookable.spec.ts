import { foodLines, rankCookable } from './cookable';

const recipe = (id: number, ingredients: string[]) => ({ id, lines: foodLines(ingredients) });

describe('what the pantry can make', () => {
  it('counts ingredient lines, not headings or lines without a food', () => {
    expect(
      foodLines(['*Dough*', '200 g flour', '', { amount: '2', item: 'eggs' }]).map((l) => l.key),
    ).toEqual(['flour', 'egg']);
  });

  it('ranks by the share the pantry holds, then fewer missing lines; none held is left out', () => {
    const ranked = rankCookable(
      [
        recipe(1, ['2 eggs', '1 onion', '100 g rice', '1 leek']), // 3 of 4
        recipe(2, ['3 eggs', '1 knob butter']), // 2 of 2
        recipe(3, ['1 egg', '1 onion', '1 tomato', '1 pepper', '1 leek', '1 carrot']), // 2 of 6
        recipe(4, ['1 lemon']), // 0 of 1
        recipe(5, ['1 egg', '1 lime']), // 1 of 2
      ],
      ['Eggs', 'unsalted butter', 'onions', 'rice'],
      10,
    );
    expect(ranked.map((r) => [r.id, r.have, r.total])).toEqual([
      [2, 2, 2],
      [1, 3, 4],
      [5, 1, 2],
      [3, 2, 6],
    ]);
    expect(ranked.find((r) => r.id === 1)?.missing).toEqual(['1 leek']);
  });

  it('puts fewer missing lines first when the share is the same', () => {
    const ranked = rankCookable(
      [recipe(1, ['1 egg', '1 onion', '1 leek', '1 lime']), recipe(2, ['1 egg', '1 lime'])],
      ['egg', 'onion'],
      10,
    );
    expect(ranked.map((r) => r.id)).toEqual([2, 1]);
  });

  it('answers at most `limit`', () => {
    const many = Array.from({ length: 30 }, (_, i) => recipe(i + 1, ['1 egg']));
    expect(rankCookable(many, ['egg'], 5).map((r) => r.id)).toEqual([30, 29, 28, 27, 26]);
  });
});
