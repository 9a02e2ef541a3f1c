// Page kind: facts ('Cooling time: 1 hour') set among the steps.
import { parseHumanDuration } from '../../shared/duration';

export function isTimeFact(text: string): boolean {
  const m = /^[^:]{2,30}:\s*(.+)$/.exec(text);
  return !!m && parseHumanDuration(m[1]) !== null && m[1].split(/\s+/).length <= 4;
}

export const kindOfTimeFact = (text: string): boolean => text.length < 60 && isTimeFact(text);
