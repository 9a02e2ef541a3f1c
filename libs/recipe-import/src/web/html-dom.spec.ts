import { blockLines, parseHtml, styledBlockLines, textOf as textOfElement } from './html-dom';

/** The visible text of the first element of a fragment. */
const textOf = (html: string): string => textOfElement(parseHtml(html).children[0]);

describe('textOf', () => {
  it('leaves out what the page keeps hidden until a click', () => {
    const row = `<li><span>2 tbsp</span> <span>lemon juice</span>
      <div class="alternative hidden">lime juice</div><span hidden>white vinegar</span><span style="display: none">verjuice</span></li>`;
    expect(textOf(row)).toBe('2 tbsp lemon juice');
    expect(textOf('<p>Stir.<span class="d-none">Ad</span></p>')).toBe('Stir.');
  });

  it('keeps text that is only hidden on some screen sizes', () => {
    expect(textOf('<p><span class="hidden md:inline">Whisk</span> the eggs.</p>')).toBe('Whisk the eggs.');
    expect(textOf('<p><span class="d-none d-lg-inline">Whisk</span> the eggs.</p>')).toBe('Whisk the eggs.');
  });
});

describe('icon fonts', () => {
  it("does not read an icon's glyph name as words", () => {
    const tip = `<div><span aria-hidden="true" class="material-icons">lightbulb_outline</span><span>Tip: use fresh thyme.</span></div>`;
    expect(textOf(tip)).toBe('Tip: use fresh thyme.');
    expect(blockLines(parseHtml(tip).children[0])).toEqual(['Tip: use fresh thyme.']);
    expect(textOf('<p><span aria-hidden="true">Whisk</span> the eggs.</p>')).toBe('Whisk the eggs.');
  });
});

describe('styledBlockLines', () => {
  it('tells which <br> lines are all bold', () => {
    const p = parseHtml('<p><strong>Sauce</strong><br>2 tbsp <b>oil</b><br><b>1 onion</b></p>').children[0];
    expect(styledBlockLines(p)).toEqual([
      { text: 'Sauce', bold: true },
      { text: '2 tbsp oil', bold: false },
      { text: '1 onion', bold: true },
    ]);
  });
});

describe('boxes a script fills from data attributes', () => {
  it('reads the unit and amount the page shows from the attribute its script writes in', () => {
    const row = `<li><span class="amount" data-amount="200"></span><span class="unit" data-unit="g"></span> <a href="/flour">flour</a></li>`;
    expect(textOf(row)).toBe('200 g flour');
    const para = '<p><span data-quantity="2"></span> <span data-unit-name="cups"></span> rice<br>1 onion</p>';
    expect(blockLines(parseHtml(para).children[0])).toEqual(['2 cups rice', '1 onion']);
  });

  it('reads nothing from a box that has text of its own, a unit-system switch or a code blob', () => {
    expect(textOf('<li><span data-unit="cups">2 cups</span> rice</li>')).toBe('2 cups rice');
    expect(textOf('<li><span data-unit="metric"></span>2 cups rice</li>')).toBe('2 cups rice');
    expect(textOf('<li><span data-amount=\'{"g":200}\'></span>flour</li>')).toBe('flour');
  });
});

describe('links inside a line', () => {
  it("keeps a food's name set as a link to a pop-up", () => {
    expect(textOf('<li>1 cup <a href="#">milk</a></li>')).toBe('1 cup milk');
    expect(textOf('<li>2 <a href="javascript:void(0)">eggs</a>, beaten</li>')).toBe('2 eggs, beaten');
    expect(textOf('<li><a href="#">Fresh basil</a>, torn</li>')).toBe('Fresh basil, torn');
  });

  it('leaves out a control after a complete line', () => {
    expect(textOf('<li>1 cup milk <a href="#">Add to list</a></li>')).toBe('1 cup milk');
  });
});
