import { chattyTranscript, punctuatedTranscript, spokenTranscript } from './fixtures/video-fixtures';
import { readVideoTranscript, transcriptIngredients } from './transcript-reader';

describe('readVideoTranscript', () => {
  it('reads spoken amounts as numerals from unpunctuated captions', () => {
    const draft = readVideoTranscript({ title: 'Easy Tomato Soup', transcript: spokenTranscript });
    expect(draft?.ingredients).toEqual([
      '2 tablespoons olive oil',
      '1 onion',
      '3 cloves garlic',
      '2 cans chopped tomatoes',
      '1/2 teaspoon sugar',
      '500 milliliters vegetable stock',
      '1 splash cream',
    ]);
  });

  it('turns spoken instructions into steps without fillers or sign-offs', () => {
    const draft = readVideoTranscript({ title: 'Easy Tomato Soup', transcript: spokenTranscript });
    expect(draft?.method[0]).toBe('Heat 2 tablespoons of olive oil in a big pot.');
    expect(draft?.method).toContain('Blend everything until smooth.');
    expect(draft?.method).toContain('Serve it with some crusty bread.');
    expect(draft?.method.join(' ')).not.toMatch(/Music|thanks for watching|welcome back/i);
  });

  it('splits a punctuated transcript into sentences', () => {
    const draft = readVideoTranscript({ title: 'Flapjacks', transcript: punctuatedTranscript });
    expect(draft?.ingredients).toEqual([
      '250 grams butter',
      '200 grams golden syrup',
      '125 grams light brown sugar',
      '400 grams rolled oats',
      '1 pinch salt',
    ]);
    expect(draft?.method).toEqual([
      'Preheat the oven to 180 degrees.',
      'Melt the butter, syrup and sugar together in a pan.',
      'Stir in 400 grams of rolled oats and a pinch of salt.',
      'Press the mixture into a lined tin.',
      'Bake for 25 minutes until golden at the edges.',
      'Let it cool completely before cutting into squares.',
    ]);
  });

  it('takes any unit the ingredient parser knows, and no time or heat', () => {
    const transcript =
      'Lay out 2 sheets of puff pastry and cut 6 ears of corn. Add 4 pieces of chicken and 1 fl oz of cream. Bake for 20 minutes at 180 degrees.';
    expect(transcriptIngredients(transcript)).toEqual([
      '2 sheets puff pastry',
      '6 ears corn',
      '4 pieces chicken',
      '1 fl oz cream',
    ]);
  });

  it('returns null for talk about food that is not a recipe', () => {
    expect(readVideoTranscript({ title: 'Market day', transcript: chattyTranscript })).toBeNull();
  });

  it('returns null with steps but too few ingredients', () => {
    const transcript =
      'Preheat the oven. Mix everything together in a bowl. Bake until golden. Serve warm with 2 eggs.';
    expect(readVideoTranscript({ title: 'Something', transcript })).toBeNull();
  });
});
