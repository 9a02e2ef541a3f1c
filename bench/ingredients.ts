/**
 * Throughput of our ingredient parser against the npm package parse-ingredient, over the same
 * lines (the `input` column of every *.csv in the folder), timed with node's performance hooks.
 * Bounded: each parser runs rounds until ~1.5 s have passed (at most 50 rounds).
 *
 *   npx tsx bench/ingredients.ts <folder with labelled *.csv>
 */
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { parseIngredient as parsePackage } from 'parse-ingredient';
import { parseIngredient } from '@mise/recipe-text';
import { readRows } from '../scripts/eval-ingredients';

const BUDGET_MS = 1500;
const MAX_ROUNDS = 50;

function linesPerSecond(lines: readonly string[], parse: (line: string) => unknown): number {
  for (let i = 0; i < Math.min(lines.length, 500); i += 1) parse(lines[i]); // warm-up for the JIT
  let parsed = 0;
  let sink = 0;
  const start = performance.now();
  let rounds = 0;
  while (rounds < MAX_ROUNDS && performance.now() - start < BUDGET_MS) {
    for (const line of lines) {
      if (parse(line)) sink += 1;
    }
    parsed += lines.length;
    rounds += 1;
  }
  const elapsed = performance.now() - start;
  if (sink < 0) process.stdout.write(''); // keeps the results observable so the work is not optimised away
  return (parsed / elapsed) * 1000;
}

function main(): void {
  const folder = process.argv[2];
  if (!folder) {
    process.stderr.write('usage: npx tsx bench/ingredients.ts <folder with labelled *.csv>\n');
    process.exitCode = 2;
    return;
  }
  const lines = readRows(resolve(folder)).map((r) => r.input);
  if (lines.length === 0) {
    process.stderr.write('no lines found\n');
    process.exitCode = 1;
    return;
  }
  const ours = linesPerSecond(lines, (l) => parseIngredient(l));
  const theirs = linesPerSecond(lines, (l) => parsePackage(l));
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(10);
  process.stdout.write(`${lines.length} lines\n`);
  process.stdout.write(`mise recipe-text  ${fmt(ours)} lines/s\n`);
  process.stdout.write(`parse-ingredient  ${fmt(theirs)} lines/s\n`);
  process.stdout.write(`ratio (ours / parse-ingredient): ${(ours / theirs).toFixed(2)}x\n`);
}

main();
