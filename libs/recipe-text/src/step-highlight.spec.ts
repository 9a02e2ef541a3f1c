import { highlightStep } from './step-highlight';

const bold = (step: string, names: string[] = []) =>
  highlightStep(step, names)
    .filter((s) => s.bold)
    .map((s) => `${s.kind}:${s.text}`);

describe('highlightStep', () => {
  it('marks ingredient names and cooking keywords, covering the whole text in order', () => {
    const step = 'Whisk the eggs with the sugar, then bake for 20 minutes.';
    const spans = highlightStep(step, ['large eggs', 'sugar']);
    expect(spans.map((s) => s.text).join('')).toBe(step);
    expect(bold(step, ['large eggs', 'sugar'])).toEqual([
      'keyword:Whisk',
      'ingredient:eggs',
      'ingredient:sugar',
      'keyword:bake',
      'keyword:minutes',
    ]);
  });

  it('prefers the whole name and accepts plurals', () => {
    expect(bold('Add the olive oil and onions.', ['olive oil', 'onion'])).toEqual([
      'ingredient:olive oil',
      'ingredient:onions',
    ]);
  });

  it('skips ambiguous words of names and parts of words', () => {
    expect(bold('Top with fresh cream; scandalous.', ['fresh cream', 'can'])).toEqual([
      'ingredient:fresh cream',
    ]);
    expect(bold('Mixing bowl', [])).toEqual(['keyword:Mixing']);
  });

  it('returns no spans for an empty step', () => {
    expect(highlightStep('', ['salt'])).toEqual([]);
  });
});
