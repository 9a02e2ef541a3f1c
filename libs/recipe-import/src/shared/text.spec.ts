import {
  cleanLines,
  cleanText,
  decodeEntities,
  normaliseForCompare,
  splitParagraphs,
  toHeading,
} from './text';

describe('cleanText', () => {
  it('decodes entities, including twice-encoded ones', () => {
    expect(cleanText('Mac &amp; Cheese')).toBe('Mac & Cheese');
    expect(cleanText('Grandma&amp;#8217;s pie')).toBe('Grandma’s pie');
    expect(decodeEntities('&lt;b&gt;')).toBe('<b>');
  });

  it('strips tags, including escaped ones, and collapses whitespace', () => {
    expect(cleanText('<p>Mix  the <strong>flour</strong>\n and   water</p>')).toBe('Mix the flour and water');
    expect(cleanText('&lt;em&gt;Fold&lt;/em&gt; gently')).toBe('Fold gently');
    expect(cleanText('one<br>two')).toBe('one two');
  });

  it('keeps a lone less-than sign that is not a tag', () => {
    expect(cleanText('bake < 10 min')).toBe('bake < 10 min');
  });

  it('keeps words written out in escaped angle brackets, which are not HTML tags', () => {
    expect(cleanText('Rinse &lt;well&gt; and keep it &lt; 70 °C')).toBe('Rinse <well> and keep it < 70 °C');
    expect(cleanLines('Rinse &lt;well&gt;.&lt;br&gt;Cook it &lt;b&gt;gently&lt;/b&gt;.')).toEqual([
      'Rinse <well>.',
      'Cook it gently.',
    ]);
  });

  it('turns non-strings into empty text, numbers into digits', () => {
    expect(cleanText(undefined)).toBe('');
    expect(cleanText({ a: 1 })).toBe('');
    expect(cleanText(4)).toBe('4');
  });
});

describe('cleanLines', () => {
  it('splits on newlines and block tags', () => {
    expect(cleanLines('<p>Step one.</p><p>Step two.</p>')).toEqual(['Step one.', 'Step two.']);
    expect(cleanLines('a\n\n b \r\nc<br/>d')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('normaliseForCompare', () => {
  it('folds quotes, dashes, width and case', () => {
    expect(normaliseForCompare('Grandma’s  “Best” Pie – Easy')).toBe(
      normaliseForCompare('grandma\'s "best" pie - easy'),
    );
    expect(normaliseForCompare('ＡＢＣ')).toBe('abc');
  });
});

describe('toHeading', () => {
  it('wraps a name in asterisks', () => {
    expect(toHeading('For the sauce')).toBe('*For the sauce*');
    expect(toHeading('  ')).toBe('');
  });
});

describe('splitParagraphs', () => {
  it('treats a single line break as wrapping but blank lines, bullets and block tags as separate steps', () => {
    expect(splitParagraphs('Fill the tin\nto the top.')).toEqual(['Fill the tin to the top.']);
    expect(splitParagraphs('Mix.\n\nBake.')).toEqual(['Mix.', 'Bake.']);
    expect(splitParagraphs('* Mix.\n* Bake.')).toEqual(['* Mix.', '* Bake.']);
    expect(splitParagraphs('<p>Mix.</p><p>Bake.</p>')).toEqual(['Mix.', 'Bake.']);
    expect(splitParagraphs(3)).toEqual([]);
  });
});
