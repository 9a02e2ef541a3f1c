import { emptyDraft } from '@mise/recipe-import';
import { toPageImportOutput } from '@mise/recipe-import';
import { bagOfWordsF1, multisetF1, scorePage, setOfSite, wordsOf } from './eval-import';

describe('multisetF1', () => {
  it('compares normalised lines as multisets', () => {
    expect(multisetF1(['1 Cup  Flour', '2 eggs'], ['1 cup flour', '2 Eggs'])).toBe(1);
    expect(multisetF1(['a', 'a'], ['a'])).toBeCloseTo(2 / 3);
    expect(multisetF1([], [])).toBe(1);
    expect(multisetF1(['a'], [])).toBe(0);
  });

  it('with words, ignores punctuation and spacing but not words or their order', () => {
    expect(multisetF1(['butter, (melted)'], ['butter, melted'])).toBe(0);
    expect(multisetF1(['butter, (melted)'], ['butter, melted'], 'words')).toBe(1);
    expect(multisetF1(['shallot , thinly sliced'], ['Shallot, thinly sliced'], 'words')).toBe(1);
    expect(multisetF1(['2 cups rice'], ['2 rice cups'], 'words')).toBe(0);
    expect(multisetF1(['2 cups rice'], ['2 cups'], 'words')).toBe(0);
    expect(multisetF1(['Mix. Bake.'], ['Mix.', 'Bake.'], 'words')).toBe(0);
  });

  it('keeps words of every script and decimals as their digits', () => {
    expect(wordsOf('Crème fraîche – 2.5 dl')).toBe('crème fraîche 2 5 dl');
    expect(wordsOf('砂糖 大さじ2')).toBe('砂糖 大さじ2');
  });
});

describe('scorePage', () => {
  const out = toPageImportOutput({
    ...emptyDraft(),
    title: 'Grandma’s Pie',
    ingredients: ['1 apple'],
    method: ['Bake.'],
    yields: '8-10 servings',
    total_time_minutes: 60,
    image: 'https://x.test/a.jpg',
  });

  it('passes when the title matches and both F1 scores reach 0.9', () => {
    const s = scorePage(
      'x',
      {
        title: "Grandma's Pie",
        ingredients: ['1 apple'],
        instructions_list: ['Bake.'],
        yields: '10 servings',
        total_time: 60,
        image: 'https://x.test/a.jpg ',
      },
      out,
    );
    expect(s.pass).toBe(true);
    expect(s.fields).toMatchObject({
      title: 1,
      ingredients: 1,
      instructions: 1,
      yields: 1,
      total_time: 1,
      image: 1,
    });
  });

  it('fails with a reason when a field is missing', () => {
    const s = scorePage('x', { title: 'Other', ingredients: ['1 apple'], instructions: 'Bake.\nCool.' }, out);
    expect(s.pass).toBe(false);
    expect(s.reasons.join(' ')).toContain('title');
    expect(s.fields.instructions).toBeCloseTo(2 / 3);
  });

  it('with words, a title differing only in punctuation matches', () => {
    const s = scorePage('x', { title: 'Grandmas Pie!', ingredients: ['1 apple'] }, out, 0, 'words');
    expect(s.fields.title).toBe(0);
    const t = scorePage('x', { title: 'Grandma s Pie!', ingredients: ['1 apple'] }, out, 0, 'words');
    expect(t.fields.title).toBe(1);
  });

  it('scores an empty import as zero', () => {
    const s = scorePage('x', { title: 'T', ingredients: ['a'], prep_time: null }, null);
    expect(s.fields).toMatchObject({ title: 0, ingredients: 0, prep_time: 1 });
  });
});

describe('lenient view', () => {
  const out = toPageImportOutput({
    ...emptyDraft(),
    title: 'Pie',
    ingredients: ['1 apple'],
    method: ['Peel the apple. Bake it for an hour.'],
  });

  it('compares the steps as one bag of words, so splitting them differently still passes', () => {
    const split = {
      title: 'Pie',
      ingredients: ['1 apple'],
      instructions_list: ['Peel the apple.', 'Bake it for an hour.'],
    };
    const s = scorePage('x', split, out, 0, 'words');
    expect(s.pass).toBe(false);
    expect(s.lenient).toBe(true);
  });

  it('fails when method text is missing or extra', () => {
    expect(bagOfWordsF1(['Peel the apple.', 'Bake it for an hour.'], ['Peel the apple.'])).toBeLessThan(0.9);
    const more = {
      title: 'Pie',
      ingredients: ['1 apple'],
      instructions_list: ['Peel and core the apple, slice it thin. Bake it for an hour at 180 C.'],
    };
    expect(scorePage('x', more, out, 0, 'words').lenient).toBe(false);
  });
});

describe('setOfSite', () => {
  it('puts a site on one side for good, about two thirds in the working set', () => {
    expect(setOfSite('example.com')).toBe(setOfSite('example.com'));
    const sites = Array.from({ length: 600 }, (_, i) => `site${i}.test`);
    const working = sites.filter((s) => setOfSite(s) === 'working').length / sites.length;
    expect(working).toBeGreaterThan(0.6);
    expect(working).toBeLessThan(0.73);
  });
});
