import { parseLines } from './parse-ingredients';

describe('parse-ingredients CLI', () => {
  it('prints exactly one object per input line, in order, with the five keys', () => {
    const out = parseLines('2 cups flour\n\n1 tbsp sugar\n');
    const rows = out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows).toHaveLength(3);
    expect(Object.keys(rows[0])).toEqual(['quantity', 'quantity2', 'unit', 'name', 'note']);
    expect(rows[0]).toEqual({ quantity: 2, quantity2: null, unit: 'cup', name: 'flour', note: null });
    expect(rows[1]).toEqual({ quantity: null, quantity2: null, unit: null, name: null, note: null });
    expect(rows[2]).toMatchObject({ quantity: 1, unit: 'tbsp', name: 'sugar' });
  });

  it('keeps blank lines at the end and handles CRLF', () => {
    expect(parseLines('1 egg\r\n\r\n\r\n').trimEnd().split('\n')).toHaveLength(3);
  });

  it('prints nothing for no input', () => {
    expect(parseLines('')).toBe('');
  });
});
