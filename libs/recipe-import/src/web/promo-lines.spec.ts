import { isPromoLine } from './promo-lines';
import { importRecipeFromHtml } from './import-page';
import { pageWithJsonLd } from './test-pages';

describe('isPromoLine', () => {
  it("knows the site's sign-ups, social calls, ratings, tags and disclosures", () => {
    for (const line of [
      'Sign up for our newsletter and get a free e-book!',
      'Follow me on Instagram @cookwithme',
      'Did you make this recipe? Tag us on Instagram!',
      'Pin it for later!',
      'Tags: chicken, weeknight, dinner',
      'This post may contain affiliate links.',
    ])
      expect(isPromoLine(line)).toBe(true);
  });

  it('leaves steps and food alone, also a long step that mentions the site', () => {
    for (const line of [
      'Heat the oven to 180 C.',
      '2 cups flour',
      'Share the dough into four pieces and roll each into a ball.',
      'Bake for 20 minutes, until golden. If you make this for a party, double the recipe, and let it cool fully before you cut it; do tag me in your photos, I love seeing them!',
    ])
      expect(isPromoLine(line)).toBe(false);
  });
});

describe('promos in a recipe', () => {
  it('leaves them out of the method the structured data gives', () => {
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Flatbread',
      recipeIngredient: ['2 cups flour', '1 cup water', '1 tsp salt'],
      recipeInstructions: [
        'Mix everything into a dough.',
        'Fry in a dry pan.',
        'Did you make this recipe? Tag me on Instagram!',
      ],
    });
    expect(importRecipeFromHtml(pageWithJsonLd(json))?.method).toEqual([
      'Mix everything into a dough.',
      'Fry in a dry pan.',
    ]);
  });
});
