import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categorize } from './categorize';

export interface Labelled {
  text: string;
  category: string;
}

export interface AccuracyReport {
  total: number;
  correct: number;
  accuracy: number;
  /** Labelled category -> [correct, total]. */
  byCategory: Record<string, [number, number]>;
  misses: { text: string; expected: string; got: string }[];
}

/** The hand-labelled names kept with the tests: `name<TAB>category`, `#` comments. */
export function readLabelled(file = join(__dirname, 'fixtures', 'labelled-ingredients.tsv')): Labelled[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [text, category] = line.split('\t');
      return { text, category: category.trim() };
    });
}

export function scoreCategories(rows: Labelled[]): AccuracyReport {
  const byCategory: Record<string, [number, number]> = {};
  const misses: AccuracyReport['misses'] = [];
  let correct = 0;
  for (const row of rows) {
    const got = categorize(row.text).category;
    const tally = (byCategory[row.category] ??= [0, 0]);
    tally[1]++;
    if (got === row.category) {
      correct++;
      tally[0]++;
    } else misses.push({ text: row.text, expected: row.category, got });
  }
  return {
    total: rows.length,
    correct,
    accuracy: rows.length ? correct / rows.length : 0,
    byCategory,
    misses,
  };
}
