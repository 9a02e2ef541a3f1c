// Page kind: step numbers drawn as boxes of their own ('1.', '2.') beside the steps.
import { BARE_NUMBER } from './lines';

/** Step numbers drawn as boxes of their own ('1.', '2.') are the list's numbering, not steps. */
export function dropStepLabels(lines: string[]): void {
  for (let i = lines.length - 1; i >= 0; i -= 1) if (BARE_NUMBER.test(lines[i])) lines.splice(i, 1);
}
