import fc from 'fast-check';
import { repairInlineAmounts, repairLeadingAmount } from './ocr-repair';
import { readPageText, readPastedText } from './page-text-reader';

const ocrLine = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'INGREDIENTS',
    'METHOD',
    '11/2 cups',
    'l cup',
    '5OO g',
    '%',
    'soft-',
    'ened',
    '84 TITLE',
    'Serves 4',
    '1.',
    '',
  ),
);
const page = fc.array(ocrLine, { maxLength: 40 }).map((lines) => lines.join('\n'));

describe('page readers on arbitrary text', () => {
  it('never throw and return a draft or null', () => {
    fc.assert(
      fc.property(fc.oneof(page, fc.string({ maxLength: 2000 })), (text) => {
        for (const read of [readPageText, readPastedText]) {
          const draft = read(text);
          expect(draft === null || (draft.title.length > 0 && Array.isArray(draft.method))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('repairs never touch a line without digit look-alikes in an amount position', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-km-zA-HJ-NP-Z ,.]{0,40}$/), (line) => {
        expect(repairLeadingAmount(line)).toBe(line);
        expect(repairInlineAmounts(line)).toBe(line);
      }),
    );
  });

  it('survive a value that is not a string', () => {
    expect(readPageText(undefined as unknown as string)).toBeNull();
    expect(readPastedText(42 as unknown as string)).toBeNull();
  });
});
