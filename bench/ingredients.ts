/**
 * Throughput of our ingredient parser against the npm package parse-ingredient, over the same
 * lines (the `input` column of every *.csv in the folder), timed with node's performance hooks.
 * Bounded: 7 alternating trials of 250 ms per parser, about 4 s in all.
 *
 *   npx tsx bench/ingredients.ts <folder with labelled *.csv>
 */
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { parseIngredient as parsePackage } from 'parse-ingredient';
import { parseIngredient } from '@mise/recipe-text';
import { readRows } from '../scripts/eval-ingredients';

const TRIALS = 7;
const TRIAL_MS = 250;

/** Lines per second over one trial of about TRIAL_MS (whole passes over the lines). */
function trial(lines: readonly string[], parse: (line: string) => unknown): number {
  let parsed = 0;
  let sink = 0;
  const start = performance.now();
  while (performance.now() - start < TRIAL_MS) {
    for (const line of lines) {
      if (parse(line)) sink += 1;
    }
    parsed += lines.length;
  }
  const elapsed = performance.now() - start;
  if (sink < 0) process.stdout.write(''); // keeps the results observable so the work is not optimised away
  return (parsed / elapsed) * 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Alternates short trials of the two parsers and keeps each one's median, so that a burst of
 * load from another process on a shared machine does not decide the ratio.
 */
function compare(lines: readonly string[], a: (line: string) => unknown, b: (line: string) => unknown) {
  for (const line of lines.slice(0, 500)) {
    a(line); // warm-up for the JIT
    b(line);
  }
  const ra: number[] = [];
  const rb: number[] = [];
  for (let i = 0; i < TRIALS; i += 1) {
    ra.push(trial(lines, a));
    rb.push(trial(lines, b));
  }
  return { a: median(ra), b: median(rb) };
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
  const { a: ours, b: theirs } = compare(
    lines,
    (l) => parseIngredient(l),
    (l) => parsePackage(l),
  );
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(10);
  process.stdout.write(`${lines.length} lines\n`);
  process.stdout.write(`mise recipe-text  ${fmt(ours)} lines/s\n`);
  process.stdout.write(`parse-ingredient  ${fmt(theirs)} lines/s\n`);
  process.stdout.write(`ratio (ours / parse-ingredient): ${(ours / theirs).toFixed(2)}x\n`);
}

main();
