import { authorName, imageUrl, ingredientLines, instructionLines, readJsonLdRecipe } from './json-ld.reader';
import { OG_HEAD, pageWithJsonLd } from './test-pages';

const recipe = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato Soup',
  recipeIngredient: ['4 tomatoes', '1 onion'],
  recipeInstructions: 'Chop.\nSimmer.',
  ...extra,
});

describe('readJsonLdRecipe', () => {
  it('reads a plain Recipe object', () => {
    const draft = readJsonLdRecipe(pageWithJsonLd(JSON.stringify(recipe())), 'https://www.example.test/soup');
    expect(draft).toMatchObject({
      title: 'Tomato Soup',
      ingredients: ['4 tomatoes', '1 onion'],
      method: ['Chop.', 'Simmer.'],
      source: 'example.test',
      source_url: 'https://www.example.test/soup',
    });
  });

  it('finds the recipe inside @graph, arrays and mainEntity', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage' }, recipe({ name: 'In graph' })],
    };
    expect(readJsonLdRecipe(pageWithJsonLd(JSON.stringify(graph)))?.title).toBe('In graph');
    expect(
      readJsonLdRecipe(
        pageWithJsonLd(JSON.stringify([{ '@type': 'Organization' }, recipe({ name: 'In array' })])),
      )?.title,
    ).toBe('In array');
    const main = { '@type': 'WebPage', mainEntity: recipe({ name: 'Main entity' }) };
    expect(readJsonLdRecipe(pageWithJsonLd(JSON.stringify(main)))?.title).toBe('Main entity');
  });

  it('accepts @type as a list or with a schema prefix', () => {
    expect(
      readJsonLdRecipe(
        pageWithJsonLd(JSON.stringify(recipe({ '@type': ['Recipe', 'NewsArticle'], name: 'Listed' }))),
      )?.title,
    ).toBe('Listed');
    expect(
      readJsonLdRecipe(
        pageWithJsonLd(JSON.stringify(recipe({ '@type': 'http://schema.org/Recipe', name: 'Prefixed' }))),
      )?.title,
    ).toBe('Prefixed');
  });

  it('reads ISO durations, yields and total time (prep + cook when total is missing)', () => {
    const draft = readJsonLdRecipe(
      pageWithJsonLd(
        JSON.stringify(recipe({ prepTime: 'PT15M', cookTime: 'P0DT1H', recipeYield: ['4', '4 bowls'] })),
      ),
    );
    expect(draft).toMatchObject({
      prep_time_minutes: 15,
      cook_time_minutes: 60,
      total_time_minutes: 75,
      yields: '4 bowls',
      servings: 4,
    });
    const stated = readJsonLdRecipe(pageWithJsonLd(JSON.stringify(recipe({ totalTime: 'PT1H30M' }))));
    expect(stated?.total_time_minutes).toBe(90);
  });

  it('decodes entities and strips HTML inside strings', () => {
    const draft = readJsonLdRecipe(
      pageWithJsonLd(
        JSON.stringify(
          recipe({ name: 'Mac &amp;amp; Cheese', description: '<p>Creamy &amp; <b>rich</b></p>' }),
        ),
      ),
    );
    expect(draft?.title).toBe('Mac & Cheese');
    expect(draft?.description).toBe('Creamy & rich');
  });

  it('tolerates malformed JSON (trailing commas, raw newlines)', () => {
    const broken =
      '{"@type":"Recipe","name":"Broken\nJSON","recipeIngredient":["1 egg",],"recipeInstructions":["Boil it.",],}';
    expect(readJsonLdRecipe(pageWithJsonLd(broken))).toMatchObject({
      title: 'Broken JSON',
      ingredients: ['1 egg'],
      method: ['Boil it.'],
    });
  });

  it('prefers the page og:image and og:site_name', () => {
    const draft = readJsonLdRecipe(
      pageWithJsonLd(JSON.stringify(recipe({ image: 'https://example.test/ld.jpg' })), OG_HEAD),
      'https://example.test/x',
    );
    expect(draft?.image).toBe('https://example.test/og.jpg');
    expect(draft?.source).toBe('Test Kitchen');
  });

  it("keeps the recipe's own rendition when og:image is the same photo cropped for sharing", () => {
    const head =
      '<meta property="og:image" content="https://img.example.test/photos/soup.jpg?crop=1200x630">';
    const ld = recipe({
      image: [
        'https://img.example.test/photos/soup.jpg?w=1600',
        'https://img.example.test/photos/soup-square.jpg',
      ],
    });
    expect(readJsonLdRecipe(pageWithJsonLd(JSON.stringify(ld), head), 'https://example.test/x')?.image).toBe(
      'https://img.example.test/photos/soup.jpg?w=1600',
    );
    // A WordPress thumbnail ('-225x225') is another file, not a rendition: the share image stays.
    const thumb = recipe({ image: 'https://example.test/uploads/soup-225x225.jpg' });
    const ogFull = '<meta property="og:image" content="https://example.test/uploads/soup.jpg">';
    expect(
      readJsonLdRecipe(pageWithJsonLd(JSON.stringify(thumb), ogFull), 'https://example.test/x')?.image,
    ).toBe('https://example.test/uploads/soup.jpg');
  });

  it('never gives a lazy-loading placeholder as the photo', () => {
    const placeholder = recipe({
      image: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E",
    });
    expect(
      readJsonLdRecipe(pageWithJsonLd(JSON.stringify(placeholder)), 'https://example.test/x')?.image,
    ).toBe('');
    expect(
      readJsonLdRecipe(pageWithJsonLd(JSON.stringify(placeholder), OG_HEAD), 'https://example.test/x')?.image,
    ).toBe('https://example.test/og.jpg');
  });

  it('returns null when there is no recipe, never throws', () => {
    expect(readJsonLdRecipe(pageWithJsonLd('{"@type":"Article","name":"News"}'))).toBeNull();
    expect(readJsonLdRecipe('<html><body>nothing</body></html>')).toBeNull();
    expect(readJsonLdRecipe(undefined as unknown as string)).toBeNull();
  });
});

describe('instructionLines', () => {
  it('keeps HowToSection names as *Heading* lines before their steps', () => {
    const value = [
      {
        '@type': 'HowToSection',
        name: 'For the sauce',
        itemListElement: [{ '@type': 'HowToStep', text: 'Melt butter.' }],
      },
      {
        '@type': 'HowToSection',
        name: 'To finish',
        itemListElement: [{ '@type': 'HowToDirection', text: 'Serve.' }],
      },
    ];
    expect(instructionLines(value)).toEqual(['*For the sauce*', 'Melt butter.', '*To finish*', 'Serve.']);
  });

  it('reads plain strings, HowToStep text, and a step name that adds a title', () => {
    expect(instructionLines(['Mix.', { '@type': 'HowToStep', text: 'Bake.' }])).toEqual(['Mix.', 'Bake.']);
    expect(
      instructionLines([{ '@type': 'HowToStep', name: 'Make the glaze', text: 'Whisk sugar and juice.' }]),
    ).toEqual(['*Make the glaze*', 'Whisk sugar and juice.']);
    expect(
      instructionLines([{ '@type': 'HowToStep', name: 'Whisk sugar…', text: 'Whisk sugar and juice.' }]),
    ).toEqual(['Whisk sugar and juice.']);
  });

  it('splits a single HTML string into steps', () => {
    expect(instructionLines('<ol><li>One</li><li>Two</li></ol>')).toEqual(['One', 'Two']);
  });
});

describe('ingredientLines', () => {
  it('turns a group label slipped into the list into a heading and tidies doubled brackets', () => {
    expect(ingredientLines(['For the dough:', '2 cups flour ((sifted))', '1.0 cup water'])).toEqual([
      '*For the dough*',
      '2 cups flour (sifted)',
      '1 cup water',
    ]);
  });

  it('splits one newline-separated string', () => {
    expect(ingredientLines('1 egg\n2 cups milk')).toEqual(['1 egg', '2 cups milk']);
  });
});

describe('imageUrl and authorName', () => {
  it('reads image as string, list or ImageObject', () => {
    expect(imageUrl('https://a.test/1.jpg')).toBe('https://a.test/1.jpg');
    expect(imageUrl(['https://a.test/1.jpg', 'https://a.test/2.jpg'])).toBe('https://a.test/1.jpg');
    expect(imageUrl({ '@type': 'ImageObject', url: 'https://a.test/3.jpg' })).toBe('https://a.test/3.jpg');
    expect(imageUrl([{ '@type': 'ImageObject', contentUrl: 'https://a.test/4.jpg' }])).toBe(
      'https://a.test/4.jpg',
    );
    expect(imageUrl(['data:image/gif;base64,R0lGOD', 'https://a.test/5.jpg'])).toBe('https://a.test/5.jpg');
  });

  it('reads author as Person, Organization, list or string', () => {
    expect(authorName({ '@type': 'Person', name: 'Ada' })).toBe('Ada');
    expect(
      authorName([
        { '@type': 'Person', name: 'Ada' },
        { '@type': 'Organization', name: 'Kitchen Co' },
      ]),
    ).toBe('Ada, Kitchen Co');
    expect(authorName('Bo')).toBe('Bo');
    const byId = new Map([['#ada', { '@id': '#ada', '@type': 'Person', name: 'Ada Ref' }]]);
    expect(authorName({ '@id': '#ada' }, byId)).toBe('Ada Ref');
  });
});
