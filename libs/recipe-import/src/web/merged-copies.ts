// Page kind: a method given twice over, as one merged paragraph and as its steps one by one.
import { isHeading, normaliseForCompare } from '../shared/text';

/** The longest run of steps a merged paragraph is compared with. */
const MAX_PARTS = 12;

const key = (line: string): string => (normaliseForCompare(line).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/**
 * Steps where one line is the next (or the previous) few lines run together: the merged copy goes,
 * the steps one by one stay. No word is lost, as every one of them is in the steps kept.
 */
export function dropMergedCopies(lines: string[]): string[] {
  const keys = lines.map((l) => (isHeading(l) ? '' : key(l)));
  const merged = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    if (!keys[i]) continue;
    for (const dir of [1, -1]) {
      let joined = '';
      for (let k = 1; k <= MAX_PARTS; k += 1) {
        const j = i + dir * k;
        if (j < 0 || j >= lines.length || !keys[j] || merged.has(j)) break;
        joined = dir > 0 ? `${joined} ${keys[j]}`.trim() : `${keys[j]} ${joined}`.trim();
        if (joined.length > keys[i].length) break;
        if (k >= 2 && joined === keys[i]) merged.add(i);
      }
    }
  }
  return lines.filter((_, i) => !merged.has(i));
}
