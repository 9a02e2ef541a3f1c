import { readDraftFromText } from './draft-from-text.job';

describe('readDraftFromText', () => {
  it('reads title, ingredients under a header and numbered steps', () => {
    const draft = readDraftFromText(`
      Lemon Pancakes

      Ingredients:
      - 200 g flour
      - 2 eggs
      - pinch of salt

      Method
      1. Whisk everything together.
      2) Fry in a hot pan.

      Notes
      Best eaten warm.
    `);
    expect(draft.title).toBe('Lemon Pancakes');
    expect(draft.ingredients).toEqual(['200 g flour', '2 eggs', 'pinch of salt']);
    expect(draft.method).toEqual(['Whisk everything together.', 'Fry in a hot pan.']);
    expect(draft.notes).toBe('Best eaten warm.');
    expect(draft.reader).toBe('text');
    expect(draft).toMatchObject({ description: '', servings: 0, tags: {} });
  });

  it('without headers, takes quantity lines as ingredients and the rest as steps', () => {
    const draft = readDraftFromText(
      'Toast\n2 slices bread\n½ tbsp butter\nToast the bread.\nSpread the butter.',
    );
    expect(draft.ingredients).toEqual(['2 slices bread', '½ tbsp butter']);
    expect(draft.method).toEqual(['Toast the bread.', 'Spread the butter.']);
  });

  it('gives an empty draft for blank text', () => {
    expect(readDraftFromText(' \n ')).toMatchObject({ title: '', ingredients: [], method: [] });
  });
});
