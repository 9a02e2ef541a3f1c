import { flightRows, readAppState, readAppStateRecipe } from './app-state.reader';
import { parsePage } from './parsed-page';
import { importRecipeFromHtml } from './import-page';

const escapeAttr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A page that renders nothing but its heading; the recipe is only in the app's state. */
const appPage = (state: string, heading = 'Lemon Orzo Soup'): string =>
  `<!doctype html><html><head><title>${heading} | Test Kitchen</title></head><body><h1>${heading}</h1>${state}</body></html>`;

const recipe = {
  id: 'r1',
  name: 'Lemon Orzo Soup',
  description: 'A quick soup.',
  servings: 4,
  ingredients: [
    { name: 'orzo', quantity: 275, unit: 'g' },
    { name: 'lemons', quantity: 2, unit: null },
    { name: 'stock', quantity: 1.5, unit: { abbreviation: 'l', name: 'litre' } },
    { name: 'salt', quantity: null, unit: null },
  ],
  steps: [
    { header: 'Step 1', body: 'Cook the **275 g orzo** in salted water.' },
    { header: 'Step 2', body: 'Bring the stock to the boil, add the orzo and the lemon juice.' },
  ],
};

/** The ingredient and method lines the app-state reader finds in a page holding `state`. */
const listsRead = (state: string): { ingredients?: string[]; method?: string[] } => {
  const draft = readAppStateRecipe(appPage(state));
  return { ingredients: draft?.ingredients, method: draft?.method };
};

const wanted = ['275 g orzo', '2 lemons', '1.5 l stock', 'salt'];
const wantedSteps = [
  'Cook the 275 g orzo in salted water.',
  'Bring the stock to the boil, add the orzo and the lemon juice.',
];

describe('a recipe kept only in the app state of a script-driven page', () => {
  it('reads it from a JSON script, writing each amount, unit and name as one line', () => {
    const state = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
      props: { pageProps: { recipe, related: [] } },
    })}</script>`;
    const draft = importRecipeFromHtml(appPage(state));
    expect(draft?.title).toBe('Lemon Orzo Soup');
    expect(draft?.ingredients).toEqual(wanted);
    // 'Step 1' as a step's header is its number, not a title; the editor's bold marks go.
    expect(draft?.method).toEqual(wantedSteps);
    expect(draft?.servings).toBe(4);
  });

  it('reads it from streamed server-component chunks', () => {
    const payload = `0:["$","div",null,{}]\n5:${JSON.stringify(['$', '$L2', null, { recipe }])}\n`;
    const half = Math.floor(payload.length / 2);
    const chunk = (text: string): string =>
      `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
    const draft = importRecipeFromHtml(appPage(chunk(payload.slice(0, half)) + chunk(payload.slice(half))));
    expect(draft?.ingredients).toEqual(wanted);
    expect(draft?.method).toEqual(wantedSteps);
  });

  it('reads a row that follows a text row directly, its length counted in bytes', () => {
    // A text row ('T' and its length in hex) has no newline after it: the next row starts at once.
    const text = 'Crème brûlée';
    const bytes = Buffer.byteLength(text).toString(16);
    expect(flightRows(`1:T${bytes},${text}2:{"a":1}\n3:[2]\n`)).toEqual([text, '{"a":1}', '[2]']);
    const payload = `4:T${bytes},${text}5:${JSON.stringify(['$', '$L2', null, { recipe }])}\n`;
    const chunk = `<script>self.__next_f.push(${JSON.stringify([1, payload])})</script>`;
    expect(importRecipeFromHtml(appPage(chunk))?.method).toEqual(wantedSteps);
  });

  it("reads lists written as objects keyed '0', '1', '2'", () => {
    const keyed = (list: unknown[]): Record<string, unknown> =>
      Object.fromEntries(list.map((v, i) => [i, v]));
    const state = `<script type="application/json">${JSON.stringify({
      recipe: {
        ...recipe,
        ingredients: keyed(recipe.ingredients),
        steps: keyed(wantedSteps.slice().reverse()),
      },
    })}</script>`;
    expect(listsRead(state)).toEqual({
      ingredients: wanted,
      method: wantedSteps.slice().reverse(),
    });
  });

  it('finds the lists one level below the title, headers flagged, the fullest method field', () => {
    const resource = {
      title: 'Lemon Orzo Soup',
      related: { title: 'Chocolate Cake', ingredients: [{ title: '200 g chocolate' }], method: 'Melt.' },
      instructions: {
        ingredients: [
          { title: 'Soup', is_header: true },
          { title: '275 g orzo', is_header: null },
          { title: '1.5 l stock', is_header: null },
        ],
        method_mode: 'legacy',
        method_steps: null,
        method_legacy: 'Cook the orzo.<br><br>Bring the stock to the boil&hellip; add the orzo.',
      },
    };
    const state = `<div id="app" data-page="${escapeAttr(JSON.stringify({ props: { resource } }))}"></div>`;
    expect(listsRead(state)).toEqual({
      ingredients: ['*Soup*', '275 g orzo', '1.5 l stock'],
      method: ['Cook the orzo.', 'Bring the stock to the boil… add the orzo.'],
    });
  });

  it('does not take a list of record keys for the ingredients', () => {
    const summary = {
      title: 'Lemon Orzo Soup',
      ingredients: [
        '1PjaLqNkVlWTLo9coVXl',
        'KWfMFHZSssSq15X8Aj1B',
        '6HzfKbR3ShiQq3rZKKG8',
        'XReLjOddXzz4UfOMonF6',
      ],
      instructions: Object.fromEntries(wantedSteps.concat(wantedSteps, wantedSteps).map((v, i) => [i, v])),
    };
    const state = `<script type="application/json">${JSON.stringify({ summary, recipe })}</script>`;
    expect(readAppStateRecipe(appPage(state))?.ingredients).toEqual(wanted);
  });

  it('completes a structured method cut short from the whole one in the state', () => {
    const steps = [
      'Bring a large pot of salted water to the boil.',
      'Cook the orzo for eight minutes, then drain it.',
      'Warm the stock with the lemon zest in a wide pan.',
      'Stir the orzo into the stock and simmer for two minutes.',
      'Season with the lemon juice, salt and pepper.',
    ];
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lemon Orzo Soup',
      recipeIngredient: wanted,
      recipeInstructions: steps.slice(0, 2).map((text) => ({ '@type': 'HowToStep', text })),
    };
    const state = `<script type="application/json">${JSON.stringify({
      recipe: { ...recipe, steps: Object.fromEntries(steps.map((v, i) => [i, v])) },
    })}</script>`;
    const html = appPage(`<script type="application/ld+json">${JSON.stringify(ld)}</script>${state}`);
    expect(importRecipeFromHtml(html)?.method).toEqual(steps);
  });

  it("parses a page's state once, however many readers ask", () => {
    const page = parsePage(appPage(`<script type="application/json">${JSON.stringify({ recipe })}</script>`));
    expect(readAppState(page)).toBe(readAppState(page));
  });

  it("reads it from the JSON in the app root's data attribute", () => {
    const page = { component: 'Recipes/Show', props: { recipe } };
    const state = `<div id="app" data-page="${escapeAttr(JSON.stringify(page))}"></div>`;
    expect(readAppStateRecipe(appPage(state))?.ingredients).toEqual(wanted);
  });

  it('keeps groups, ranges, plurals and notes', () => {
    const grouped = {
      title: 'Lemon Orzo Soup',
      ingredientGroups: [
        {
          title: 'Meatballs',
          ingredients: [
            { name: 'egg', plural: 'eggs', amount: { from: 2 } },
            { name: 'sausage', plural: 'sausages', amount: { from: 3, to: 4 }, preparation: 'skinned' },
          ],
        },
      ],
      instructions: 'Roll the meatballs.\nSimmer them in the soup.',
    };
    const state = `<script type="application/json">${JSON.stringify(grouped)}</script>`;
    expect(listsRead(state)).toEqual({
      ingredients: ['*Meatballs*', '2 eggs', '3-4 sausages, skinned'],
      method: ['Roll the meatballs.', 'Simmer them in the soup.'],
    });
  });

  it('reads steps grouped in named sections, and ingredients named by title with a note', () => {
    const sectioned = {
      title: 'Lemon Orzo Soup',
      ingredient_sections: [
        { title: '', ingredients: [{ title: 'orzo', quantity: '275', unit: 'g', info: '' }] },
        { title: 'To serve', ingredients: [{ title: 'lemon', quantity: '1', unit: '', info: 'in wedges' }] },
      ],
      method: [{ section: 'Soup', steps: [{ id: 1, step: '<strong>Cook</strong> the orzo.' }] }],
    };
    const state = `<script type="application/json">${JSON.stringify({ data: sectioned })}</script>`;
    expect(listsRead(state)).toEqual({
      ingredients: ['275 g orzo', '*To serve*', '1 lemon, in wedges'],
      method: ['*Soup*', 'Cook the orzo.'],
    });
  });

  it('ignores recipes the page does not name (teasers for other recipes)', () => {
    const state = `<script type="application/json">${JSON.stringify({ related: [recipe] })}</script>`;
    expect(readAppStateRecipe(appPage(state, 'Chocolate Cake'))).toBeNull();
  });

  it('offers no list whose amounts it cannot read, rather than bare names', () => {
    const odd = {
      ...recipe,
      ingredients: recipe.ingredients.map((i) => ({ ...i, quantity: { per: 'serving', n: 1 } })),
    };
    const state = `<script type="application/json">${JSON.stringify({ recipe: odd })}</script>`;
    expect(readAppStateRecipe(appPage(state))).toBeNull();
  });
});
