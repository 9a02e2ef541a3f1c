import fc from 'fast-check';
import { emptyDraft } from '../draft';
import { toPageImportOutput } from './import-output';
import { importRecipeFromHtml, PAGE_READERS } from './import-page';
import { OG_HEAD, pageWithJsonLd } from './test-pages';

const jsonLd = JSON.stringify({
  '@type': 'Recipe',
  name: 'From JSON-LD',
  recipeIngredient: ['1 cup rice', '2 cups water'],
  recipeInstructions: [
    {
      '@type': 'HowToSection',
      name: 'Cook',
      itemListElement: [
        { '@type': 'HowToStep', text: 'Boil the water.' },
        { '@type': 'HowToStep', text: 'Add rice.' },
      ],
    },
  ],
  prepTime: 'PT5M',
  cookTime: 'PT20M',
  recipeYield: 2,
});
const microdata = `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">From microdata</span><span itemprop="recipeIngredient">1 egg</span></div>`;

describe('importRecipeFromHtml', () => {
  it('runs the readers in order: JSON-LD, microdata, app state, then headings', () => {
    expect(PAGE_READERS.map((r) => r.name)).toEqual(['json-ld', 'microdata', 'app-state', 'headings']);
    const both = pageWithJsonLd(jsonLd, OG_HEAD).replace('<h1>Page heading</h1>', microdata);
    expect(importRecipeFromHtml(both)?.title).toBe('From JSON-LD');
    expect(importRecipeFromHtml(`<html><body>${microdata}</body></html>`)?.title).toBe('From microdata');
  });

  it('falls back to headings and lists, with the host as source when there is no site name', () => {
    const page =
      '<html><body><h1>Toast</h1><h2>Ingredients</h2><ul><li>1 slice bread</li><li>Butter</li></ul><h2>Directions</h2><ol><li>Toast.</li><li>Butter.</li></ol></body></html>';
    expect(importRecipeFromHtml(page, 'https://www.toast.test/r/1')).toMatchObject({
      title: 'Toast',
      source: 'toast.test',
      source_url: 'https://www.toast.test/r/1',
    });
  });

  it('completes a method given as one paragraph from the visible steps', () => {
    const lumped = JSON.stringify({
      '@type': 'Recipe',
      name: 'Stew',
      recipeIngredient: ['1 kg beef', '2 onions'],
      recipeInstructions: 'Brown the beef. Add the onions and simmer two hours.',
    });
    const page = pageWithJsonLd(lumped).replace(
      '<h1>Page heading</h1>',
      '<h1>Stew</h1><h2>Method</h2><p>Brown the beef.</p><p>Add the onions and simmer two hours.</p>',
    );
    expect(importRecipeFromHtml(page)?.method).toEqual([
      'Brown the beef.',
      'Add the onions and simmer two hours.',
    ]);
  });

  it('takes the one paragraph under the method heading when the structured data has no method', () => {
    const bare = JSON.stringify({
      '@type': 'Recipe',
      name: 'Stew',
      recipeIngredient: ['1 kg beef', '2 onions'],
    });
    const page = pageWithJsonLd(bare).replace(
      '<h1>Page heading</h1>',
      '<h1>Stew</h1><h2>Method</h2><p>Brown the beef, add the onions and simmer for two hours.</p>',
    );
    expect(importRecipeFromHtml(page)?.method).toEqual([
      'Brown the beef, add the onions and simmer for two hours.',
    ]);
  });

  it('finds each group under its heading when the structured list holds only the group names', () => {
    const labels = JSON.stringify({
      '@type': 'Recipe',
      name: 'Cake',
      recipeIngredient: ['Sponge', 'Icing'],
      recipeInstructions: ['Bake.', 'Ice.'],
    });
    const body =
      '<h1>Cake</h1><h2>Sponge</h2><p>200 g flour</p><p>3 eggs</p><h2>Icing</h2><p>100 g sugar</p><p>1 lemon</p><h2>About</h2>';
    expect(
      importRecipeFromHtml(pageWithJsonLd(labels).replace('<h1>Page heading</h1>', body))?.ingredients,
    ).toEqual(['*Sponge*', '200 g flour', '3 eggs', '*Icing*', '100 g sugar', '1 lemon']);
  });

  it('reads missing yields and times from visible labels, and drops bullets and step labels', () => {
    const bare = JSON.stringify({
      '@type': 'Recipe',
      name: 'Tea',
      recipeIngredient: ['• 1 tea bag', '- 250 ml water'],
      recipeInstructions: ['Step 1', 'Step 2: Boil water.', '* Steep 3 minutes.'],
    });
    const body =
      '<h1>Tea</h1><div><span>Yield:</span></div><div><span>2 cups</span></div><p>Prep Time: 5 mins</p>';
    expect(importRecipeFromHtml(pageWithJsonLd(bare).replace('<h1>Page heading</h1>', body))).toMatchObject({
      yields: '2 cups',
      servings: 2,
      prep_time_minutes: 5,
      total_time_minutes: 5,
      ingredients: ['1 tea bag', '250 ml water'],
      method: ['Boil water.', 'Steep 3 minutes.'],
    });
  });

  it('takes a missing yield from a serving icon beside the structured recipe', () => {
    const ld = JSON.stringify({
      '@type': 'Recipe',
      name: 'Icon soup',
      recipeIngredient: ['1 leek', '2 potatoes'],
      recipeInstructions: ['Chop.', 'Simmer.'],
    });
    const page = pageWithJsonLd(ld).replace(
      '<h1>Page heading</h1>',
      '<h1>Icon soup</h1><p><svg class="icon-servings"></svg><span>3</span></p>',
    );
    expect(importRecipeFromHtml(page)).toMatchObject({ yields: '3 servings', servings: 3 });
  });

  it('returns null for pages without a recipe', () => {
    expect(importRecipeFromHtml('<html><body><h1>Hello</h1><p>World</p></body></html>')).toBeNull();
    expect(importRecipeFromHtml('')).toBeNull();
  });

  it('never throws, whatever the input', () => {
    const fragments = fc.constantFrom(
      '<script type="application/ld+json">',
      '</script>',
      '{"@type":"Recipe","name":',
      '"recipeIngredient":[',
      '<h2>Ingredients</h2>',
      '<ul><li>',
      '</li></ul>',
      '<div itemscope itemtype="https://schema.org/Recipe">',
      '<span itemprop="name">',
      '&amp;#',
      '<!--',
      '\u0000',
      ']}',
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fragments), { maxLength: 30 }),
        fc.string(),
        (parts, url) => {
          const result = importRecipeFromHtml(parts.join(''), url);
          expect(result === null || typeof result.title === 'string').toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('toPageImportOutput', () => {
  it('flattens headings out of ingredients, keeps section names as instruction lines, and groups ingredients', () => {
    const draft = {
      ...emptyDraft(),
      title: 'T',
      ingredients: ['salt', '*Sauce*', '1 tomato'],
      method: ['*Prep*', 'Chop.'],
      prep_time_minutes: 0,
      cook_time_minutes: 20,
      total_time_minutes: 20,
    };
    expect(toPageImportOutput(draft)).toMatchObject({
      ingredients: ['salt', '1 tomato'],
      instructions: ['Prep', 'Chop.'],
      ingredientGroups: [
        { purpose: null, ingredients: ['salt'] },
        { purpose: 'Sauce', ingredients: ['1 tomato'] },
      ],
      prepTimeMinutes: null,
      cookTimeMinutes: 20,
      totalTimeMinutes: 20,
    });
  });

  it('gives the scored interface for a JSON-LD page', () => {
    const out = toPageImportOutput(
      importRecipeFromHtml(pageWithJsonLd(jsonLd, OG_HEAD), 'https://example.test/rice')!,
    );
    expect(out).toMatchObject({
      title: 'From JSON-LD',
      ingredients: ['1 cup rice', '2 cups water'],
      instructions: ['Cook', 'Boil the water.', 'Add rice.'],
      totalTimeMinutes: 25,
      prepTimeMinutes: 5,
      cookTimeMinutes: 20,
      yields: '2 servings',
      image: 'https://example.test/og.jpg',
      source: 'Test Kitchen',
    });
  });
});
