import { readHeuristicRecipe } from '../heuristic.reader';
import { ol, page, readWithout, steps } from './test-page';

describe('amount-name-pairs pass', () => {
  const card = (amount: string, name: string): string =>
    `<div class="ing"><div class="qty"><span>${amount}</span></div><div class="name"><p>${name}</p></div></div>`;
  const html = page(
    `<h2>Ingredients</h2><div class="list">${card('350 g', 'aubergine')}${card('2', 'onions')}${card('1 tbsp', 'olive oil')}</div><h2>Method</h2>${ol(steps)}`,
  );

  it('joins each amount box with the name box beside it', () => {
    expect(readHeuristicRecipe(html)?.ingredients).toEqual([
      '350 g aubergine',
      '2 onions',
      '1 tbsp olive oil',
    ]);
    expect(readWithout(['amount-name-pairs', 'rows'], html)?.ingredients).not.toEqual([
      '350 g aubergine',
      '2 onions',
      '1 tbsp olive oil',
    ]);
  });
});
