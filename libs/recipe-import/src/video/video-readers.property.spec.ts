import fc from 'fast-check';
import { readVideoChapters } from './chapters-reader';
import { readVideoDescription } from './description-reader';
import { readVideoTranscript } from './transcript-reader';
import { readVideoRecipe } from './video-recipe';
import type { VideoText } from './video-input';

const line = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'Ingredients:',
    '1. Mix',
    '2 cups flour',
    '• salt',
    '0:00 Intro',
    '#tag',
    'https://x.co/a',
    '✅ 1 tsp',
    'For the sauce:',
    '1️⃣ Stir',
  ),
);
const text = fc.array(line, { maxLength: 30 }).map((lines) => lines.join('\n'));
const input: fc.Arbitrary<VideoText> = fc.record(
  {
    title: fc.string(),
    description: text,
    chapters: fc.array(fc.record({ title: fc.string(), startSeconds: fc.integer() })),
    transcript: fc.oneof(
      text,
      fc.array(fc.record({ text: fc.string(), startSeconds: fc.option(fc.double(), { nil: undefined }) })),
    ),
    channelName: fc.string(),
    keywords: fc.array(fc.string()),
  },
  { requiredKeys: ['title'] },
);

describe('video readers on arbitrary input', () => {
  it('never throw and return a draft or null', () => {
    fc.assert(
      fc.property(input, (video) => {
        for (const read of [readVideoDescription, readVideoChapters, readVideoTranscript, readVideoRecipe]) {
          const draft = read(video);
          expect(
            draft === null || (typeof draft.title === 'string' && Array.isArray(draft.ingredients)),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('survive inputs of the wrong shape', () => {
    const odd = [
      null,
      undefined,
      42,
      'text',
      { title: 5 },
      { title: 'x', description: 7, chapters: 'no', transcript: [null, 3] },
    ];
    for (const value of odd) {
      expect(() => readVideoRecipe(value as unknown as VideoText)).not.toThrow();
      expect(readVideoRecipe(value as unknown as VideoText)).toBeNull();
    }
  });
});
