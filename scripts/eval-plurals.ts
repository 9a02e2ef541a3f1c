/**
 * How a scaled ingredient line names its counted thing, over labelled lines (the NYT CSV layout):
 * every line our parser reads with an amount and no unit is scaled across 1 (an amount of 1 doubled,
 * a larger one brought down to 1) and formatted as the recipe page shows it. Prints how many names
 * changed number, the words that changed and the most frequent last words left as written, for a
 * reader to judge (the data labels no plurals).
 *
 *   npx tsx scripts/eval-plurals.ts <folder with *.csv>
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatIngredient, parseIngredient, scaleIngredient } from '@mise/recipe-text';
import { parseCsv } from './eval-ingredients';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: tsx scripts/eval-plurals.ts <folder with *.csv>');
  process.exit(2);
}
const dir = resolve(folder);
const inputs: string[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
  const [header, ...rows] = parseCsv(readFileSync(join(dir, file), 'utf8'));
  const at = header?.indexOf('input') ?? -1;
  for (const row of rows) if (at >= 0 && row[at]) inputs.push(row[at]);
}

const lastWord = (name: string) => /([A-Za-z]+)\W*$/.exec(name)?.[1]?.toLowerCase() ?? '';
let counted = 0;
const changed = new Map<string, number>();
const kept = new Map<string, number>();
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
for (const input of inputs) {
  const parsed = parseIngredient(input);
  if (parsed.isHeading || parsed.unit !== null || parsed.quantity === null || !parsed.name) continue;
  const from = parsed.quantity2 ?? parsed.quantity;
  if (from <= 0) continue;
  counted += 1;
  const factor = from <= 1 ? 2 / parsed.quantity : 1 / from;
  const scaled = scaleIngredient(parsed, factor);
  // The line as shown without its note, less the amount in front: the name as the page shows it.
  const shownName = formatIngredient({ ...scaled, note: null }).replace(/^\S+\s+/, '');
  if (shownName === parsed.name) bump(kept, lastWord(parsed.name));
  else bump(changed, `${lastWord(parsed.name)} -> ${lastWord(shownName)}`);
}
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([word, times]) => `${word} (${times})`)
    .join(', ');
const total = [...changed.values()].reduce((a, b) => a + b, 0);
console.log(`lines read: ${inputs.length}; counted (an amount, no unit): ${counted}`);
console.log(`name changed number when scaled across 1: ${total} (${((100 * total) / counted).toFixed(1)}%)`);
console.log(`changes: ${top(changed, 60)}`);
console.log(`left as written, most frequent last words: ${top(kept, 60)}`);
