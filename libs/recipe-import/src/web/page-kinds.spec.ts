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

/** The method the importer reads from a JSON-LD recipe with these steps. */
const methodFrom = (recipeInstructions: unknown): string[] | undefined =>
  importRecipeFromHtml(
    pageWithJsonLd(
      JSON.stringify({ '@type': 'Recipe', name: 'Rice Pilaf', recipeIngredient: food, recipeInstructions }),
    ),
  )?.method;

describe('what is not the ingredient list', () => {
  it('leaves out a unit-system toggle drawn above the list', () => {
    const page = body(
      `<h2>Ingredients</h2><div class="units"><span>US</span><span>METRIC</span></div>${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(page)?.ingredients).toEqual(food);
  });

  it('leaves out unit and scaling toggles drawn as list items, and in the structured list', () => {
    const page = body(
      `<h2>Ingredients</h2>${ul(['US Customary', 'Metric'])}${ul(['1x', '2x', '3x'])}${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    expect(importRecipeFromHtml(page)?.ingredients).toEqual(food);
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Rice Pilaf',
      recipeIngredient: ['US', 'METRIC', ...food],
      recipeInstructions: steps,
    });
    expect(importRecipeFromHtml(pageWithJsonLd(json))?.ingredients).toEqual(food);
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

describe('equipment in the structured ingredient list', () => {
  it('leaves the lines the page shows under its equipment heading', () => {
    const tools = ['Large saucepan with lid', 'Fine sieve'];
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Rice Pilaf',
      recipeIngredient: [...food, ...tools],
      recipeInstructions: steps,
    });
    const shown = `<h1>Rice Pilaf</h1><h2>Ingredients</h2>${ul(food)}<h2>Equipment</h2>${ul(tools)}`;
    const draft = importRecipeFromHtml(pageWithJsonLd(json).replace('<h1>Page heading</h1>', shown));
    expect(draft?.ingredients).toEqual(food);
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
    expect(methodFrom([...food, ...steps])).toEqual(steps);
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
    expect(methodFrom(['Step 1Rinse the rice.', 'Step 2 Fry the onion.', 'Step 1 Serve it hot.'])).toEqual([
      'Rinse the rice.',
      'Fry the onion.',
      'Serve it hot.',
    ]);
  });

  it('stay when only one step starts with such words', () => {
    expect(methodFrom(['Step 2 of the dough comes later.', 'Fry the onion.'])).toEqual([
      'Step 2 of the dough comes later.',
      'Fry the onion.',
    ]);
  });
});

describe('a post that writes its recipe as paragraphs', () => {
  it('reads a list written as one sentence, skips the equipment line and numbers written "1- "', () => {
    const list =
      '2 cups basmati rice, 1 onion (chopped, or 2 shallots), 3 cups stock, 30 g butter, 1 bay leaf, salt and pepper, 2 tbsp chopped parsley, 50 g toasted almonds.';
    const page = body(
      `<p>My family asks for this pilaf every week.</p><h2>Ingredients for a rice pilaf:</h2><p>${list}</p>` +
        '<p><strong>Equipment: a heavy pan with a lid</strong></p>' +
        '<p>1- Rinse the rice until the water runs clear.</p><p>Leave it to drain in a sieve for a while.</p>' +
        '<p>2- Fry the onion in the butter, add the rice and stir.</p><p>3- Pour in the stock and simmer for 15 minutes.</p>',
    );
    const draft = importRecipeFromHtml(page);
    expect(draft?.ingredients).toEqual([
      '2 cups basmati rice',
      '1 onion (chopped, or 2 shallots)',
      '3 cups stock',
      '30 g butter',
      '1 bay leaf',
      'salt and pepper',
      '2 tbsp chopped parsley',
      '50 g toasted almonds',
    ]);
    expect(draft?.method).toEqual([
      'Rinse the rice until the water runs clear.',
      'Leave it to drain in a sieve for a while.',
      'Fry the onion in the butter, add the rice and stir.',
      'Pour in the stock and simmer for 15 minutes.',
    ]);
  });
});

describe('JSON-LD ingredient entries holding several lines in other scripts', () => {
  it('splits each entry at its line breaks without gluing or cutting amounts', () => {
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Rice Pilaf',
      recipeIngredient: ['米 2.5合\n玉ねぎ 1個', 'Ρύζι 2,5 φλ.\n1 κρεμμύδι'],
      recipeInstructions: steps,
    });
    expect(importRecipeFromHtml(pageWithJsonLd(json))?.ingredients).toEqual([
      '米 2.5合',
      '玉ねぎ 1個',
      'Ρύζι 2,5 φλ.',
      '1 κρεμμύδι',
    ]);
  });
});

describe('control text repeated after every line', () => {
  it('is left out even when the control is a plain link', () => {
    const add = (line: string, i: number): string =>
      `${line} <a href="/shopping-list/add?item=${i}">Add to list</a>`;
    const page = body(`<h2>Ingredients</h2>${ul(food.map(add))}<h2>Method</h2>${ol(steps)}`);
    expect(readHeuristicRecipe(page)?.ingredients).toEqual(food);
  });

  it('keeps food words that every line ends with', () => {
    const lines = ['2 tbsp soy sauce', '1 tbsp fish sauce', '1 tsp hot sauce'];
    const page = body(`<h2>Ingredients</h2>${ul(lines)}<h2>Method</h2>${ol(steps)}`);
    expect(readHeuristicRecipe(page)?.ingredients).toEqual(lines);
  });
});

describe('a method laid out one paragraph per step', () => {
  it('keeps a line break inside a step paragraph within that step', () => {
    const page = body(
      `<p>Ingredients</p>${ul(food)}<p>Rinse the rice until the water runs clear.</p>` +
        '<p>Fry the onion until soft.<br>We like red onions best here.</p>' +
        '<p>Add the rice and stock and simmer for 15 minutes.</p><p>Share this</p>',
    );
    expect(readHeuristicRecipe(page)?.method).toEqual([
      'Rinse the rice until the water runs clear.',
      'Fry the onion until soft. We like red onions best here.',
      'Add the rice and stock and simmer for 15 minutes.',
    ]);
  });
});

describe('parts named with the section word, ranked under the section', () => {
  it("reads 'Cake ingredients' and 'Frosting preparation' as groups, not the end of the list", () => {
    const page = body(
      `<h3>Ingredients</h3><h4>Cake ingredients</h4>${ul(['2 cups flour', '1 cup sugar'])}` +
        `<h4>Frosting ingredients</h4>${ul(['200 g butter', '2 cups icing sugar'])}` +
        `<h3>Instructions</h3><h4>Cake preparation</h4>${ol(['Mix the flour and sugar.', 'Bake for 30 minutes.'])}` +
        `<h4>Frosting preparation</h4>${ol(['Beat the butter with the icing sugar.'])}`,
    );
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: [
        '*Cake ingredients*',
        '2 cups flour',
        '1 cup sugar',
        '*Frosting ingredients*',
        '200 g butter',
        '2 cups icing sugar',
      ],
      method: [
        '*Cake preparation*',
        'Mix the flour and sugar.',
        'Bake for 30 minutes.',
        '*Frosting preparation*',
        'Beat the butter with the icing sugar.',
      ],
    });
  });
});

describe('JSON-LD shapes that used to read as empty', () => {
  const read = (fields: Record<string, unknown>) =>
    importRecipeFromHtml(
      pageWithJsonLd(JSON.stringify({ '@type': 'Recipe', name: 'Rice Pilaf', ...fields })),
    );

  it('reads ingredients given as JSON text, or as supplies and property values', () => {
    expect(read({ recipeIngredient: JSON.stringify(food), recipeInstructions: steps })?.ingredients).toEqual(
      food,
    );
    const objects = [
      { '@type': 'HowToSupply', name: food[0] },
      { '@type': 'PropertyValue', value: food[1] },
      { '@type': 'HowToSupply', text: food[2] },
    ];
    expect(read({ recipeIngredient: objects, recipeInstructions: steps })?.ingredients).toEqual(food);
  });

  it('reads the lists under the names exports misspell', () => {
    expect(read({ recipeIngredients: food, recipeInstruction: steps })).toMatchObject({
      ingredients: food,
      method: steps,
    });
  });

  it('reads a step whose text is a list of strings, and keeps words in escaped brackets', () => {
    const draft = read({
      recipeIngredient: food,
      recipeInstructions: [
        { '@type': 'HowToStep', text: [...steps, 'Keep warm (&lt; 70 °C) until &lt;serving&gt;.'] },
      ],
    });
    expect(draft?.method).toEqual([...steps, 'Keep warm (< 70 °C) until <serving>.']);
  });
});

describe('method lines that are photos or the nutrition box', () => {
  it("drops steps that are only a photo's file name, and captions used as step names", () => {
    expect(
      methodFrom([
        { '@type': 'HowToStep', text: 'pilaf_3 step 1' },
        { '@type': 'HowToStep', name: 'rice pilaf step 1', text: steps[0] },
        { '@type': 'HowToStep', text: 'IMG_2041.JPG' },
        'rice-pilaf-step-2.jpg',
        steps[1],
      ]),
    ).toEqual(steps);
  });

  it('drops the nutrition box and its figures after the steps', () => {
    expect(methodFrom([...steps, 'PER SERVING: 320 kcal', '8 g protein, 4 g fat', '52 g'])).toEqual(steps);
    expect(methodFrom([...steps, 'Per serving', 'Calories 320', 'Salt 0.4 g'])).toEqual(steps);
  });
});

describe('a method interrupted on the page', () => {
  const page = (method: string): string =>
    body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${method}<h2>Comments</h2><p>Great recipe, thanks so much for sharing it!</p>`,
    );

  it('reads on past an advert between two parts of the list and a tip between step paragraphs', () => {
    const advert = `${ol(steps)}<div class="ad">Advertisement</div>${ol(['Fluff the rice with a fork.'])}`;
    expect(readHeuristicRecipe(page(advert))?.method).toEqual([...steps, 'Fluff the rice with a fork.']);
    const tip = `<p>${steps[0]}</p><p><em>Tip: use cold water.</em></p><p>${steps[1]}</p><p>Fluff the rice with a fork.</p>`;
    expect(readHeuristicRecipe(page(tip))?.method).toEqual([...steps, 'Fluff the rice with a fork.']);
  });

  it('keeps a step paragraph written without a full stop', () => {
    const method = `<p>${steps[0]}</p><p>Fry the onion</p><p>${steps[1]}</p>`;
    expect(readHeuristicRecipe(page(method))?.method).toEqual([steps[0], 'Fry the onion', steps[1]]);
  });
});

describe('a longer page list that lost units', () => {
  const withList = (recipeIngredient: unknown, shown: string[]): string =>
    pageWithJsonLd(
      JSON.stringify({ '@type': 'Recipe', name: 'Rice Pilaf', recipeIngredient, recipeInstructions: steps }),
    ).replace('<h1>Page heading</h1>', `<h1>Rice Pilaf</h1><h2>Ingredients</h2>${ul(shown)}`);
  const ham = '150 g (1.2 cup) diced smoked ham, cut small';
  const shown = [
    '150 diced smoked ham, cut small',
    '2 cups basmati rice',
    '1 onion, chopped',
    '3 cups stock',
    '1 bay leaf',
  ];

  it('keeps the structured wording of a line when the page copy dropped its unit', () => {
    const draft = importRecipeFromHtml(withList([ham, '2 cups basmati rice'], shown));
    expect(draft?.ingredients).toEqual([ham, ...shown.slice(1)]);
  });

  it('does not trade a lumped structured list for a page copy that lost words', () => {
    const lumped = `${ham} 2 cups basmati rice 1 onion, chopped 3 cups stock 1 bay leaf`;
    const draft = importRecipeFromHtml(withList([lumped], shown));
    expect(draft?.ingredients).toEqual([ham, ...shown.slice(1)]);
  });
});

describe('a site menu named for ingredients', () => {
  it('loses to the recipe list that has amounts, however long the menu is', () => {
    const menu = ['Chicken', 'Beef', 'Lamb', 'Pork', 'Salmon', 'Cheese', 'Egg', 'Tofu', 'Pasta', 'Potato'];
    const page = body(
      `<div class="menu"><div><b>Main ingredients</b></div>${ul([...menu, ...menu.map((m) => `${m} dishes`)])}</div>` +
        `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(page)?.ingredients).toEqual(food);
  });
});

describe('an ingredient table', () => {
  it('reads each row as one line, amount first, however the cells wrap their text', () => {
    const row = (a: string, b: string, head = 'td'): string =>
      `<tr><${head}><div><span>${a}</span></div></${head}><td><div>${b}</div></td></tr>`;
    const page = body(
      `<table>${row('Serves', '4', 'th')}</table><h2>Ingredients</h2><table>${row('2 cups', 'basmati rice')}${row('onion, chopped', '1', 'th')}${row('stock', '3 cups')}</table>` +
        `<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: ['2 cups basmati rice', '1 onion, chopped', '3 cups stock'],
      yields: '4 servings',
    });
  });
});

describe('amount and name drawn as boxes of their own', () => {
  it('joins each amount box with the name box after it', () => {
    const card = (amount: string, name: string): string =>
      `<div class="item"><img src="/p.jpg" alt=""><div><div class="qty">${amount}</div></div><div><div class="name">${name}</div></div></div>`;
    const page = body(
      `<h2>Ingredients</h2>${card('2 cups', 'basmati rice')}${card('1', 'onion, chopped')}${card('3 cups', 'stock')}<h2>Method</h2>${ol(steps)}`,
    );
    expect(readHeuristicRecipe(page)?.ingredients).toEqual(food);
  });

  it('puts the amount first when each card shows the name, then the amount', () => {
    const card = (name: string, amount: string): string =>
      `<div class="card"><div class="photo"><img src="/p.jpg" alt=""></div><div><div><span class="name">${name}</span><span class="hint"></span></div></div><div><span class="qty">${amount}</span></div></div>`;
    const page = body(
      `<h2>Ingredients</h2><div class="grid">${card('basmati rice', '2 cups')}${card('salt', '')}${card('onion', '1')}${card('stock', '3 cups')}</div><h2>Method</h2>${ol(steps)}`,
    );
    // The card without an amount is a line of its own; no amount moves to the next card's name.
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '2 cups basmati rice',
      'salt',
      '1 onion',
      '3 cups stock',
    ]);
  });

  /** The ingredients read from a grid of boxes side by side, one box per cell. */
  const gridIngredients = (cells: string[], tag: string): string[] | undefined =>
    readHeuristicRecipe(
      body(
        `<h2>Ingredients</h2><div class="grid">${cells.map((t) => `<${tag}>${t}</${tag}>`).join('')}</div>` +
          `<h2>Method</h2>${ol(steps)}`,
      ),
    )?.ingredients;

  it("leaves out a grid's column titles and its column of baker's percentages", () => {
    const cells = ['Ingredient', 'KG', '%', 'bread flour', '1.000', '100.00', 'water', '0.650', '65.00'];
    expect(gridIngredients([...cells, 'salt', '0.020', '2.00'], 'div')).toEqual([
      '1.000 KG bread flour',
      '0.650 KG water',
      '0.020 KG salt',
    ]);
  });

  it('pairs a grid of name and amount boxes side by side in the order the grid has', () => {
    expect(gridIngredients(['basmati rice', '2 cups', 'onion', '1', 'stock', '3 cups'], 'p')).toEqual([
      '2 cups basmati rice',
      '1 onion',
      '3 cups stock',
    ]);
  });

  it("reads a component's own element ('<app-ingredients>') as a box, not as one paragraph", () => {
    const card = (name: string, amount: string): string =>
      `<div class="item"><p class="name">${name}</p><p class="qty">${amount}</p></div>`;
    const page = body(
      `<div class="content"><app-ingredients><h2>Ingredients</h2>${card('basmati rice', '2 cups')}${card('onion', '1')}${card('stock', '3 cups')}</app-ingredients>` +
        `<app-steps><h2>Method</h2>${ol(steps)}</app-steps></div>`,
    );
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: ['2 cups basmati rice', '1 onion', '3 cups stock'],
      method: steps,
    });
  });
});

describe('a tip among the steps', () => {
  it('leaves out a tip written as an item of the list and reads the next part of the method', () => {
    const bread = ['Knead the dough for 10 minutes.', 'Bake the loaf for 30 minutes.'];
    const page = body(
      `<h2>Ingredients</h2>${ul(food)}<h3>Method</h3><h4>Rice</h4>${ol([...steps, 'Tip: rinse the rice in a sieve.'])}` +
        `<h4>Bread</h4>${ol(bread)}<h2>Comments</h2>${ul(['Lovely!', 'Great recipe.'])}`,
    );
    expect(readHeuristicRecipe(page)?.method).toEqual(['*Rice*', ...steps, '*Bread*', ...bread]);
  });
});

describe('groups of steps named by a plain label', () => {
  it('reads every group, each under its name', () => {
    const group = (name: string, step: string): string =>
      `<div class="group"><div class="group-name">${name}</div><ol><li>${step}</li></ol></div>`;
    const page = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Instructions</h2>${group('Rice prep', steps[0])}${group('Cooking', steps[1])}`,
    );
    expect(readHeuristicRecipe(page)?.method).toEqual(['*Rice prep*', steps[0], '*Cooking*', steps[1]]);
  });
});

describe('steps that each carry a title', () => {
  it('does not glue the title to its step', () => {
    const titled = (title: string, text: string): string =>
      `<li><span class="step"><h4>${title}</h4><p>${text}</p></span></li>`;
    const page = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><ul>${titled('Step 1 Rinse the rice', steps[0])}${titled('Step 2 Simmer', steps[1])}</ul>`,
    );
    expect(readHeuristicRecipe(page)?.method).toEqual(steps);
  });

  it('keeps a title ending in a colon as the lead of its step', () => {
    const page = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><ol><li><h5>To rinse:</h5><p>${steps[0]}</p></li><li><h5>To cook:</h5><p>${steps[1]}</p></li></ol>`,
    );
    expect(readHeuristicRecipe(page)?.method).toEqual([`To rinse: ${steps[0]}`, `To cook: ${steps[1]}`]);
  });
});

describe('a recipe laid out in a sidebar or a form', () => {
  it('reads the ingredients from an <aside> headed Ingredients, and still leaves out other sidebars', () => {
    const page = body(
      `<aside class="sidebar"><h3>Popular</h3>${ul(['Best brownies', 'Easy bread'])}</aside>` +
        `<aside class="recipe--ingredients"><h2>Ingredients</h2>${ul(food)}</aside>` +
        `<section><h2>Method</h2>${ol(steps)}</section>`,
    );
    expect(readHeuristicRecipe(page)).toMatchObject({ ingredients: food, method: steps });
  });

  it('reads a recipe inside a form wrapped around the whole page, not a sign-up form', () => {
    const page = body(
      `<form id="page"><main><h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}</main></form>` +
        `<form class="signup"><h3>Get our newsletter</h3>${ul(['2 new recipes a week', '1 menu plan'])}</form>`,
    );
    expect(readHeuristicRecipe(page)).toMatchObject({ ingredients: food, method: steps });
  });
});

describe('a method drawn as one list item with titled steps', () => {
  it('reads each titled step as a step of its own', () => {
    const page = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Preparation</h2><ol><li><h4>Step 1</h4><p>${steps[0]}</p><h4>Step 2</h4><p>${steps[1]}</p></li></ol>` +
        '<p>How would you rate this rice pilaf?</p>',
    );
    expect(readHeuristicRecipe(page)?.method).toEqual(steps);
  });
});

describe('sentences an export glued together', () => {
  it('get their space back after the full stop, and abbreviations and numbers stay', () => {
    expect(
      methodFrom([
        'Rinse the rice well.Drain it in a sieve.',
        'Bake at 180 °C for 1.5 hours, e.g. in a Dutch oven.',
      ]),
    ).toEqual([
      'Rinse the rice well. Drain it in a sieve.',
      'Bake at 180 °C for 1.5 hours, e.g. in a Dutch oven.',
    ]);
  });
});

describe('lines after the steps that turn to the reader', () => {
  it('are not steps, whether a short question or a paragraph opening with one', () => {
    const page = body(
      `<p>Ingredients</p>${ul(food)}<p>1. ${steps[0]}</p><p>2. ${steps[1]}</p>` +
        '<p>Love rice dishes? For more of them, see the twenty pilafs we cooked this year.</p>',
    );
    expect(readHeuristicRecipe(page)?.method).toEqual(steps);
    const asked = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2>${ol(steps)}<p>Leftover ingredients?</p>`,
    );
    expect(readHeuristicRecipe(asked)?.method).toEqual(steps);
    const tip = 'Too sticky? Stir in a spoonful of stock.';
    const between = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><p>${steps[0]}</p><p>${tip}</p><p>${steps[1]}</p>`,
    );
    expect(readHeuristicRecipe(between)?.method).toEqual([steps[0], tip, steps[1]]);
  });
});

describe('a numbered method with line breaks inside its steps', () => {
  it('keeps each numbered step whole, joining Chinese without a space and other text with one', () => {
    expect(methodFrom('1.米洗净 2.吉利丁片泡软，搅拌融化\n奶油奶酪加入糖打发 3.冷藏四小时')).toEqual([
      '米洗净',
      '吉利丁片泡软，搅拌融化奶油奶酪加入糖打发',
      '冷藏四小时',
    ]);
    expect(methodFrom('1.Rinse the rice. 2.Fry the onion\nuntil soft. 3.Simmer.')).toEqual([
      'Rinse the rice.',
      'Fry the onion until soft.',
      'Simmer.',
    ]);
  });
});

describe('a first step drawn as tabs of alternatives, then numbered step paragraphs', () => {
  it('reads the tabs and every step after them', () => {
    const tabs = ['Pot', 'Rice cooker'].map((t) => `<div class="tab"><div>${t}</div></div>`).join('');
    const page = body(
      `<h2>Ingredients</h2>${ul(food)}<h2>Method</h2><div><div>Step 1</div><div><p>Rice: basmati</p>` +
        `<div class="tabs">${tabs}</div>` +
        `<div class="panel"><p><strong>Cooking in a pot:</strong></p>${ol(['Rinse the rice until the water runs clear.', 'Simmer covered for 15 minutes.'])}</div>` +
        `<div class="panel"><p><strong>Cooking in a rice cooker:</strong></p>${ol(['Rinse the rice until the water runs clear.', 'Start the white rice setting.'])}</div></div>` +
        `<div>Step 2</div><div>Fry the onion in a wok until soft and golden.</div>` +
        `<div>Step 3</div><div>Stir in the rice and the stock and serve.</div></div>` +
        `<h2>More recipes</h2><p>Fried rice</p>`,
    );
    expect(readHeuristicRecipe(page)?.method).toEqual([
      '*Cooking in a pot*',
      'Rinse the rice until the water runs clear.',
      'Simmer covered for 15 minutes.',
      '*Cooking in a rice cooker*',
      'Rinse the rice until the water runs clear.',
      'Start the white rice setting.',
      'Fry the onion in a wok until soft and golden.',
      'Stir in the rice and the stock and serve.',
    ]);
  });
});
