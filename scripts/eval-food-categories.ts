/**
 * Accuracy of the shopping service's food categoriser on hand-labelled ingredient names.
 *
 *   npx tsx scripts/eval-food-categories.ts [FOLDER]
 *
 * Always scores the two labelled fixtures kept with the tests (apps/shopping/src/food/fixtures):
 * names seen while the food list was written, and names labelled afterwards. With FOLDER (labelled
 * ingredient-line CSVs, columns `input` and `name`), it also scores the full printed lines whose
 * `name` is labelled in a fixture, so the ingredient parser's part (quantity, unit, preparation
 * taken off) is measured too.
 */
import { join, resolve } from 'node:path';
import { Labelled, readLabelled, scoreCategories } from '../apps/shopping/src/food/categorize-accuracy';
import { readRows } from './eval-ingredients';

const fixtures = join(__dirname, '..', 'apps', 'shopping', 'src', 'food', 'fixtures');

function report(title: string, rows: Labelled[], showMisses: boolean): void {
  const result = scoreCategories(rows);
  process.stdout.write(
    `${title.padEnd(44)} ${String(result.correct).padStart(4)}/${String(result.total).padEnd(4)} ${(result.accuracy * 100).toFixed(1)}%\n`,
  );
  for (const [category, [correct, total]] of Object.entries(result.byCategory))
    process.stdout.write(`    ${category.padEnd(24)} ${correct}/${total}\n`);
  if (showMisses)
    for (const miss of result.misses)
      process.stdout.write(`    miss: ${miss.text}  (labelled ${miss.expected}, got ${miss.got})\n`);
}

function main(): void {
  const seen = readLabelled(join(fixtures, 'labelled-ingredients.tsv'));
  const later = readLabelled(join(fixtures, 'labelled-ingredients-later.tsv'));
  const showMisses = process.argv.includes('--misses');
  report('names seen while writing the list', seen, showMisses);
  report('names labelled after (never tuned on)', later, showMisses);
  const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!folder) return;
  const labels = new Map([...seen, ...later].map((row) => [row.text, row.category]));
  const lines: Labelled[] = [];
  for (const row of readRows(resolve(folder))) {
    const category = labels.get(row.name.trim().toLowerCase());
    if (category) lines.push({ text: row.input, category });
  }
  report(`full printed lines of ${folder}`, lines, showMisses);
}

main();
