import { spokenToNumerals } from './spoken-numbers';

describe('spokenToNumerals', () => {
  it.each([
    ['two cups of flour', '2 cups of flour'],
    ['half a teaspoon of salt', '1/2 teaspoon of salt'],
    ['one and a half cups of milk', '1 1/2 cups of milk'],
    ['two hundred and fifty grams of butter', '250 grams of butter'],
    ['twenty-five minutes', '25 minutes'],
    ['three quarters of a cup of sugar', '3/4 cup of sugar'],
    ['a quarter cup of oil', '1/4 cup of oil'],
    ['a couple of eggs', '2 eggs'],
    ['two and three', '2 and 3'],
    ['someone said nothing', 'someone said nothing'],
  ])('%p -> %p', (spoken, written) => {
    expect(spokenToNumerals(spoken)).toBe(written);
  });
});
