// Page kind: lists of steps with a paragraph under its own step title ('Schritt 2').
import { BARE_STEP_TITLE, type Entry, isSentence } from './lines';

/** Among lists of steps, a sentence right under a bare step title is a step too. */
export function isTitledStep(out: Entry[], i: number): boolean {
  return i > 0 && BARE_STEP_TITLE.test(out[i - 1].text) && isSentence(out[i].text);
}
