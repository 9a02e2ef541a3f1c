import { formatAmount, parseAmount } from './quantity';

describe('parseAmount', () => {
  it('reads every written form of an amount', () => {
    expect(parseAmount('1½')).toEqual({ quantity: 1.5, quantity2: null });
    expect(parseAmount('2-3')).toEqual({ quantity: 2, quantity2: 3 });
    expect(parseAmount('1 to 2')).toEqual({ quantity: 1, quantity2: 2 });
    expect(parseAmount('two')).toEqual({ quantity: 2, quantity2: null });
    expect(parseAmount('0,25')).toEqual({ quantity: 0.25, quantity2: null });
    expect(parseAmount('1/0')).toEqual({ quantity: null, quantity2: null });
    expect(parseAmount('some')).toEqual({ quantity: null, quantity2: null });
  });
});

describe('formatAmount', () => {
  it.each([
    [1.5, '1½'],
    [0.25, '¼'],
    [1 / 3, '⅓'],
    [2, '2'],
    [2.999, '3'],
    [0.15, '0.15'],
  ])('%d -> %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });
});
