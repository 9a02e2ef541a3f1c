import { stripCounters } from './parsed-page';

describe('stripCounters', () => {
  it('drops running step numbers drawn before each step', () => {
    expect(stripCounters(['1 Heat the pan.', '2 Add oil.'])).toEqual(['Heat the pan.', 'Add oil.']);
    expect(stripCounters(['*Dough*', '1 Mix.', '2 Knead.', '*Filling*', '1 Chop.'])).toEqual(['*Dough*', 'Mix.', 'Knead.', '*Filling*', 'Chop.']);
  });

  it('keeps numbers that are part of the text', () => {
    expect(stripCounters(['2 eggs go in first.', '3 minutes later, stir.'])).toEqual(['2 eggs go in first.', '3 minutes later, stir.']);
    expect(stripCounters(['1 Heat the pan.', 'Add oil.'])).toEqual(['1 Heat the pan.', 'Add oil.']);
  });
});
