import {
  curryPage,
  lasagnePage,
  lemonCakePage,
  pastedBlogText,
  sideBySidePage,
  storyPage,
} from './fixtures/page-fixtures';
import { readPageText, readPastedText } from './page-text-reader';

describe('readPageText', () => {
  const lasagne = readPageText(lasagnePage);

  it('takes the title from the first prominent line, joined across two capitals lines', () => {
    expect(lasagne?.title).toBe('Classic Beef Lasagne');
    expect(lasagne?.description).toBe(
      'A family favourite that can be made ahead and frozen. The sauce improves overnight.',
    );
  });

  it('reads servings and times from the phrase line', () => {
    expect(lasagne).toMatchObject({ servings: 6, prep_time_minutes: 30, cook_time_minutes: 70 });
  });

  it('repairs amounts and joins wrapped ingredient lines', () => {
    expect(lasagne?.ingredients).toEqual([
      '2 tbsp olive oil',
      '1 large onion, finely chopped',
      '2 garlic cloves, crushed',
      '500 g beef mince',
      '2 x 400 g tins chopped tomatoes',
      '1 1/2 cups beef stock',
      '1 tsp dried oregano',
      '12 lasagne sheets',
      '*For the white sauce*',
      '60 g butter',
      '½ cup plain flour',
      '3 cups milk',
      '100 g grated parmesan, plus extra for sprinkling',
    ]);
  });

  it('joins wrapped step lines and broken words, and keeps numbered steps apart', () => {
    expect(lasagne?.method).toHaveLength(5);
    expect(lasagne?.method[0]).toBe(
      'Heat the oil in a large pan over medium heat. Add the onion and garlic and cook for 5 minutes until softened.',
    );
    expect(lasagne?.method[1]).toMatch(/simmer for 20 minutes\.$/);
    expect(lasagne?.method[3]).toMatch(/^Preheat the oven to 180°C\. Layer the meat sauce, lasagne sheets/);
    expect(lasagne?.method[4]).toBe('Bake for 45 minutes until golden. Rest for 10 minutes before serving.');
  });

  it('marks the line whose amount was read from a glyph look-alike, and only that one', () => {
    expect(lasagne?.uncertain_amounts).toEqual([lasagne?.ingredients.indexOf('½ cup plain flour')]);
  });

  it('marks a line whose amount the page lost, and keeps its words', () => {
    const draft = readPageText(
      'Tea Loaf\n\nIngredients\n2 eggs\ncup sugar\n300 ml tea\n\nMethod\n1. Mix.\n2. Bake.',
    );
    expect(draft?.ingredients).toEqual(['2 eggs', 'cup sugar', '300 ml tea']);
    expect(draft?.uncertain_amounts).toEqual([1]);
  });

  it('keeps the tip as a note and drops page furniture', () => {
    expect(lasagne?.notes).toBe('Assemble a day ahead and keep covered in the fridge.');
    const all = JSON.stringify(lasagne);
    expect(all).not.toMatch(/WEEKNIGHT|85|\|/);
  });

  it('separates blocks without headers: ingredient column, then paragraph steps', () => {
    const cake = readPageText(lemonCakePage);
    expect(cake?.title).toBe('Lemon Drizzle Cake');
    expect(cake?.ingredients).toEqual([
      '225 g unsalted butter, softened',
      '225 g caster sugar',
      '4 eggs',
      'zest of 1 lemon',
      '225 g self-raising flour',
      '*For the drizzle*',
      'juice of 1½ lemons',
      '85 g caster sugar',
    ]);
    expect(cake?.method[0]).toBe(
      'Preheat the oven to 180C/160C fan/gas 4. Beat together the butter and sugar until pale and creamy, then add the eggs one at a time, mixing well.',
    );
    expect(cake?.method[cake.method.length - 1]).toMatch(
      /^Mix the lemon juice and sugar\. .* Leave to cool in the tin\.$/,
    );
    expect(cake).toMatchObject({ prep_time_minutes: 20, cook_time_minutes: 50, yields: 'one 900 g loaf' });
    expect(JSON.stringify(cake)).not.toMatch(/BAKING AT HOME|112/);
  });

  it('does not interleave a method column read before the ingredient column, one step per paragraph', () => {
    const curry = readPageText(curryPage);
    expect(curry?.title).toBe('Quick Chickpea Curry');
    expect(curry?.method).toEqual([
      'Heat the oil in a deep pan and fry the onion for 8 minutes until golden. Add the garlic, ginger and curry paste and cook for 1 minute more.',
      'Tip in the chickpeas, tomatoes and coconut milk. Simmer for 15 minutes, then stir in the spinach until wilted. Season and serve with rice.',
    ]);
    expect(curry?.ingredients).toHaveLength(9);
    expect(curry?.ingredients).toContain('2 x 400 g cans chickpeas, drained');
    expect(curry?.ingredients).toContain('1 x 400 g can chopped tomatoes');
    expect(curry).toMatchObject({ servings: 4, total_time_minutes: 30 });
  });

  it('reads side-by-side columns as two blocks when the OCR keeps the layout', () => {
    const prawns = readPageText(sideBySidePage);
    expect(prawns?.ingredients).toEqual([
      '300 g raw king prawns',
      '40 g butter',
      '3 garlic cloves, sliced',
      '1/2 tsp chilli flakes',
      'juice of 1/2 lemon',
      'small handful of parsley',
    ]);
    expect(prawns?.method).toEqual([
      'Melt the butter in a frying pan over a medium heat.',
      'Add the garlic and chilli flakes and fry for 1 minute.',
      'Add the prawns and cook for 3 minutes until pink. Squeeze over the lemon, scatter with parsley and serve.',
    ]);
  });

  it('reads steps whose number lost its dot or was read as a letter', () => {
    const page = [
      'PEA AND MINT SOUP',
      '',
      'Ingredients',
      '1 tbsp butter',
      'l onion, chopped',
      '500 g frozen peas',
      '750 ml vegetable stock',
      'small bunch of mint',
      '',
      'Method',
      'l. Melt the butter in a pan and soften the onion for',
      '5 minutes.',
      '2 Add the peas and stock and simmer for 5 minutes.',
      '3 Blend with the mint until smooth and season.',
    ].join('\n');
    const soup = readPageText(page);
    expect(soup?.ingredients[1]).toBe('1 onion, chopped');
    expect(soup?.method).toEqual([
      'Melt the butter in a pan and soften the onion for 5 minutes.',
      'Add the peas and stock and simmer for 5 minutes.',
      'Blend with the mint until smooth and season.',
    ]);
  });

  it('returns null for a page of prose and for empty or garbage text', () => {
    expect(readPageText(storyPage)).toBeNull();
    expect(readPageText('')).toBeNull();
    expect(readPageText('~~ | ,, . 12 \n\n ##')).toBeNull();
  });
});

describe('readPastedText', () => {
  const pancakes = readPastedText(pastedBlogText);

  it('structures text pasted from a recipe page and drops web clutter', () => {
    expect(pancakes?.title).toBe('Fluffy Buttermilk Pancakes');
    expect(pancakes?.description).toBe('These pancakes are light, fluffy and ready in 20 minutes.');
    expect(pancakes?.ingredients).toHaveLength(8);
    expect(pancakes?.ingredients[0]).toBe('1 ½ cups all-purpose flour');
    expect(pancakes?.method).toHaveLength(4);
    expect(pancakes?.notes).toBe("Don't overmix the batter or the pancakes will be tough.");
    expect(JSON.stringify(pancakes)).not.toMatch(/Jump to|Print|Customary|Metric|Did you make/);
  });

  it('reads times and servings', () => {
    expect(pancakes).toMatchObject({ prep_time_minutes: 5, cook_time_minutes: 15, servings: 8 });
  });

  it('keeps each pasted line as its own step', () => {
    const draft = readPastedText(
      'Tomato salad\n\n3 tomatoes\n1 tbsp olive oil\nsalt\n\nSlice the tomatoes\nDrizzle with oil and season',
    );
    expect(draft?.ingredients).toEqual(['3 tomatoes', '1 tbsp olive oil', 'salt']);
    expect(draft?.method).toEqual(['Slice the tomatoes', 'Drizzle with oil and season']);
  });
});

describe('readPastedText without any headers', () => {
  it('takes the sentences after the ingredient list as the method, not as notes', () => {
    const draft = readPastedText(
      'Buttered Toast\n2 slices bread\n½ tbsp butter\nToast the bread in a hot pan until golden.\nSpread the butter over it and serve.',
    );
    expect(draft?.ingredients).toEqual(['2 slices bread', '½ tbsp butter']);
    expect(draft?.method).toEqual([
      'Toast the bread in a hot pan until golden.',
      'Spread the butter over it and serve.',
    ]);
    expect(draft?.notes).toBe('');
  });
});
