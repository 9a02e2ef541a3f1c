import { filterRecipes, matchesFilters, matchesSearch, type FilterableRecipe } from './recipe-filter';

const pasta: FilterableRecipe = {
  title: 'Weeknight Pasta',
  your_rating: 4.5,
  duration_minutes: 25,
  tags: {
    'Meal Type': ['Dinner'],
    Cuisine: ['Italian'],
    Dietary: ['Vegetarian'],
    Characteristics: ['Quick'],
  },
  user_display_name: 'Ada Lovelace',
  source: 'Grandma',
};
const stew: FilterableRecipe = {
  title: 'Beef stew',
  your_rating: null,
  duration_minutes: undefined,
  tags: { 'Meal Type': ['Lunch', 'Dinner'], Time: 'Weekend project' },
  original_owner_display_name: 'Grace Hopper',
};

describe('matchesFilters', () => {
  it('passes everything with no selections', () => {
    expect(matchesFilters(stew, {})).toBe(true);
    expect(matchesFilters(stew, { Cuisine: [] })).toBe(true);
  });

  it('ORs options within a category and ANDs categories', () => {
    expect(matchesFilters(pasta, { 'Meal Type': ['Breakfast', 'Dinner'] })).toBe(true);
    expect(matchesFilters(pasta, { 'Meal Type': ['Dinner'], Cuisine: ['Mexican'] })).toBe(false);
  });

  it('fails a recipe without data for a selected category', () => {
    expect(matchesFilters(stew, { Cuisine: ['Italian'] })).toBe(false);
    expect(matchesFilters(stew, { Dietary: ['Vegan'] })).toBe(false);
  });

  it('compares the rating with the selected numbers; no rating fails', () => {
    expect(matchesFilters(pasta, { Rating: ['4'] })).toBe(true);
    expect(matchesFilters(pasta, { '⭐ Rating': ['5 stars'] })).toBe(false);
    expect(matchesFilters(stew, { Rating: ['1'] })).toBe(false);
  });

  it('matches substrings either way, case-insensitively, stripping emoji from cuisine options', () => {
    expect(matchesFilters(pasta, { 'Meal Type': ['dinner party'] })).toBe(true);
    expect(matchesFilters(pasta, { Cuisine: ['🇮🇹 Italian'] })).toBe(true);
    expect(matchesFilters(pasta, { Characteristics: ['quic'] })).toBe(true);
  });

  it('uses duration_minutes for Time buckets when present, else the Time tag', () => {
    expect(matchesFilters(pasta, { Time: ['Under 30'] })).toBe(true);
    expect(matchesFilters(pasta, { Time: ['Under 15'] })).toBe(false);
    expect(matchesFilters(pasta, { Time: ['Under 1 Hour'] })).toBe(true);
    expect(matchesFilters(pasta, { Time: ['Weekend'] })).toBe(false);
    expect(matchesFilters({ ...pasta, duration_minutes: 60 }, { Time: ['Weekend'] })).toBe(true);
    expect(matchesFilters(stew, { Time: ['Weekend'] })).toBe(true);
    expect(matchesFilters(stew, { Time: ['Under 30'] })).toBe(false);
  });
});

describe('matchesSearch', () => {
  it('matches title, owner display name or source, case-insensitively', () => {
    expect(matchesSearch(pasta, 'PASTA')).toBe(true);
    expect(matchesSearch(pasta, 'lovelace')).toBe(true);
    expect(matchesSearch(pasta, 'grandma')).toBe(true);
    expect(matchesSearch(stew, 'hopper')).toBe(true);
    expect(matchesSearch(stew, 'pasta')).toBe(false);
    expect(matchesSearch(stew, '  ')).toBe(true);
  });
});

describe('filterRecipes', () => {
  it('applies search and filters together', () => {
    expect(filterRecipes([pasta, stew], { 'Meal Type': ['Dinner'] }, 'stew')).toEqual([stew]);
  });
});
