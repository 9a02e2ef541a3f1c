import { readHeuristicRecipe } from './heuristic.reader';
import { readIconYield } from './heuristic/icon-yield.pass';
import { isServingsLine } from './heuristic/servings-line.pass';
import { parseHtml } from './html-dom';

const english = `<html><head><meta property="og:title" content="Pancakes | Site"><meta property="og:image" content="https://h.test/p.jpg"></head><body>
<nav><ul><li>Home</li><li>Recipes</li></ul></nav>
<h1>Fluffy Pancakes</h1><p>Our favourite weekend breakfast, with a long story about it that nobody reads but that still goes on for a while.</p>
<p>Prep time: 10 minutes</p>
<h2>Ingredients</h2>
<h3>Batter</h3><ul><li>200 g flour</li><li>2 eggs</li></ul>
<h3>To serve</h3><ul><li>Maple syrup</li></ul>
<h2>Method</h2><ol><li>Whisk everything.</li><li>Fry in a hot pan.</li></ol>
<h2>Notes</h2><ul><li>Keeps a day.</li></ul>
<footer><ul><li>About</li></ul></footer></body></html>`;

describe('readHeuristicRecipe', () => {
  it('reads lists under Ingredients and Method headings, sub-headings as *Heading*', () => {
    const draft = readHeuristicRecipe(english, 'https://www.h.test/pancakes');
    expect(draft).toMatchObject({
      title: 'Fluffy Pancakes',
      ingredients: ['*Batter*', '200 g flour', '2 eggs', '*To serve*', 'Maple syrup'],
      method: ['Whisk everything.', 'Fry in a hot pan.'],
      prep_time_minutes: 10,
      image: 'https://h.test/p.jpg',
      source: 'h.test',
    });
  });

  it('understands German and French section words and paragraph steps', () => {
    const german = `<html><body><h1>Kartoffelsalat</h1><h2>Zutaten</h2><ul><li>1 kg Kartoffeln</li><li>1 Zwiebel</li></ul>
      <h2>Zubereitung</h2><p>Kartoffeln kochen.</p><p>Alles mischen.</p><h2>Kommentare</h2><p>Lecker!</p></body></html>`;
    expect(readHeuristicRecipe(german)).toMatchObject({
      ingredients: ['1 kg Kartoffeln', '1 Zwiebel'],
      method: ['Kartoffeln kochen.', 'Alles mischen.'],
    });
    const french = `<html><body><h1>Crêpes</h1><p><strong>Ingrédients :</strong></p><ul><li>250 g de farine</li><li>4 œufs</li></ul>
      <p><strong>Préparation :</strong></p><ol><li>Mélanger.</li><li>Cuire.</li></ol></body></html>`;
    expect(readHeuristicRecipe(french)).toMatchObject({
      ingredients: ['250 g de farine', '4 œufs'],
      method: ['Mélanger.', 'Cuire.'],
    });
  });

  it('reads amount and name laid out in separate boxes as one line, and stops before related links', () => {
    const page = `<html><body><h1>Rice pudding</h1><div class="recipe"><h2>Ingredients</h2>
      <div class="row"><div>1 l</div><div>milk</div></div><div class="row"><div>200 g</div><div>rice</div></div>
      <h2>Method</h2><p>Simmer the rice in the milk for 30 minutes, stirring often.</p><p>Serve warm.</p>
      <p>Cooling time: 1 hour</p><p>Breakfast muffins</p><p>French toast</p></div></body></html>`;
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: ['1 l milk', '200 g rice'],
      method: ['Simmer the rice in the milk for 30 minutes, stirring often.', 'Serve warm.'],
    });
  });

  it("takes the recipe card's own name over the post's headline, not a widget's heading", () => {
    const card = (
      widget: string,
    ): string => `<html><head><title>Lemon Drizzle Cake With Poppy Seeds | Bake Club</title>
      <meta property="og:site_name" content="Bake Club"></head><body><h1>Lemon Drizzle Cake With Poppy Seeds</h1>
      <p>A long story about lemons.</p>${widget}<h3>Ingredients</h3><ul><li>200 g flour</li><li>2 lemons</li></ul>
      <h3>Method</h3><ol><li>Mix the flour with the zest.</li><li>Bake for 40 minutes.</li></ol></body></html>`;
    expect(readHeuristicRecipe(card('<h2>Lemon Drizzle Cake</h2>'))?.title).toBe('Lemon Drizzle Cake');
    for (const widget of ['<h2>Save This Recipe To Your Box</h2>', '<h2>Bake Club Academy</h2>'])
      expect(readHeuristicRecipe(card(widget))?.title).toBe('Lemon Drizzle Cake With Poppy Seeds');
  });

  it("prefers the card's list with amounts behind checkbox glyphs over the post's list of names", () => {
    const page = `<html><body><h1>Coquito</h1><h2>Ingredients</h2><ul><li>Rum</li><li>Coconut milk</li><li>Cinnamon</li></ul>
      <h2>Method</h2><ol><li>Blend everything until smooth.</li><li>Chill overnight.</li></ol>
      <div class="card"><h3>Ingredients</h3><ul><li>▢ 1 cup rum</li><li>▢ 2 cups coconut milk</li><li>▢ ¼ tsp cinnamon</li></ul>
      <h3>Method</h3><ol><li>Blend everything until smooth.</li><li>Chill overnight.</li></ol></div></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '1 cup rum',
      '2 cups coconut milk',
      '¼ tsp cinnamon',
    ]);
  });

  it('reads a list the page draws twice (small and large screens) once, and its step counters go', () => {
    const copy = `<ul><li>2 tortillas</li><li>125 g cream cheese</li></ul>`;
    const steps = `<div>1 Spread the cheese on the tortillas.</div><div>2 Roll them up tightly.</div>`;
    const page = `<html><body><h1>Tortilla rolls</h1><h2>Ingredients</h2>${copy}${copy}
      <h2>Method</h2>${steps}${steps}</body></html>`;
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: ['2 tortillas', '125 g cream cheese'],
      method: ['Spread the cheese on the tortillas.', 'Roll them up tightly.'],
    });
  });

  it('does not read the serving count above the list as an ingredient', () => {
    for (const count of ['Für 4 Personen', '4 főre', 'Serves 4', '8 porcí'])
      expect(
        readHeuristicRecipe(`<html><body><h1>Rice pudding</h1><h2>Ingredients</h2>
          <ul><li>${count}</li><li>1 l milk</li><li>200 g rice</li></ul><h2>Method</h2><ol><li>Simmer the rice in the milk.</li>
          <li>Serve warm.</li></ol></body></html>`)?.ingredients,
      ).toEqual(['1 l milk', '200 g rice']);
    expect(isServingsLine('4 eggs')).toBe(false);
    expect(isServingsLine('2 portions of rice')).toBe(false);
  });

  it("reads a bold line among a paragraph's <br> lines as the name of a group", () => {
    const page = `<html><body><h1>Meatball curry</h1><h2>Ingredients</h2>
      <p><strong>Meatballs</strong><br>400 g lamb mince<br>1 egg<br><b>Sauce</b><br>2 tbsp oil<br>1 onion, sliced</p>
      <h2>Method</h2><p>Roll the mince and egg into balls.</p><p>Simmer them in the sauce.</p></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '*Meatballs*',
      '400 g lamb mince',
      '1 egg',
      '*Sauce*',
      '2 tbsp oil',
      '1 onion, sliced',
    ]);
  });

  it("does not take the post's lead or a teaser set as a heading for steps", () => {
    const lead =
      'This rice pudding is one of the easiest breakfasts there is, and children and grown-ups alike love it! Here is how:';
    const teaser =
      'Want more breakfasts you can make with the children before school or nursery? Here are a few of our favourites!';
    const page = `<html><body><h1>Rice pudding</h1><h2>Ingredients</h2><ul><li>1 l milk</li><li>200 g rice</li></ul>
      <div class="recipe-preparation"><div>Method</div><h3>${lead}</h3>
      <p>Simmer the rice in the milk with a pinch of salt for 30 minutes, stirring often, then serve warm.</p>
      <h3>${teaser}</h3><p>Oat muffins</p></div></body></html>`;
    expect(readHeuristicRecipe(page)?.method).toEqual([
      'Simmer the rice in the milk with a pinch of salt for 30 minutes, stirring often, then serve warm.',
    ]);
  });

  it('reads lists named for their role when there are no section headings', () => {
    const page = `<html><body><h1>Gazpacho</h1><ul class="recipe-ingredients"><li>1 kg tomatoes</li><li>1 cucumber</li></ul>
      <ol id="instructions"><li>Blend everything.</li><li>Chill.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: ['1 kg tomatoes', '1 cucumber'],
      method: ['Blend everything.', 'Chill.'],
    });
    expect(
      readHeuristicRecipe(
        '<html><body><h1>Sign up</h1><ol class="steps"><li>Email</li><li>Password</li></ol></body></html>',
      ),
    ).toBeNull();
  });

  it('reads a summary box whose bare Time label stands for the whole time', () => {
    const page = `<html><body><h1>Lentil soup</h1><table><tr><th>Serves</th><td>4</td></tr><tr><th>Time</th><td>45 minutes + soaking</td></tr></table>
      <h2>Ingredients</h2><ul><li>200 g red lentils</li><li>1 onion</li></ul><h2>Method</h2><ol><li>Fry the onion.</li><li>Simmer with the lentils.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)).toMatchObject({ total_time_minutes: 45, yields: '4 servings' });
    const boxes = page.replace(
      /<table>.*<\/table>/,
      '<div class="summary"><div>Zeit</div><div>1 Std. 10 Min.</div></div>',
    );
    expect(readHeuristicRecipe(boxes)?.total_time_minutes).toBe(70);
  });

  it("takes the photo from a CSS background and skips the theme's own pictures", () => {
    const page = `<html><body><h1>Plum cake</h1>
      <div class="card-photo" style="background-image: url('/media/2024/plum-cake.jpg');"></div>
      <img src="https://cake.test/wp-content/themes/cake/img/flourish.png" alt="">
      <h2>Ingredients</h2><ul><li>6 plums</li><li>200 g flour</li></ul><h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page, 'https://cake.test/plum')?.image).toBe(
      'https://cake.test/media/2024/plum-cake.jpg',
    );
    const themeFirst = page
      .replace(/<div class="card-photo"[^>]*><\/div>/, '')
      .replace('<h2>Method', '<img src="/uploads/plums.jpg" alt="plums"><h2>Method');
    expect(readHeuristicRecipe(themeFirst, 'https://cake.test/plum')?.image).toBe(
      'https://cake.test/uploads/plums.jpg',
    );
  });

  it('falls back to og:title when there is no h1', () => {
    const page = english.replace('<h1>Fluffy Pancakes</h1>', '');
    expect(readHeuristicRecipe(page)?.title).toBe('Pancakes | Site');
  });

  it('returns null for a page with no recipe sections', () => {
    expect(readHeuristicRecipe('<html><body><h1>About us</h1><p>We like food.</p></body></html>')).toBeNull();
  });
});

describe('readHeuristicRecipe on blog posts and recipe cards', () => {
  it("prefers the recipe card's amounts to the post's commentary on each ingredient", () => {
    const page = `<html><body><h1>Chopped salad</h1>
      <h2>What You'll Need</h2><ul><li><strong>Lettuce</strong> – crisp romaine is sturdy enough for the mix-ins.</li>
      <li><strong>Olives</strong> – use the milder canned ones. Or kalamatas.</li><li>Salami → buy it at the deli counter</li></ul>
      <div class="card"><h2>Ingredients</h2><ul><li>2 heads romaine</li><li>1/2 cup olives</li><li>4 oz salami</li></ul>
      <h2>Instructions</h2><ol><li>Chop everything.</li><li>Toss with the dressing.</li></ol></div></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '2 heads romaine',
      '1/2 cup olives',
      '4 oz salami',
    ]);
  });

  it("reads past a card's toolbar and a tip box to the list, and leaves the tip out", () => {
    const page = `<html><body><h1>Buns</h1><div class="card"><div class="head"><h2>Ingredients</h2>
      <div class="tip"><ul><li>When you change the servings, the baking time may change. It is based on the basic recipe.</li>
      <li>Only the amounts on the left are rescaled. Not what is in brackets.</li></ul></div></div>
      <ul class="list"><li>2.5 dl water</li><li>25 g yeast</li><li>1 tsp salt</li><li>7 dl flour</li></ul></div>
      <h2>Method</h2><ol><li>Mix and knead.</li><li>Bake 15 minutes.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '2.5 dl water',
      '25 g yeast',
      '1 tsp salt',
      '7 dl flour',
    ]);
  });

  it('keeps short paragraphs as lines of their own and ends the last group at an equipment box', () => {
    const page = `<html><body><h1>Yule log</h1><h2>Ingredients</h2>
      <div class="Ingredients"><h3>Rum syrup</h3><div><p>12cl water</p><p>100g sugar</p><p>4cl rum</p></div></div>
      <div class="Equipment"><div><p>2 piping bags</p><p>1 sugar thermometer</p></div></div>
      <h2>Method</h2><p>Boil the water and sugar, then add the rum.</p></body></html>`;
    expect(readHeuristicRecipe(page)?.ingredients).toEqual([
      '*Rum syrup*',
      '12cl water',
      '100g sugar',
      '4cl rum',
    ]);
  });

  it('stops at a nutrition heading and drops bare step numbers and photo captions', () => {
    const page = `<html><body><h1>Bowl</h1><h2>Ingredients</h2><ul><li>1 cup beans</li><li>1 avocado</li></ul>
      <h3>Nutritional Information</h3><ul><li>Calories 428</li><li>Fat 19g</li></ul>
      <h2>Instructies</h2><ol><li><span class="n">1.</span></li><li>Warm the beans.<figure><img src="a.jpg"><figcaption>Photo: A. Cook</figcaption></figure></li>
      <li><span class="n">2.</span></li><li>Slice the avocado on top.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: ['1 cup beans', '1 avocado'],
      method: ['Warm the beans.', 'Slice the avocado on top.'],
    });
  });

  it('reads a tabbed card whose headings are buttons (Ingredients | Nutrition)', () => {
    const page = `<html><body><h1>Monster cupcakes</h1><div class="tabs"><div class="tab-bar">
      <h2><button type="button">Ingredients</button></h2><h2><button type="button">Nutrition</button></h2></div>
      <div class="panel"><ul><li>250g self-raising flour</li><li>3 large eggs</li></ul></div></div>
      <h2>Method</h2><ol><li>Beat everything together.</li><li>Bake for 20 mins.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: ['250g self-raising flour', '3 large eggs'],
      method: ['Beat everything together.', 'Bake for 20 mins.'],
    });
  });

  it("finds section titles inside an article's <header> and spaces amount and name boxes", () => {
    const page = `<html><body><header><h2>Site menu</h2><ul><li>Home</li><li>About</li></ul></header><main><h1>Pepper sandwich</h1>
      <section><header><h2>Ingredients</h2></header><ul><li><span class="amount">1</span><span class="name">bell pepper</span></li>
      <li><span class="amount">2 oz</span><span class="name">ham</span></li></ul></section>
      <section><header><h2>Steps to Make It</h2></header><ol><li>Halve the pepper.</li><li>Fill it with the ham.</li></ol></section></main></body></html>`;
    expect(readHeuristicRecipe(page)).toMatchObject({
      ingredients: ['1 bell pepper', '2 oz ham'],
      method: ['Halve the pepper.', 'Fill it with the ham.'],
    });
  });
});

describe('readIconYield', () => {
  it('reads a serving count drawn beside an icon, with no word on the page', () => {
    const byClass =
      '<div class="facts"><span class="ico ico-servings"></span><span> 6 </span><span class="ico ico-clock"></span><span>20 min</span></div>';
    expect(readIconYield(parseHtml(byClass))).toBe('6 servings');
    const byAlt =
      '<div><span class="icon-wrap"><img src="/i/people.svg" alt="Portionen"></span><div class="count">4-6 Pers.</div></div>';
    expect(readIconYield(parseHtml(byAlt))).toBe('4-6 Pers.');
  });

  it("ignores other recipes' cards, sentences and icons that are not about servings", () => {
    const related = '<ul class="related-recipes"><li><i class="icon-servings"></i><span>2</span></li></ul>';
    expect(readIconYield(parseHtml(related))).toBe('');
    expect(
      readIconYield(parseHtml('<div><i class="icon-serves"></i><span>5 from 12 ratings</span></div>')),
    ).toBe('');
    expect(readIconYield(parseHtml('<div><i class="icon-clock"></i><span>45</span></div>'))).toBe('');
  });

  it('fills the yield of a page that shows it only as an icon', () => {
    const page = `<html><body><h1>Bean stew</h1><div><span class="icon icon-yield"></span><b>4</b></div>
      <h2>Ingredients</h2><ul><li>400 g beans</li><li>1 carrot</li></ul><h2>Method</h2><ol><li>Soften the carrot.</li><li>Add the beans.</li></ol></body></html>`;
    expect(readHeuristicRecipe(page)).toMatchObject({ yields: '4 servings', servings: 4 });
  });
});
