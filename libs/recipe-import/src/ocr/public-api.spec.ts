import { emptyDraft } from '../draft';
import { readVideoChapters, readVideoDescription, readVideoRecipe, readVideoTranscript } from '../video';
import { bananaChapters, classicDescription, punctuatedTranscript } from '../video/fixtures/video-fixtures';
import { readPageText, readPastedText } from '.';
import { lasagnePage, pastedBlogText } from './fixtures/page-fixtures';

describe('public API of the text readers', () => {
  const keys = Object.keys(emptyDraft()).sort();

  it('every reader returns a draft with exactly the draft fields', () => {
    const drafts = [
      readVideoRecipe({ title: 'Pasta', description: classicDescription }),
      readVideoDescription({ title: 'Pasta', description: classicDescription }),
      readVideoChapters({ title: 'Banana Bread', chapters: bananaChapters }),
      readVideoTranscript({ title: 'Flapjacks', transcript: punctuatedTranscript }),
      readPageText(lasagnePage),
      readPastedText(pastedBlogText),
    ];
    for (const draft of drafts) {
      expect(draft).not.toBeNull();
      expect(Object.keys(draft ?? {}).sort()).toEqual(keys);
    }
  });

  it("reads a cook's tip as a note", () => {
    const draft = readPastedText(
      "Toast\nIngredients\n2 slices bread\n1 tbsp butter\nMethod\nToast the bread.\nSpread with butter.\nCook's tip\nUse salted butter.",
    );
    expect(draft?.notes).toBe('Use salted butter.');
    expect(draft?.method).toEqual(['Toast the bread.', 'Spread with butter.']);
  });
});
