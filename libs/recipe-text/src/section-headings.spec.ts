import {
  isBareSectionTitle,
  isIngredientHeading,
  isMethodHeading,
  isSectionHeading,
  isStopHeading,
  isTypedSectionHeading,
  sectionHeadingName,
} from './section-headings';
import { parseIngredient } from './ingredient-parser';

describe('asterisk section headings', () => {
  it('recognises a line wrapped in asterisks, ignoring surrounding spaces', () => {
    expect(isSectionHeading('*For the sauce*')).toBe(true);
    expect(isSectionHeading('  **Dough**  ')).toBe(true);
    expect(isSectionHeading('**')).toBe(false);
    expect(isSectionHeading('2 * 3 eggs')).toBe(false);
    expect(isSectionHeading('*For the sauce*:')).toBe(false);
  });

  it('accepts a colon after the closing asterisk only where people type headings', () => {
    expect(isTypedSectionHeading('*For the sauce*:')).toBe(true);
    expect(isTypedSectionHeading('*For the sauce*')).toBe(true);
    expect(isTypedSectionHeading('*:')).toBe(false);
    expect(parseIngredient('*For the sauce*:')).toMatchObject({ isHeading: true, name: 'For the sauce' });
  });

  it('names a heading without its asterisks', () => {
    expect(sectionHeadingName('*For the sauce*')).toBe('For the sauce');
    expect(sectionHeadingName(' ** Dough ** ')).toBe('Dough');
    expect(sectionHeadingName('*Topping*:')).toBe('Topping');
  });
});

describe('section words', () => {
  it('matches a heading by its whole text, not a mention', () => {
    expect(isIngredientHeading('Ingredients for 4:')).toBe(true);
    expect(isIngredientHeading('Zutaten')).toBe(true);
    expect(isIngredientHeading('Mix the ingredients well and leave to rest overnight')).toBe(false);
    // A recipe card's count of its lines heads nothing.
    expect(isIngredientHeading('5 ingredients')).toBe(false);
    expect(isIngredientHeading('8 ingrediënten')).toBe(false);
    expect(isMethodHeading('4 steps')).toBe(false);
    expect(isMethodHeading('Zubereitung')).toBe(true);
    expect(isMethodHeading('Paso a paso')).toBe(true);
    expect(isMethodHeading('Step by step:')).toBe(true);
    expect(isStopHeading('Nutrition Facts')).toBe(true);
  });

  it('tells the bare section title from a group named after it', () => {
    expect(isBareSectionTitle('Ingredients:')).toBe(true);
    expect(isBareSectionTitle('Dry ingredients')).toBe(false);
  });
});

describe('section words in other scripts', () => {
  it('reads Greek headings, and leading symbols are stripped without eating non-Latin letters', () => {
    expect(isIngredientHeading('Υλικά')).toBe(true);
    expect(isIngredientHeading('ΥΛΙΚΑ:')).toBe(true);
    expect(isMethodHeading('Εκτέλεση')).toBe(true);
    expect(isIngredientHeading('» Zutaten')).toBe(true);
    expect(isIngredientHeading('Σαλάτα')).toBe(false);
  });

  it('reads Czech, Slovak, Cyrillic and East Asian headings; a title ending in a section word is one', () => {
    expect(isIngredientHeading('Ingredience')).toBe(true);
    expect(isIngredientHeading('ingrediencie')).toBe(true);
    expect(isIngredientHeading('Ингредиенты:')).toBe(true);
    expect(isIngredientHeading('用料')).toBe(true);
    expect(isMethodHeading('Приготовление')).toBe(true);
    expect(isMethodHeading('Sådan gør du')).toBe(true);
    expect(isMethodHeading('蓝莓慕斯的做法')).toBe(true);
    expect(isMethodHeading('作り方')).toBe(true);
    expect(isMethodHeading('做法很简单，先把奶油奶酪软化，再加入糖粉搅拌均匀')).toBe(false);
  });
});
