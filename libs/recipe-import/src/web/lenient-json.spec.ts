import { parseLenientJson } from './lenient-json';

describe('parseLenientJson', () => {
  it('parses valid JSON unchanged', () => {
    expect(parseLenientJson('{"a":[1,2]}')).toEqual([{ a: [1, 2] }]);
  });

  it('tolerates trailing commas and raw newlines inside strings, which stay line breaks', () => {
    expect(parseLenientJson('{"name":"Pie\twith crust","list":[1,2,],}')).toEqual([
      { name: 'Pie with crust', list: [1, 2] },
    ]);
    expect(parseLenientJson('{"recipeIngredient":"2 cups rice\r\n1 onion"}')).toEqual([
      { recipeIngredient: '2 cups rice\n1 onion' },
    ]);
  });

  it('reads several objects one after another', () => {
    expect(parseLenientJson('{"a":1}\n{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('drops comment and CDATA wrappers and invalid escapes', () => {
    expect(parseLenientJson('<!--{"a":"it\\\'s"}-->')).toEqual([{ a: "it's" }]);
    expect(parseLenientJson('//<![CDATA[\n{"a":1}\n//]]>')).toEqual([{ a: 1 }]);
  });

  it('returns nothing for garbage', () => {
    expect(parseLenientJson('not json at all')).toEqual([]);
    expect(parseLenientJson('')).toEqual([]);
    expect(parseLenientJson('{"a":')).toEqual([]);
  });

  it('reads quotes left unescaped inside text, script comments and JavaScript values', () => {
    expect(parseLenientJson('{"name":"A 9" pan, 8" square","yield":4}')).toEqual([
      { name: 'A 9" pan, 8" square', yield: 4 },
    ]);
    expect(parseLenientJson('{"name":"B", // the title\n "x": NaN, /* old */ "y": undefined}')).toEqual([
      { name: 'B', x: null, y: null },
    ]);
    expect(parseLenientJson('{"text":"Step one.\\\nStep two"}')).toEqual([{ text: 'Step one. Step two' }]);
  });
});
