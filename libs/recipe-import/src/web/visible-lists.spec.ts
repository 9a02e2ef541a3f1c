import { parseHtml } from './html-dom';
import { alignVisibleList, fullerAmount, mergeVisible, stripListGlyphs } from './visible-lists';

const card = `<div class="recipe-card"><h3>Ingredients</h3>
  <div class="group"><h4 class="group-name">Dough</h4><ul><li>▢ 2 cups flour</li><li>▢ 1 cup water</li></ul></div>
  <div class="group"><h4 class="group-name">Filling</h4><ul><li>▢ 1 apple, sliced</li><li>▢ 2 tbsp sugar</li></ul></div>
  <h3>Instructions</h3><ol><li>Mix and bake at 200C for 30 minutes.</li></ol></div>
  <ul class="menu"><li>Home</li><li>Shop</li></ul>`;

describe('alignVisibleList + mergeVisible', () => {
  const structured = ['2 cups flour', '1 cup water', '1 apple, sliced', '2 tbsp sugar'];
  const inGroups = (first: string, second: string): string[] => [
    `*${first}*`,
    ...structured.slice(0, 2),
    `*${second}*`,
    ...structured.slice(2),
  ];

  it('adds the visible group headings to the structured lines', () => {
    const visible = alignVisibleList(parseHtml(card), structured, 'ingredients');
    expect(visible).not.toBeNull();
    expect(mergeVisible(structured, visible!)).toEqual(inGroups('Dough', 'Filling'));
  });

  it('uses the visible text when the structured lines lost their amounts', () => {
    const bare = ['flour', 'water', 'apple, sliced', 'sugar'];
    const visible = alignVisibleList(parseHtml(card), bare, 'ingredients');
    expect(mergeVisible(bare, visible!)).toEqual(inGroups('Dough', 'Filling'));
  });

  it('reads a list row that holds only a heading as the group name, not as an ingredient', () => {
    const rows = `<ul class="ingredients"><li><h3>For the dough</h3></li><li>2 cups flour</li>
      <li>1 cup water</li><li><div class="ingredient-heading">FOR THE FILLING</div></li>
      <li>1 apple, sliced</li><li>2 tbsp sugar</li></ul>`;
    const visible = alignVisibleList(parseHtml(rows), structured, 'ingredients');
    expect(mergeVisible(structured, visible!)).toEqual(inGroups('For the dough', 'FOR THE FILLING'));
  });

  it('finds nothing when the page shows no matching list', () => {
    expect(
      alignVisibleList(parseHtml('<ul><li>Home</li><li>Shop</li></ul>'), structured, 'ingredients'),
    ).toBeNull();
  });
});

describe('stripListGlyphs', () => {
  it('removes checkbox and bullet glyphs before a line', () => {
    expect(stripListGlyphs('▢ 1 cup milk')).toBe('1 cup milk');
    expect(stripListGlyphs('• 2 eggs')).toBe('2 eggs');
    expect(stripListGlyphs('- 2 eggs')).toBe('2 eggs');
    expect(stripListGlyphs('-1 °C water')).toBe('-1 °C water');
  });
});

describe('amounts cross-checked line by line', () => {
  it('knows a page line that gives the amount more fully', () => {
    expect(fullerAmount('.5 cup sugar', '1.5 cup sugar')).toBe(true);
    expect(fullerAmount('2 flour', '2 cups flour')).toBe(true);
    expect(fullerAmount('2 cups flour', '2 cups flour')).toBe(false);
    expect(fullerAmount('2 cups flour', '2 cups plain flour')).toBe(false);
    expect(fullerAmount('2 cups flour, sifted', '2 cups flour')).toBe(false);
  });

  it('takes the page line for that line only, the rest of the structured list kept', () => {
    const structured = ['.5 cup sugar', '2 eggs', '1 cup milk, warm'];
    const visible = [
      { text: '1.5 cup sugar', heading: false, anchor: 0 },
      { text: '2 eggs', heading: false, anchor: 1 },
      { text: '1 cup milk', heading: false, anchor: 2 },
    ];
    expect(mergeVisible(structured, visible)).toEqual(['1.5 cup sugar', '2 eggs', '1 cup milk, warm']);
  });
});
