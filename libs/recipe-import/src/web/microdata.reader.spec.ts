import { readMicrodataRecipe } from './microdata.reader';

const page = `<html><head><meta property="og:site_name" content="Micro Kitchen"></head><body>
<div itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Lemon &amp; Herb Chicken</h1>
  <img itemprop="image" src="/img/chicken.jpg">
  <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ada</span></span>
  <meta itemprop="prepTime" content="PT10M"><time itemprop="cookTime" datetime="PT40M">40 minutes</time>
  <span itemprop="recipeYield">4 servings</span>
  <ul><li itemprop="recipeIngredient">1 whole chicken</li><li itemprop="recipeIngredient">2 <b>lemons</b></li></ul>
  <div itemprop="recipeInstructions"><ol><li>Heat the oven.</li><li>Roast 40 minutes.</li></ol></div>
</div></body></html>`;

describe('readMicrodataRecipe', () => {
  it('reads itemprop values (content, datetime, src, nested Person)', () => {
    const draft = readMicrodataRecipe(page, 'https://micro.test/chicken');
    expect(draft).toMatchObject({
      title: 'Lemon & Herb Chicken',
      ingredients: ['1 whole chicken', '2 lemons'],
      prep_time_minutes: 10,
      cook_time_minutes: 40,
      yields: '4 servings',
      servings: 4,
      author: 'Ada',
      image: 'https://micro.test/img/chicken.jpg',
      source: 'Micro Kitchen',
    });
  });

  it('takes a lazy-loaded photo from data-src when src holds a placeholder', () => {
    const lazy = page.replace(
      '<img itemprop="image" src="/img/chicken.jpg">',
      '<img itemprop="image" src="data:image/gif;base64,R0lGODlh" data-src="/img/lazy-chicken.jpg">',
    );
    expect(readMicrodataRecipe(lazy, 'https://micro.test/chicken')?.image).toBe(
      'https://micro.test/img/lazy-chicken.jpg',
    );
  });

  it('splits one instructions element holding a list into steps', () => {
    expect(readMicrodataRecipe(page)?.method).toEqual(['Heat the oven.', 'Roast 40 minutes.']);
  });

  it('keeps each of several instruction elements as one step', () => {
    const steps = `<div itemscope itemtype="http://schema.org/Recipe"><h2 itemprop="name">Eggs</h2>
      <span itemprop="recipeIngredient">2 eggs</span>
      <div itemprop="recipeInstructions"><h3>Boil</h3><p>Boil water.</p></div>
      <div itemprop="recipeInstructions"><h3>Cook</h3><p>Cook 7 minutes.</p></div></div>`;
    expect(readMicrodataRecipe(steps)?.method).toEqual(['Boil Boil water.', 'Cook Cook 7 minutes.']);
  });

  it('reads nested HowToSection/HowToStep items', () => {
    const nested = `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Salad</span>
      <span itemprop="recipeIngredient">1 lettuce</span>
      <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection"><meta itemprop="name" content="Dressing">
        <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text"><p>Whisk oil.</p><p>Season.</p></span></div>
      </div></div>`;
    expect(readMicrodataRecipe(nested)?.method).toEqual(['*Dressing*', 'Whisk oil.', 'Season.']);
  });

  it('reads RDFa (typeof/property) and the older data-vocabulary.org names', () => {
    const rdfa = `<div vocab="http://schema.org/" typeof="Recipe"><h1 property="name">Flatbread</h1>
      <span property="recipeIngredient">300 g flour</span><span property="recipeIngredient">200 ml water</span>
      <div property="recipeInstructions"><p>Knead.</p><p>Cook in a dry pan.</p></div></div>`;
    expect(readMicrodataRecipe(rdfa)).toMatchObject({
      title: 'Flatbread',
      ingredients: ['300 g flour', '200 ml water'],
      method: ['Knead.', 'Cook in a dry pan.'],
    });
    const legacy = `<div itemscope itemtype="http://data-vocabulary.org/Recipe"><span itemprop="name">Dal</span>
      <span itemprop="ingredient">1 cup lentils</span><span itemprop="ingredient">1 onion</span><span itemprop="yield">4</span></div>`;
    expect(readMicrodataRecipe(legacy)).toMatchObject({
      title: 'Dal',
      ingredients: ['1 cup lentils', '1 onion'],
      yields: '4 servings',
    });
  });

  it('returns null without a Recipe scope', () => {
    expect(
      readMicrodataRecipe(
        '<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">x</span></div>',
      ),
    ).toBeNull();
  });
});
