import { sortGeneralTags } from './recipe-tags';

describe('sortGeneralTags', () => {
  it('sorts general tags into groups by keyword, the rest into Characteristics', () => {
    expect(
      sortGeneralTags(['Dinner', 'Under 30 Minutes', 'Thai', 'Vegan', 'Spicy', 'dinner', 'Quick']),
    ).toEqual({
      'Meal Type': ['Dinner'],
      Time: 'Under 30 Minutes',
      Cuisine: ['Thai'],
      Dietary: ['Vegan'],
      Characteristics: ['Spicy', 'Quick'],
    });
  });

  it('ignores junk', () => {
    expect(sortGeneralTags([1, null, '  '] as unknown[])).toEqual({
      'Meal Type': [],
      Time: '',
      Cuisine: [],
      Dietary: [],
      Characteristics: [],
    });
    expect(sortGeneralTags(undefined).Time).toBe('');
  });
});
