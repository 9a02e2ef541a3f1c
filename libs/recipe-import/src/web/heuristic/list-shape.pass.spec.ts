import { readHeuristicRecipe } from '../heuristic.reader';

const page = (html: string): string =>
  `<html><head><title>Lemon Bars | A Blog</title></head><body><h1>Lemon Bars</h1><p>We made these for the fair, and everyone asked.</p>${html}</body></html>`;
const food = ['1 cup flour', '1/2 cup butter, soft', '2 eggs', '3/4 cup sugar'];
const steps = [
  'Press the flour and butter into a tin and bake for 15 minutes.',
  'Whisk the eggs with the sugar, pour over and bake for 20 minutes more.',
];
const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

describe('a recipe found by the shape of its lists', () => {
  it('reads the food list and the list of sentences in the article body, with no headings', () => {
    const draft = readHeuristicRecipe(
      page(`${ul(['Our story', 'Contact', 'Shop'])}<p>Here is how.</p>${ul(food)}${ol(steps)}`),
    );
    expect(draft?.ingredients).toEqual(food);
    expect(draft?.method).toEqual(steps);
  });

  it('takes a lone "Recipe: X" heading as the title', () => {
    const draft = readHeuristicRecipe(page(`<h3>Recipe: Tangy Lemon Squares</h3>${ul(food)}${ol(steps)}`));
    expect(draft?.title).toBe('Tangy Lemon Squares');
  });

  it('joins ingredients grouped under shop-aisle headings, each group named', () => {
    const draft = readHeuristicRecipe(
      page(
        `<h4>Produce</h4>${ul(['2 lemons', '1 handful mint'])}<h4>Dairy</h4>${ul(['1/2 cup butter', '2 eggs'])}<h4>Pantry</h4>${ul(['1 cup flour', '3/4 cup sugar'])}${ol(steps)}`,
      ),
    );
    expect(draft?.ingredients).toEqual([
      '*Produce*',
      '2 lemons',
      '1 handful mint',
      '*Dairy*',
      '1/2 cup butter',
      '2 eggs',
      '*Pantry*',
      '1 cup flour',
      '3/4 cup sugar',
    ]);
  });

  it('reads bullets typed as text, and the step paragraphs after them', () => {
    const typed = food.map((f) => `• ${f}`).join('<br>');
    const draft = readHeuristicRecipe(page(`<p>${typed}</p>${steps.map((s) => `<p>${s}</p>`).join('')}`));
    expect(draft?.ingredients).toEqual(food);
    expect(draft?.method).toEqual(steps);
  });

  it('finds nothing in a post whose lists are not food', () => {
    expect(
      readHeuristicRecipe(page(`${ul(['Our story', 'Contact', 'Shop'])}<p>Thanks for reading.</p>`)),
    ).toBeNull();
  });
});
