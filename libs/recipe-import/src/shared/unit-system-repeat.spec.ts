import { dropUnitSystemRepeat } from './unit-system-repeat';

describe('dropUnitSystemRepeat', () => {
  it('keeps the first rendering when the list repeats in the other unit system', () => {
    const metric = [
      '*Cake*',
      '250 ml whole milk',
      '200 g plain flour',
      '2 eggs',
      '*Glaze*',
      '120 g icing sugar',
    ];
    const us = ['*Cake*', '1 cup whole milk', '7 oz plain flour', '2 eggs', '*Glaze*', '4.2 oz icing sugar'];
    expect(dropUnitSystemRepeat([...metric, ...us])).toEqual(metric);
  });

  it('leaves two components that share ingredients and units alone', () => {
    const lines = ['*Sponge*', '100 g butter', '100 g sugar', '*Frosting*', '100 g butter', '100 g sugar'];
    expect(dropUnitSystemRepeat(lines)).toEqual(lines);
  });

  it('leaves an ordinary list alone', () => {
    const lines = ['2 cups flour', '1 tsp salt', '250 g butter', '3 eggs'];
    expect(dropUnitSystemRepeat(lines)).toEqual(lines);
  });
});
