import { RecipeCreate, RecipeUpdate } from './recipes';

describe('recipe contracts', () => {
  it('an update carries only the fields the client sent, so nothing else is reset', () => {
    expect(RecipeUpdate.parse({ status: 'made' })).toEqual({ status: 'made' });
    expect(RecipeUpdate.parse({ your_rating: 4.5, notes: 'More lemon' })).toEqual({
      your_rating: 4.5,
      notes: 'More lemon',
    });
  });

  it('an update refuses unknown fields and a blank title', () => {
    expect(RecipeUpdate.safeParse({ user_id: 7 }).success).toBe(false);
    expect(RecipeUpdate.safeParse({ title: '   ' }).error?.issues[0]?.message).toBe(
      'Recipe title is required',
    );
  });

  it('a create fills the defaults of the spec', () => {
    expect(RecipeCreate.parse({ title: 'Soup' })).toMatchObject({
      title: 'Soup',
      description: '',
      ingredients: [],
      method: [],
      status: 'to-make',
      your_rating: null,
      prep_time_minutes: 0,
    });
  });
});
