import { readVideoChapters } from './chapters-reader';
import {
  bananaChapters,
  classicDescription,
  ingredientsOnlyDescription,
  vlogDescription,
} from './fixtures/video-fixtures';

describe('readVideoChapters', () => {
  it('makes steps of cooking chapters and skips intro, taste test and outro', () => {
    const draft = readVideoChapters({
      title: 'Banana Bread',
      chapters: bananaChapters,
      description: ingredientsOnlyDescription,
    });
    expect(draft?.method).toEqual([
      'Mash the bananas',
      'Mix in butter, sugar, egg and vanilla',
      'Fold in the flour',
      'Bake at 175°C for 55 minutes',
    ]);
    expect(draft?.ingredients).toEqual([
      '3 ripe bananas',
      '80g melted butter',
      '150g light brown sugar',
      '1 egg, beaten',
      '1 tsp vanilla extract',
      '1 tsp baking soda',
      'Pinch of salt',
      '190g plain flour',
    ]);
  });

  it('reads chapters written into the description as timestamps', () => {
    const draft = readVideoChapters({ title: 'Pasta', description: classicDescription });
    expect(draft?.method).toEqual(['Prepping the mushrooms', 'Cooking the pasta', 'Making the sauce']);
  });

  it('returns null for chapters of a vlog', () => {
    expect(readVideoChapters({ title: 'Lisbon', description: vlogDescription })).toBeNull();
    expect(readVideoChapters({ title: 'Short', chapters: bananaChapters.slice(0, 3) })).toBeNull();
  });
});
