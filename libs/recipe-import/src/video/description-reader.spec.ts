import { readVideoDescription } from './description-reader';
import {
  classicDescription,
  emojiDescription,
  germanDescription,
  groupedDescription,
  networkDescription,
  vlogDescription,
} from './fixtures/video-fixtures';

const base = {
  title: 'Creamy Garlic Mushroom Pasta | 20 Minute Dinner | Example Kitchen',
  channelName: 'Example Kitchen',
  url: 'https://www.youtube.com/watch?v=abc123XYZ_-',
  thumbnailUrl: 'https://i.ytimg.com/vi/abc123XYZ_-/hqdefault.jpg',
};

describe('readVideoDescription', () => {
  const draft = readVideoDescription({
    ...base,
    description: classicDescription,
    keywords: ['pasta', 'easy dinner'],
  });

  it('reads the ingredient block with its sub-section heading', () => {
    expect(draft?.ingredients).toEqual([
      '400g spaghetti',
      '2 tbsp olive oil',
      '500g chestnut mushrooms, sliced',
      '4 cloves garlic, minced',
      '*For the sauce*',
      '300ml double cream',
      '50g parmesan, grated (plus extra to serve)',
      'Salt and pepper',
      'Small bunch of parsley, chopped',
    ]);
  });

  it('reads numbered steps without their numbers or timestamps', () => {
    expect(draft?.method).toHaveLength(4);
    expect(draft?.method[0]).toBe(
      'Bring a large pot of salted water to the boil and cook the spaghetti until al dente',
    );
    expect(draft?.method[3]).toMatch(/^Stir in the parmesan/);
  });

  it('drops links, chapters, gear, music, sponsor and subscribe lines', () => {
    const all = [
      ...(draft?.ingredients ?? []),
      ...(draft?.method ?? []),
      draft?.description ?? '',
      draft?.notes ?? '',
    ].join('\n');
    expect(all).not.toMatch(/http|amzn|Intro|Taste test|Sony|Music|Amazon|Instagram|SUBSCRIBE|TIMESTAMPS|#/i);
  });

  it('keeps the introduction as the description and reads servings and times', () => {
    expect(draft?.description).toMatch(
      /^Today I'm showing you how to make the creamiest garlic mushroom pasta/,
    );
    expect(draft).toMatchObject({ servings: 4, prep_time_minutes: 10, cook_time_minutes: 15 });
  });

  it('takes title, source, link, image and tags from the video', () => {
    expect(draft).toMatchObject({
      title: 'Creamy Garlic Mushroom Pasta',
      source: 'Example Kitchen',
      source_url: base.url,
      image: base.thumbnailUrl,
    });
    expect(draft?.tags).toEqual({ General: ['pasta', 'mushroompasta', 'weeknightdinner', 'easy dinner'] });
  });

  it('reads emoji-bulleted lists, an emoji group heading and keycap step numbers', () => {
    const emoji = readVideoDescription({
      title: 'Korean Fried Chicken 🍗 #shorts',
      description: emojiDescription,
    });
    expect(emoji?.title).toBe('Korean Fried Chicken');
    expect(emoji?.ingredients).toContain('*Sauce*');
    expect(emoji?.ingredients).toContain('½ tsp black pepper');
    expect(emoji?.ingredients).toHaveLength(10);
    expect(emoji?.method).toEqual([
      'Toss the wings with salt, pepper and potato starch.',
      'Fry at 160°C for 10 minutes, rest, then fry again at 180°C until crisp.',
      'Simmer the sauce ingredients for 2 minutes and toss with the chicken.',
    ]);
    expect(emoji?.method.join(' ')).not.toMatch(/code|CRISPY10/);
    expect(emoji?.tags).toEqual({ General: ['koreanfriedchicken', 'friedchicken'] });
  });

  it('reads German headers and servings', () => {
    const german = readVideoDescription({ title: 'Kaiserschmarrn', description: germanDescription });
    expect(german?.ingredients[0]).toBe('4 Eier');
    expect(german?.ingredients).toContain('Puderzucker zum Bestäuben');
    expect(german?.method).toHaveLength(4);
    expect(german?.method.join(' ')).not.toMatch(/Abonniere/);
    expect(german?.servings).toBe(4);
  });

  it('returns null for a description with no recipe', () => {
    expect(readVideoDescription({ title: 'A weekend in Lisbon', description: vlogDescription })).toBeNull();
    expect(readVideoDescription({ title: 'No description' })).toBeNull();
  });

  it('reads French and Spanish headers', () => {
    const fr = readVideoDescription({
      title: 'Crêpes',
      description:
        'Ingrédients :\n250 g de farine\n4 œufs\n50 cl de lait\n\nPréparation :\n1. Mélanger la farine et les œufs.\n2. Ajouter le lait petit à petit.',
    });
    expect(fr?.ingredients).toEqual(['250 g de farine', '4 œufs', '50 cl de lait']);
    expect(fr?.method).toEqual(['Mélanger la farine et les œufs.', 'Ajouter le lait petit à petit.']);
    const es = readVideoDescription({
      title: 'Tortilla',
      description:
        'Ingredientes:\n- 5 huevos\n- 3 patatas\n- 1 cebolla\nInstrucciones:\n1) Pelar y cortar las patatas.\n2) Freír a fuego lento.',
    });
    expect(es?.ingredients).toEqual(['5 huevos', '3 patatas', '1 cebolla']);
    expect(es?.method).toHaveLength(2);
  });

  it('reads "name - amount" lines, a header with servings, and a time line that is not a header', () => {
    const draft = readVideoDescription({
      title: 'Egg Curry | Dhaba Style',
      description: [
        'Ingredients for 3 people:',
        'Boiled eggs - 6',
        'Onion - 2 (finely chopped)',
        'Ginger garlic paste – 1 tbsp',
        'Salt - to taste',
        'Preparation: 15 minutes',
        '',
        'Method',
        '- Fry the eggs lightly and keep aside.',
        '- Cook the onions until brown, add the paste and spices.',
        '- Add the eggs and simmer for 5 minutes.',
      ].join('\n'),
    });
    expect(draft?.ingredients).toEqual([
      'Boiled eggs - 6',
      'Onion - 2 (finely chopped)',
      'Ginger garlic paste – 1 tbsp',
      'Salt - to taste',
    ]);
    expect(draft?.method).toHaveLength(3);
    expect(draft).toMatchObject({ title: 'Egg Curry', servings: 3, prep_time_minutes: 15 });
  });

  it('reads ingredient lines and steps that follow each other without headers or blank lines', () => {
    const draft = readVideoDescription({
      title: 'Garlic Bread',
      description:
        'Best garlic bread ever\n1 baguette\n100g soft butter\n3 cloves garlic, crushed\nStep 1: Mix the butter and garlic.\nStep 2: Spread over the sliced baguette.\nStep 3: Bake at 200C for 10 minutes.',
    });
    expect(draft?.description).toBe('Best garlic bread ever');
    expect(draft?.ingredients).toEqual(['1 baguette', '100g soft butter', '3 cloves garlic, crushed']);
    expect(draft?.method).toEqual([
      'Mix the butter and garlic.',
      'Spread over the sliced baguette.',
      'Bake at 200C for 10 minutes.',
    ]);
  });

  it('keeps an ingredient line whose product link was removed', () => {
    const draft = readVideoDescription({
      title: 'Matcha Latte',
      description:
        'INGREDIENTS\n1 tsp matcha powder (https://amzn.to/abc)\n200 ml oat milk\nDIRECTIONS\n1. Whisk the matcha with a little hot water.\n2. Top with steamed milk.',
    });
    expect(draft?.ingredients).toEqual(['1 tsp matcha powder', '200 ml oat milk']);
  });

  it('reads an inline ingredient list and keeps a closing paragraph out of the steps', () => {
    const draft = readVideoDescription({
      title: 'Crepes',
      description: [
        'Ingredients: 2 eggs, 1 cup flour, 1 1/4 cups milk, pinch of salt',
        '',
        '📝 INSTRUCTIONS 👇',
        '1. Whisk everything into a smooth batter.',
        '2. Rest the batter for 30 minutes.',
        '3. Cook thin crepes in a hot buttered pan.',
        '',
        'This recipe was my grandmother’s, and we still make it every Sunday.',
        'Enjoy!',
        'Let me know in the comments how yours turned out.',
      ].join('\n'),
    });
    expect(draft?.ingredients).toEqual(['2 eggs', '1 cup flour', '1 1/4 cups milk', 'pinch of salt']);
    expect(draft?.method).toHaveLength(3);
    expect(draft?.notes).toBe('This recipe was my grandmother’s, and we still make it every Sunday.');
  });

  it('reads the yield under the header and drops credits and licensing', () => {
    const draft = readVideoDescription({ title: 'Chocolate Chip Cookies', description: networkDescription });
    expect(draft?.ingredients[0]).toBe('1 cup butter, softened');
    expect(draft?.ingredients).toHaveLength(6);
    expect(draft?.method).toHaveLength(4);
    expect(draft).toMatchObject({ servings: 12, yields: '12 cookies', notes: '' });
  });

  it('turns bare group names into headings and unnumbered lines into steps', () => {
    const draft = readVideoDescription({ title: 'Pizza', description: groupedDescription });
    expect(draft?.ingredients.filter((line) => line.startsWith('*'))).toEqual(['*Dough*', '*Sauce*']);
    expect(draft?.ingredients).toContain('salt to taste');
    expect(draft?.method).toEqual([
      'Mix the dough ingredients and knead for 10 minutes.',
      'Let it rise for 2 hours.',
      'Blend the sauce ingredients.',
      'Stretch, top and bake at the hottest your oven goes.',
    ]);
  });
});
