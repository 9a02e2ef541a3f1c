import { samePicture, stripCounters } from './parsed-page';

describe('stripCounters', () => {
  it('drops running step numbers drawn before each step', () => {
    expect(stripCounters(['1 Heat the pan.', '2 Add oil.'])).toEqual(['Heat the pan.', 'Add oil.']);
    expect(stripCounters(['*Dough*', '1 Mix.', '2 Knead.', '*Filling*', '1 Chop.'])).toEqual([
      '*Dough*',
      'Mix.',
      'Knead.',
      '*Filling*',
      'Chop.',
    ]);
  });

  it('keeps numbers that are part of the text', () => {
    expect(stripCounters(['2 eggs go in first.', '3 minutes later, stir.'])).toEqual([
      '2 eggs go in first.',
      '3 minutes later, stir.',
    ]);
    expect(stripCounters(['1 Heat the pan.', 'Add oil.'])).toEqual(['1 Heat the pan.', 'Add oil.']);
  });
});

describe('samePicture', () => {
  it('matches one file served with other size parameters, folders or hosts', () => {
    expect(samePicture('https://a.test/p/cake.jpg?w=400', 'https://a.test/p/cake.jpg?w=1200')).toBe(true);
    expect(samePicture('https://cdn.a.test/large/cake.jpg', 'https://a.test/main/cake.jpg')).toBe(true);
  });

  it('tells apart different files, thumbnails and identical URLs', () => {
    expect(samePicture('https://a.test/p/cake.jpg', 'https://a.test/p/pie.jpg')).toBe(false);
    expect(samePicture('https://a.test/p/cake.jpg', 'https://a.test/p/cake-300x300.jpg')).toBe(false);
    expect(samePicture('https://a.test/p/cake.jpg', 'https://a.test/p/cake.jpg')).toBe(false);
    expect(samePicture('not a url', 'not a url either')).toBe(false);
  });
});
