import { isSectionHeading } from '@mise/recipe-text';
import { makeRecipe } from '../../test/fixtures';
import { starKinds } from '../../components/ui/stars';
import { filledRows, withOneTrailingEmpty } from './form-rows';
import { cardImageUrl, ingredientText, ownerLine, scaledIngredientText, shortName } from './recipe-display';

describe('owner line', () => {
  it('prefers the original owner, then the user display name, then user', () => {
    expect(
      ownerLine(
        makeRecipe({ original_owner_display_name: 'Grace Brewster Hopper', user_display_name: 'Ada' }),
      ),
    ).toBe('Grace B.');
    expect(ownerLine(makeRecipe({ user_display_name: 'Ada Lovelace', source: 'BBC' }))).toBe('Ada L., BBC');
    expect(ownerLine(makeRecipe({ user_display_name: null, user: 'chef', source: '' }))).toBe('chef');
    expect(ownerLine(makeRecipe({ user_display_name: null, user: null, source: 'Book' }))).toBe('Book');
  });

  it('shortens to the first name plus the initial of the second word', () => {
    expect(shortName('  mary   ann smith ')).toBe('mary A.');
    expect(shortName('Cher')).toBe('Cher');
  });
});

describe('scaledIngredientText', () => {
  it.each([
    ['2 cups flour', 1.5, '3 cups flour'],
    ['250 g butter', 0.5, '125 g butter'],
    ['salt to taste', 3, 'salt to taste'],
    ['*For the sauce*', 2, '*For the sauce*'],
  ])('%s x%s -> %s', (line, factor, expected) => expect(scaledIngredientText(line, factor)).toBe(expected));

  it('leaves the line exactly as written at factor 1', () => {
    expect(scaledIngredientText('2  Cups flour', 1)).toBe('2  Cups flour');
  });
});

describe('ingredient text and headings', () => {
  it('joins object ingredients and recognises asterisk headings', () => {
    expect(ingredientText({ amount: 2, name: 'eggs', note: 'beaten', emoji: '🥚' })).toBe(
      '🥚 2 eggs, beaten',
    );
    expect(isSectionHeading('*For the sauce*')).toBe(true);
    expect(isSectionHeading('2 * 3 eggs')).toBe(false);
  });
});

describe('form rows', () => {
  it('collapses trailing empties to one and keeps inner empties', () => {
    expect(withOneTrailingEmpty([])).toEqual(['']);
    expect(withOneTrailingEmpty(['a', '', 'b', '', ''])).toEqual(['a', '', 'b', '']);
    expect(filledRows([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('stars', () => {
  it('draws whole, half and empty stars, nothing for no rating', () => {
    expect(starKinds(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starKinds(null)).toBeNull();
  });
});

describe('card image', () => {
  it("uses a stored photo's card size and leaves web addresses and other folders alone", () => {
    expect(cardImageUrl('/api/images/recipes/ab12-display.webp')).toBe('/api/images/recipes/ab12-thumb.webp');
    expect(cardImageUrl('/api/images/recipes/ab12-display.jpg')).toBe('/api/images/recipes/ab12-thumb.jpg');
    expect(cardImageUrl('https://img.example/x-display.webp')).toBe('https://img.example/x-display.webp');
    expect(cardImageUrl('/api/images/profiles/ab12-display.webp')).toBe(
      '/api/images/profiles/ab12-display.webp',
    );
  });
});
