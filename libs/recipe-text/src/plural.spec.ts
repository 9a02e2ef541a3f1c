import { parseIngredient } from './ingredient-parser';
import { countedName, pluralForm } from './plural';
import { formatIngredient, scaleIngredient } from './scaling';

const scaled = (line: string, factor: number) =>
  formatIngredient(scaleIngredient(parseIngredient(line), factor));

describe('a scaled ingredient names its counted thing in the right number', () => {
  it.each([
    ['1 lemon', 2, '2 lemons'],
    ['1 clove garlic', 2, '2 cloves garlic'],
    ['2 eggs', 0.5, '1 egg'],
    ['1 cup flour', 2, '2 cups flour'],
    ['2 tbsp oil', 2, '4 tbsp oil'],
    ['1 tomato', 3, '3 tomatoes'],
    ['3 tomatoes', 1 / 3, '1 tomato'],
    ['1 bay leaf', 2, '2 bay leaves'],
    ['4 bay leaves', 0.25, '1 bay leaf'],
    ['1 peach', 2, '2 peaches'],
    ['1 cherry', 2, '2 cherries'],
    ['1 red bell pepper', 2, '2 red bell peppers'],
    ['1 egg yolk', 2, '2 egg yolks'],
    ['1 large onion, chopped', 2, '2 onions, large, chopped'],
    ['1 avocado', 2, '2 avocados'],
    ['2 potatoes', 0.5, '1 potato'],
    ['1 sweet potato', 2, '2 sweet potatoes'],
    ['1 Lemon', 2, '2 Lemons'],
    ['1 walnut', 2, '2 walnuts'],
    ['2 hazelnuts', 0.5, '1 hazelnut'],
    ['1 turkey breast', 2, '2 turkey breasts'],
    ['2 chillies', 0.5, '1 chilli'],
    ['1 sandwich loaf', 2, '2 sandwich loaves'],
    ['1 onion or shallot', 2, '2 onions, or shallot'],
    ['1-2 lemons', 2, '2–4 lemons'],
    ['1 lemon', 0.5, '½ lemon'],
    ['2 cookies', 0.5, '1 cookie'],
    ['1 pinch salt', 2, '2 pinches salt'],
    ['1 blackberry', 2, '2 blackberries'],
    ['1 glass of wine', 2, '2 glasses of wine'],
    ['2 glasses of wine', 0.5, '1 glass of wine'],
    ['1 egg, beaten', 2, '2 eggs, beaten'],
  ])('%s scaled ×%d reads %s', (line, factor, text) => {
    expect(scaled(line, factor)).toBe(text);
  });

  it('leaves uncountables, words already in the right number and measured names alone', () => {
    expect(scaled('1 lb potatoes', 2)).toBe('2 lb potatoes');
    expect(scaled('1 can tomatoes', 2)).toBe('2 cans tomatoes');
    expect(scaled('2 eggs', 2)).toBe('4 eggs');
    expect(scaled('1 salmon', 2)).toBe('2 salmon');
    expect(scaled('1 water', 2)).toBe('2 water');
    expect(scaled('2 asparagus', 2)).toBe('4 asparagus');
    expect(scaled('1 gelatin', 2)).toBe('2 gelatin');
    expect(scaled('2 zucchini', 0.5)).toBe('1 zucchini');
    expect(scaled('12 cherry tomatoes', 0.5)).toBe('6 cherry tomatoes');
  });

  it('never changes a name it does not recognise as English', () => {
    expect(scaled('1 Zitrone', 2)).toBe('2 Zitrone');
    expect(scaled('1 pomme de terre', 2)).toBe('2 pomme de terre');
    expect(scaled('1 limone', 2)).toBe('2 limone');
    expect(scaled('1 jalapeño', 2)).toBe('2 jalapeño');
    expect(scaled('2 gousses d’ail', 0.5)).toBe('1 gousses d’ail');
    expect(countedName('cebolla', 2)).toBe('cebolla');
  });
});

describe('pluralForm', () => {
  it.each([
    ['cup', 'cups'],
    ['box', 'boxes'],
    ['bunch', 'bunches'],
    ['dash', 'dashes'],
    ['leaf', 'leaves'],
    ['loaf', 'loaves'],
    ['berry', 'berries'],
    ['turkey', 'turkeys'],
    ['potato', 'potatoes'],
    ['taco', 'tacos'],
    ['knife', 'knives'],
    ['BERRY', 'BERRIES'],
  ])('%s -> %s', (one, many) => {
    expect(pluralForm(one)).toBe(many);
  });
});
