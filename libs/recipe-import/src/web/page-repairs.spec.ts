import { importRecipeFromHtml } from './import-page';
import { isNutritionLine } from './parsed-page';
import { splitGluedIngredients } from './json-ld.reader';
import { readHeuristicRecipe } from './heuristic.reader';
import { readMicrodataRecipe } from './microdata.reader';
import { pageWithJsonLd } from './test-pages';

/** Repairs for the kinds of failure the held-back pages show; each case is a page of our own. */
const jsonLdPage = (fields: Record<string, unknown>, body = ''): string =>
  pageWithJsonLd(JSON.stringify({ '@type': 'Recipe', name: 'Weeknight Dal', ...fields }), body);

const steps = ['Rinse the lentils well.', 'Simmer them with the spices for 20 minutes.'];

describe('ingredient lists delivered as a few strings', () => {
  it('splits entries that each hold several lines, keeping decimals whole', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['2 tbsp oil\n4 cloves garlic, sliced', '2.5 tsp cumin\n1 onion'],
        recipeInstructions: steps,
      }),
    );
    expect(draft?.ingredients).toEqual(['2 tbsp oil', '4 cloves garlic, sliced', '2.5 tsp cumin', '1 onion']);
  });

  it('keeps an entry whose second line continues the first', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({ recipeIngredient: ['1 cup flour\n(sifted)', '2 eggs'], recipeInstructions: steps }),
    );
    expect(draft?.ingredients).toEqual(['1 cup flour (sifted)', '2 eggs']);
  });

  it('splits one glued line before each amount, in any script, and never inside a number', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['2 tbsp oil 4 cloves garlic, sliced 2.5 tsp cumin 1 1/2 cups red lentils'],
        recipeInstructions: steps,
      }),
    );
    expect(draft?.ingredients).toEqual([
      '2 tbsp oil',
      '4 cloves garlic, sliced',
      '2.5 tsp cumin',
      '1 1/2 cups red lentils',
    ]);
    expect(splitGluedIngredients('200 г муки 2 яйца 1,5 стакана молока')).toEqual([
      '200 г муки',
      '2 яйца',
      '1,5 стакана молока',
    ]);
  });

  it('leaves a single ingredient with numbers in it alone', () => {
    for (const line of [
      '1 can tomatoes, about 400 g',
      '2 chicken breasts, 1 or 2 depending on size',
      '1 (15 oz) can black beans, drained and rinsed',
    ])
      expect(splitGluedIngredients(line)).toEqual([line]);
  });

  it('drops list markers: a leading dash and a running number with a dot', () => {
    const dashed = importRecipeFromHtml(
      jsonLdPage({ recipeIngredient: ['– 2 eggs', '— 1 onion'], recipeInstructions: ['– Mix.', '– Bake.'] }),
    );
    expect(dashed).toMatchObject({ ingredients: ['2 eggs', '1 onion'], method: ['Mix.', 'Bake.'] });
    const numbered = importRecipeFromHtml(
      jsonLdPage({ recipeIngredient: ['1. 2.5 tsp cumin', '2. 1 onion'], recipeInstructions: steps }),
    );
    expect(numbered?.ingredients).toEqual(['2.5 tsp cumin', '1 onion']);
    const counted = importRecipeFromHtml(
      jsonLdPage({ recipeIngredient: ['1 onion', '2 eggs', '3 carrots'], recipeInstructions: steps }),
    );
    expect(counted?.ingredients).toEqual(['1 onion', '2 eggs', '3 carrots']);
  });

  it("reads 'For the …' labels in other languages as group headings", () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['Für den Teig', '200 g Mehl', 'Pour la garniture', '2 pommes'],
        recipeInstructions: steps,
      }),
    );
    expect(draft?.ingredients).toEqual(['*Für den Teig*', '200 g Mehl', '*Pour la garniture*', '2 pommes']);
  });
});

describe('a method written as one run of numbered steps', () => {
  it('splits at each number that continues the count, in any script, and drops empty steps', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['1 cup lentils', '1 onion'],
        recipeInstructions:
          '1.Rinse 1.5 cups of lentils well 2.Simmer them for 20 minutes, then bake at 180. 3.将扁豆过筛 4. 5.',
      }),
    );
    expect(draft?.method).toEqual([
      'Rinse 1.5 cups of lentils well',
      'Simmer them for 20 minutes, then bake at 180.',
      '将扁豆过筛',
    ]);
  });

  it('leaves a step that merely mentions numbers alone', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['1 cup lentils', '1 onion'],
        recipeInstructions: ['Cook 2. Then 3 more minutes.', 'Serve.'],
      }),
    );
    expect(draft?.method).toEqual(['Cook 2. Then 3 more minutes.', 'Serve.']);
  });
});

describe('step names that are file names', () => {
  it("does not keep a step photo's file name as the step's title, but keeps a real title", () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['1 cup lentils', '1 onion'],
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'dal_3 step 1', text: 'Rinse the lentils.' },
          { '@type': 'HowToStep', name: 'IMG-2041.jpg', text: 'Fry the onion.' },
          { '@type': 'HowToStep', name: 'Make the tadka', text: 'Simmer everything.' },
        ],
      }),
    );
    expect(draft?.method).toEqual([
      'Rinse the lentils.',
      'Fry the onion.',
      '*Make the tadka*',
      'Simmer everything.',
    ]);
  });
});

describe('the nutrition box after the steps', () => {
  it('is not read as steps', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['1 cup lentils', '1 onion'],
        recipeInstructions: [
          'Rinse the lentils.',
          'Season with salt to taste.',
          'PER SERVING',
          'Calories: 350',
          'Fat 12 g',
        ],
      }),
    );
    expect(draft?.method).toEqual(['Rinse the lentils.', 'Season with salt to taste.']);
    expect(isNutritionLine('Salt: to taste')).toBe(false);
    expect(isNutritionLine('Nährwerte pro Portion')).toBe(true);
  });
});

describe('method lines that are layout', () => {
  it("drops bare step counters and the method's own title", () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['1 cup lentils', '1 onion'],
        recipeInstructions: ['Zubereitung', '1.', 'Rinse the lentils.', '2', 'Simmer them.'],
      }),
    );
    expect(draft?.method).toEqual(['Rinse the lentils.', 'Simmer them.']);
  });
});

describe('structured data cut short', () => {
  const shown = `<h2>Ingredients</h2><ul><li>1 cup red lentils</li><li>1 onion, chopped</li><li>2 tsp cumin</li>
    <li>1 tsp turmeric</li><li>400 ml coconut milk</li></ul>
    <h2>Method</h2><ol><li>Rinse the lentils well.</li><li>Fry the onion with the spices.</li>
    <li>Add lentils and coconut milk.</li><li>Simmer them with the spices for 20 minutes.</li></ol>`;

  it('takes the page list when it shows every structured line and more', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage(
        { recipeIngredient: ['1 cup red lentils', '1 onion, chopped'], recipeInstructions: steps },
        shown,
      ),
    );
    expect(draft?.ingredients).toEqual([
      '1 cup red lentils',
      '1 onion, chopped',
      '2 tsp cumin',
      '1 tsp turmeric',
      '400 ml coconut milk',
    ]);
    expect(draft?.method).toHaveLength(4);
  });

  it('keeps the structured list when the page list misses one of its lines', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage(
        { recipeIngredient: ['1 cup red lentils', '1 bay leaf'], recipeInstructions: ['Rinse.', 'Cook.'] },
        shown,
      ),
    );
    expect(draft?.ingredients).toEqual(['1 cup red lentils', '1 bay leaf']);
    expect(draft?.method).toEqual(['Rinse.', 'Cook.']);
  });
});

describe('pages without structured data', () => {
  it('takes the sentences after the ingredient list as the method when it has no heading', () => {
    const page = `<html><body><h1>Ribs</h1><p>Ingredients</p><ul><li>1 rack ribs</li><li>1 cup brown sugar</li></ul>
      <p>Prepare your smoker at 275 degrees.</p><p>Rub the ribs all over and smoke them for three hours.</p>
      <p>Share this</p></body></html>`;
    expect(readHeuristicRecipe(page)?.method).toEqual([
      'Prepare your smoker at 275 degrees.',
      'Rub the ribs all over and smoke them for three hours.',
    ]);
  });

  it("reads a list classed as the ingredients, not a teaser card's '5 ingredients' count", () => {
    const page = `<html><body><h1>Sprouts</h1><ul class="ingredients"><li>500 g sprouts</li>
      <li>250 g bacon</li><li>50 g hazelnuts</li></ul><h2>Method</h2><ol><li>Slice the sprouts thinly.</li>
      <li>Fry the bacon, then the sprouts and nuts.</li></ol><h2>More like this</h2>
      <a href="/r/1"><h5>Onion boil</h5><h5>5 ingredients</h5><p>140 min</p></a></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '500 g sprouts',
      '250 g bacon',
      '50 g hazelnuts',
    ]);
  });

  it('keeps ingredient paragraphs and ends them at a later list of links', () => {
    const page = `<html><body><h1>Skewers</h1><h2>Ingredients</h2><table>
      <tr><td><p>1 C strawberries</p></td></tr><tr><td><p>½ C blackberries</p></td></tr>
      <tr><td><p>8 wooden skewers</p></td></tr><tr><td><ul><li><a href="/a.pdf">4 x 6 card</a></li>
      <li><a href="/b.pdf">8.5 x 11 card</a></li></ul></td></tr></table>
      <h2>Directions</h2><ol><li>Thread the fruit.</li><li>Serve.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '1 C strawberries',
      '½ C blackberries',
      '8 wooden skewers',
    ]);
  });
});

describe('microdata', () => {
  it('reads an ingredient marked up as an item of its own as its whole text', () => {
    const page = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Salsa</h1>
      <ul><li><span itemprop="ingredient" itemscope itemtype="https://schema.org/RecipeIngredient"><span itemprop="amount">1 can</span>
      <span itemprop="name">(28 Ounce) Whole Tomatoes</span></span></li>
      <li><span itemprop="ingredient" itemscope itemtype="https://schema.org/RecipeIngredient"><span itemprop="amount">2 cloves</span>
      <span itemprop="name">Garlic</span></span></li></ul>
      <p itemprop="recipeInstructions">Blend everything.</p></div></body></html>`;
    expect(readMicrodataRecipe(page)?.ingredients).toEqual([
      '1 can (28 Ounce) Whole Tomatoes',
      '2 cloves Garlic',
    ]);
  });
});

describe('titles and several recipes on a page', () => {
  it("drops the site's name from a title the way a browser tab shows it", () => {
    const head = '<meta property="og:site_name" content="Kitchen Notes">';
    const tab = importRecipeFromHtml(
      pageWithJsonLd(
        JSON.stringify({
          '@type': 'Recipe',
          name: 'Weeknight Dal | Lentil Recipes | Kitchen Notes',
          recipeIngredient: ['1 cup lentils', '1 onion'],
          recipeInstructions: steps,
        }),
        head,
      ),
    );
    expect(tab?.title).toBe('Weeknight Dal');
    const by = importRecipeFromHtml(
      pageWithJsonLd(
        JSON.stringify({
          '@type': 'Recipe',
          name: 'Weeknight Dal by Kitchen Notes',
          recipeIngredient: ['1 cup lentils', '1 onion'],
          recipeInstructions: steps,
        }),
        head,
      ),
    );
    expect(by?.title).toBe('Weeknight Dal');
  });

  it('reads the recipe the page heading names, not the richer sauce beside it', () => {
    const sauce = {
      '@type': 'Recipe',
      name: 'Salsa Roja',
      recipeIngredient: ['4 tomatoes', '1 chile', '1 garlic clove', '1 tbsp oil', 'salt'],
      recipeInstructions: ['Char the tomatoes.', 'Blend.', 'Fry the sauce.', 'Season.'],
    };
    const dish = {
      '@type': 'Recipe',
      name: 'Huevos Rancheros',
      recipeIngredient: ['2 tortillas', '2 eggs'],
      recipeInstructions: ['Fry the tortillas.', 'Fry the eggs and spoon the salsa over.'],
    };
    const html = `<html><head><title>Huevos Rancheros — Cook's Blog</title>
      <script type="application/ld+json">${JSON.stringify([sauce, dish])}</script></head>
      <body><h1>Huevos Rancheros</h1></body></html>`;
    expect(importRecipeFromHtml(html)?.title).toBe('Huevos Rancheros');
  });
});

describe('checkbox rows', () => {
  it('reads an amount box and a name paragraph inside a label as one line', () => {
    const row = (amount: string, name: string, i: number): string =>
      `<div class="item"><input type="checkbox" id="i${i}"><label for="i${i}"><span>${amount}</span><p>${name}</p></label></div>`;
    const page = `<html><body><h1>Αυγά</h1><h2>Υλικά</h2>${row('2', 'αβοκάντο ώριμα', 1)}${row('1/2 φλ.', 'τρίμματα φέτας', 2)}
      <h2>Εκτέλεση</h2><ol><li>Προθερμαίνουμε το φούρνο.</li><li>Ψήνουμε για 15 λεπτά.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual(['2 αβοκάντο ώριμα', '1/2 φλ. τρίμματα φέτας']);
  });
});

describe('structured and visible lists together', () => {
  const visibleList = (items: string[]): string =>
    `<section class="ingredients"><h2>Ingredients</h2><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul></section>`;

  it("takes the page's lines when the structured ones put the amount last", () => {
    const draft = importRecipeFromHtml(
      jsonLdPage(
        { recipeIngredient: ['white chocolate 150gr', 'flour 200gr', 'eggs 2'], recipeInstructions: steps },
        visibleList(['150 gr white chocolate', '200 gr flour', '2 eggs']),
      ),
    );
    expect(draft?.ingredients).toEqual(['150 gr white chocolate', '200 gr flour', '2 eggs']);
  });

  it('never lets a visible line that lost words replace the structured one', () => {
    const draft = importRecipeFromHtml(
      jsonLdPage(
        {
          recipeIngredient: ['diced ham 150 g (1.2 cup)', 'butter 20 g', 'eggs 2'],
          recipeInstructions: steps,
        },
        visibleList(['150 diced ham', '20 g butter', '2 eggs']),
      ),
    );
    expect(draft?.ingredients).toEqual(['diced ham 150 g (1.2 cup)', '20 g butter', '2 eggs']);
  });

  it("drops a method's running numbers written with a dot", () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['1 cup lentils', '1 onion'],
        recipeInstructions: ['1. Rinse the lentils.', '2. Simmer them.', '3. Serve.'],
      }),
    );
    expect(draft?.method).toEqual(['Rinse the lentils.', 'Simmer them.', 'Serve.']);
  });
});

describe('inline boxes and controls in a visible line', () => {
  it('spaces boxes drawn side by side and leaves out "add to list" controls', () => {
    const li = (html: string): string => `<li>${html}</li>`;
    const page = `<html><body><h1>Cake</h1><h2>Ingredients</h2><ul>
      ${li('<span>caster sugar</span><span>50 g</span>')}
      ${li('<strong>2</strong><span>cups</span><span>rice</span>')}
      ${li('<span>1 cup milk</span><a href="#" class="add">Add to list</a>')}
      ${li('<span>3 eggs</span><span class="btn-add">add to list</span>')}
      ${li('Straw<b>berries</b>, hulled')}
      </ul><h2>Method</h2><ol><li>Mix everything well.</li><li>Bake it for an hour.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      'caster sugar 50 g',
      '2 cups rice',
      '1 cup milk',
      '3 eggs',
      'Strawberries, hulled',
    ]);
  });
});

describe('groups and step numbers on plain pages', () => {
  it('reads a short label between two ingredient lists as the next group', () => {
    const page = `<html><body><h1>Cauliflower</h1><h3>Ingredients</h3><ul><li>1 cauliflower</li><li>4 tbsp olive oil</li></ul>
      <div class="note">to serve</div><ul><li>garlic sauce or feta</li><li>parsley</li></ul>
      <h3>Method</h3><ol><li>Roast the cauliflower for 30 minutes.</li><li>Serve with the sauce.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '1 cauliflower',
      '4 tbsp olive oil',
      '*to serve*',
      'garlic sauce or feta',
      'parsley',
    ]);
  });

  it("drops running step numbers written '1:'", () => {
    const draft = importRecipeFromHtml(
      jsonLdPage({
        recipeIngredient: ['1 cup lentils', '1 onion'],
        recipeInstructions: ['1: Rinse the lentils.', '2: Simmer them.'],
      }),
    );
    expect(draft?.method).toEqual(['Rinse the lentils.', 'Simmer them.']);
  });
});

describe('sections named for their part', () => {
  it("joins 'Ingredients for …' headings of one rank into one list with groups", () => {
    const page = `<html><body><h1>Dumplings</h1>
      <h3>Ingredients for Filling</h3><ul><li>1 pound ground beef</li><li>2 cups onions</li></ul>
      <h3>Ingredients for Dip</h3><ul><li>500 ml yogurt</li><li>1 tsp dried mint</li></ul>
      <h3>Method</h3><ol><li>Fry the beef with the onions.</li><li>Fill and steam the dumplings.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '*Ingredients for Filling*',
      '1 pound ground beef',
      '2 cups onions',
      '*Ingredients for Dip*',
      '500 ml yogurt',
      '1 tsp dried mint',
    ]);
  });
});

describe('structured lines that lost the spaces the page shows', () => {
  const table = (rows: Array<[string, string]>): string =>
    `<h2>用料</h2><table>${rows.map(([n, a]) => `<tr><td class="name"><a href="/c/1">${n}</a></td><td class="unit">${a}</td></tr>`).join('')}</table>`;
  const rows: Array<[string, string]> = [
    ['奶油奶酪', '250克'],
    ['糖粉', '60克'],
    ['鸡蛋', '2个'],
  ];

  it("takes the page's lines, amount first as the structured lines are written", () => {
    const draft = importRecipeFromHtml(
      jsonLdPage(
        { recipeIngredient: ['250克奶油奶酪', '60克糖粉', '2个鸡蛋'], recipeInstructions: steps },
        table(rows),
      ),
    );
    expect(draft?.ingredients).toEqual(['250克 奶油奶酪', '60克 糖粉', '2个 鸡蛋']);
  });

  it('keeps structured lines that already say the same with their spaces, in their own order', () => {
    const lines = ['奶油奶酪 250克', '糖粉 60克', '鸡蛋 2个'];
    const draft = importRecipeFromHtml(
      jsonLdPage({ recipeIngredient: lines, recipeInstructions: steps }, table(rows)),
    );
    expect(draft?.ingredients).toEqual(lines);
  });
});
