import { parseCsv, score, tokenF1 } from './eval-ingredients';

describe('eval-ingredients scoring', () => {
  it('reads quoted CSV fields with commas, quotes and newlines', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('scores name overlap as token F1', () => {
    expect(tokenF1('olive oil', 'olive oil')).toBe(1);
    expect(tokenF1('extra virgin olive oil', 'olive oil')).toBeCloseTo(2 / 3);
    expect(tokenF1(null, '')).toBe(1);
    expect(tokenF1('salt', 'pepper')).toBe(0);
  });

  it('counts quantity within 0.011, the labelled range end, and canonical units', () => {
    const rows = [
      { input: 'a', name: 'salt', qty: 0.13, rangeEnd: 0, unit: 'teaspoon' },
      { input: 'b', name: 'flour', qty: 2, rangeEnd: 3, unit: 'cups' },
    ];
    const result = score(rows, (line) =>
      line === 'a'
        ? { quantity: 0.125, quantity2: null, unit: 'tsp', name: 'salt' }
        : { quantity: 2, quantity2: null, unit: 'cup', name: 'flour' },
    );
    expect(result.quantity).toBe(0.5);
    expect(result.unit).toBe(1);
    expect(result.name).toBe(1);
  });
});
