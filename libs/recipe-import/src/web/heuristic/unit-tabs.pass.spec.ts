import { readHeuristicRecipe } from '../heuristic.reader';

const steps =
  '<h2>Method</h2><ol><li>Mix the flour and the butter well.</li><li>Bake it for twenty minutes.</li></ol>';
const page = (tabs: string): string =>
  `<html><head><title>Shortbread</title></head><body><h1>Shortbread</h1><h2>Ingredients</h2>${tabs}${steps}</body></html>`;
const metric = '<ul><li>250 g flour</li><li>125 g butter</li><li>60 g sugar</li></ul>';
const us = '<ul><li>2 cups flour</li><li>1/2 cup butter</li><li>1/4 cup sugar</li></ul>';

describe('unit tabs', () => {
  it('reads only the panel the page shows when another unit system is hidden', () => {
    const html = page(
      `<div class="tabs"><div class="metric">${metric}</div><div class="us" hidden>${us}</div></div>`,
    );
    expect(readHeuristicRecipe(html)?.ingredients).toEqual(['250 g flour', '125 g butter', '60 g sugar']);
  });

  it('reads the panel marked active when a script shows one', () => {
    const html = page(
      `<div><div class="tab-pane">${metric}</div><div class="tab-pane active">${us}</div></div>`,
    );
    expect(readHeuristicRecipe(html)?.ingredients).toEqual([
      '2 cups flour',
      '1/2 cup butter',
      '1/4 cup sugar',
    ]);
  });

  it('keeps two different lists side by side (a dough and a filling are not unit systems)', () => {
    const filling = '<ul><li>200 g cherries</li><li>2 tbsp cornflour</li><li>50 ml water</li></ul>';
    const html = page(`<div><div>${metric}</div><div hidden>${filling}</div></div>`);
    expect(readHeuristicRecipe(html)?.ingredients).toHaveLength(6);
  });
});
