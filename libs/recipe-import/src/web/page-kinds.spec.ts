import { importRecipeFromHtml } from './import-page';
import { readHeuristicRecipe } from './heuristic.reader';
import { pageWithJsonLd } from './test-pages';

const body = (html: string): string => `<html><body><h1>Rice Pilaf</h1>${html}</body></html>`;
const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const food = ['2 cups basmati rice', '1 onion, chopped', '3 cups stock'];
const steps = [
  'Rinse the rice until the water runs clear.',
  'Fry the onion, add rice and stock, and simmer for 15 minutes.',
];

describe('what is not the ingredient list', () => {
  it('leaves out a unit-system toggle drawn above the list', () => {
    const page = body(
      `<h2>Ingredients</h2><div class="units"><span>US</span><span>METRIC</span></div>${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(page)?.ingredients).toEqual(food);
  });

  it('does not take the equipment list for the ingredients', () => {
    const page = body(
      `<h2>Equipment</h2>${ul(['large saucepan with a lid', 'sieve'])}<h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    const draft = readHeuristicRecipe(page);
    expect(draft?.ingredients).toEqual(food);
    expect(draft?.method).toEqual(steps);
  });
});

describe('pages without structured data', () => {
  it('reads plain headings over paragraphs whose lines are separated by <br>', () => {
    const page = body(
      `<h2>Ingredients</h2><p>${food.join('<br>')}</p><h2>Method</h2><p>${steps.join('<br>')}</p>`,
    );
    expect(readHeuristicRecipe(page)).toMatchObject({ ingredients: food, method: steps });
  });

  it("reads every one of a method's named parts, each with step titles", () => {
    const part = (name: string, lines: string[]): string =>
      `<h3>Method for ${name}</h3>${lines.map((l, i) => `<h4>Step ${i + 1}</h4><p>${l}</p>`).join('')}`;
    const page = body(
      `<h3>Ingredients</h3>${ul(food)}${part('the rice', steps)}<h3>Shaping the pilaf</h3><h4>Step 1</h4><p>Press the hot rice firmly into a buttered mould.</p>${part('serving', ['Turn the pilaf out onto a warm plate and serve at once.'])}`,
    );
    expect(readHeuristicRecipe(page)?.method.filter((l) => !l.startsWith('*'))).toEqual([
      ...steps,
      'Press the hot rice firmly into a buttered mould.',
      'Turn the pilaf out onto a warm plate and serve at once.',
    ]);
  });
});

describe('a JSON-LD recipe that is present but empty', () => {
  it('is completed from the lists the page shows', () => {
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Rice Pilaf',
      recipeIngredient: [],
      recipeInstructions: [],
    });
    const page = pageWithJsonLd(json).replace(
      '<h1>Page heading</h1>',
      `<h1>Rice Pilaf</h1><h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    expect(importRecipeFromHtml(page)).toMatchObject({
      title: 'Rice Pilaf',
      ingredients: food,
      method: steps,
    });
  });

  it("does not take the post's description, repeated as the method, for the steps", () => {
    const intro =
      'This pilaf is the side dish my family asks for every single week, and it takes no time at all.';
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Rice Pilaf',
      description: intro,
      recipeIngredient: food,
      recipeInstructions: intro,
    });
    const page = pageWithJsonLd(json).replace(
      '<h1>Page heading</h1>',
      `<h1>Rice Pilaf</h1><p>${intro}</p><h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    expect(importRecipeFromHtml(page)?.method).toEqual(steps);
  });

  it('does not keep ingredient lines repeated at the head of the method as steps', () => {
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Rice Pilaf',
      recipeIngredient: food,
      recipeInstructions: [...food, ...steps],
    });
    expect(importRecipeFromHtml(pageWithJsonLd(json))?.method).toEqual(steps);
  });
});

describe('an ingredient list without a heading', () => {
  it('is the list of amounts right above the method', () => {
    const page = body(`<p>45 minutes, serves 4</p>${ul(food)}<h2>Method</h2>${ol(steps)}`);
    expect(readHeuristicRecipe(page)).toMatchObject({ ingredients: food, method: steps });
  });

  it('is not a list of sentences or links above the method', () => {
    const page = body(`${ul(['Home', 'Recipes', 'Side dishes'])}<h2>Method</h2>${ol(steps)}`);
    expect(readHeuristicRecipe(page)?.ingredients ?? []).toEqual([]);
  });
});

describe('a step that holds links to other recipes', () => {
  it('keeps the step and leaves out a heading made only of links', () => {
    const last = 'Bake for 40 minutes until golden and serve with roast meat.';
    const page = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><ol><li>${steps[0]}</li><li>${last}<br><h2><a href="/a">MORE TRAY BAKES &gt;&gt;&gt;</a><a href="/b">10 SIDE DISHES &gt;&gt;&gt;</a></h2></li></ol>`,
    );
    expect(readHeuristicRecipe(page)?.method).toEqual([steps[0], last]);
  });
});

describe("a step's own boxes that are not its text", () => {
  it("leaves out the ingredients a card repeats under a step and an affiliate link's disclosure", () => {
    const page = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><ol><li><div class="step-text">${steps[0]}</div>` +
        `<div class="step-ingredients"><span>2 cups basmati rice</span></div></li>` +
        `<li>Fry the onion in a <a href="https://shop.test/pan">saucepan</a> <span class="links-disclaimer">[paid link]</span>, add rice and stock, and simmer.</li></ol>`,
    );
    expect(readHeuristicRecipe(page)?.method).toEqual([
      steps[0],
      'Fry the onion in a saucepan, add rice and stock, and simmer.',
    ]);
  });
});

describe('step labels set in a box of their own', () => {
  it("are taken off when every step has one, even glued to the text ('Step 1Rinse')", () => {
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Rice Pilaf',
      recipeIngredient: food,
      recipeInstructions: ['Step 1Rinse the rice.', 'Step 2 Fry the onion.', 'Step 1 Serve it hot.'],
    });
    expect(importRecipeFromHtml(pageWithJsonLd(json))?.method).toEqual([
      'Rinse the rice.',
      'Fry the onion.',
      'Serve it hot.',
    ]);
  });

  it('stay when only one step starts with such words', () => {
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Rice Pilaf',
      recipeIngredient: food,
      recipeInstructions: ['Step 2 of the dough comes later.', 'Fry the onion.'],
    });
    expect(importRecipeFromHtml(pageWithJsonLd(json))?.method).toEqual([
      'Step 2 of the dough comes later.',
      'Fry the onion.',
    ]);
  });
});
