import { isGoodDraft } from '../draft';
import {
  bananaChapters,
  classicDescription,
  ingredientsOnlyDescription,
  punctuatedTranscript,
  spokenTranscript,
  vlogDescription,
} from './fixtures/video-fixtures';
import { readVideoRecipe } from './video-recipe';

describe('readVideoRecipe', () => {
  it('prefers a complete recipe in the description', () => {
    const draft = readVideoRecipe({
      title: 'Pasta',
      description: classicDescription,
      transcript: spokenTranscript,
    });
    expect(draft?.ingredients[0]).toBe('400g spaghetti');
    expect(draft?.method).toHaveLength(4);
  });

  it('completes an ingredients-only description with steps from the chapters', () => {
    const draft = readVideoRecipe({
      title: 'Banana Bread',
      description: ingredientsOnlyDescription,
      chapters: bananaChapters,
    });
    expect(draft?.ingredients).toHaveLength(8);
    expect(draft?.method[0]).toBe('Mash the bananas');
    expect(draft?.description).toBe('Easy banana bread, one bowl, no mixer!');
  });

  it('completes an ingredients-only description with spoken steps', () => {
    const draft = readVideoRecipe({
      title: 'Banana Bread',
      description: ingredientsOnlyDescription,
      transcript: punctuatedTranscript,
    });
    expect(draft?.ingredients[0]).toBe('3 ripe bananas');
    expect(draft?.method).toContain('Press the mixture into a lined tin.');
  });

  it('falls back to the transcript when the description holds no recipe', () => {
    const draft = readVideoRecipe({
      title: 'Tomato Soup',
      description: vlogDescription,
      transcript: spokenTranscript,
      channelName: 'Soup Club',
    });
    expect(isGoodDraft(draft)).toBe(true);
    expect(draft?.source).toBe('Soup Club');
    expect(draft?.ingredients).toContain('1 onion');
  });

  it('returns null when nothing reads as a recipe', () => {
    expect(readVideoRecipe({ title: 'Lisbon', description: vlogDescription })).toBeNull();
  });
});
