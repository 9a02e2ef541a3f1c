/**
 * Scores photo import on a folder of page images, each with an expected draft beside it
 * (NAME.jpg + NAME.json: title, servings, prep_time_minutes, cook_time_minutes, ingredients,
 * method), e.g. the project's own test/fixtures/photo-pages.
 *
 *   npx tsx scripts/eval-photo.ts <folder> [--show NAME]
 *
 * Lines are compared after lower-casing and dropping punctuation and list markers; a read line
 * matches an expected one when at most 10% of its characters differ (OCR slips such as '11/2'
 * stay visible in the exact-line figure printed beside it). A page passes with the title right
 * and ingredients and method F1 >= 0.8.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OcrPool } from '../apps/extraction/src/photo/ocr-pool';
import { readRecipePhoto } from '../apps/extraction/src/photo/photo-draft.job';

interface Expected {
  title: string;
  servings: number;
  prep_time_minutes: number;
  cook_time_minutes: number;
  ingredients: string[];
  method: string[];
}

export function normaliseLine(line: string): string {
  return line
    .toLowerCase()
    .replace(/^\s*(?:[-•*·]|\d+[.)])\s+/, '')
    .replace(/[^\p{L}\p{N}/ ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** Multiset F1 of lines; `tolerance` is the share of characters that may differ. */
export function lineF1(got: string[], want: string[], tolerance: number): number {
  const g = got.map(normaliseLine).filter(Boolean);
  const w = want.map(normaliseLine).filter(Boolean);
  if (g.length === 0 && w.length === 0) return 1;
  const used = new Set<number>();
  let hits = 0;
  for (const line of g) {
    const j = w.findIndex(
      (cand, k) =>
        !used.has(k) && distance(line, cand) <= Math.floor(Math.max(line.length, cand.length) * tolerance),
    );
    if (j >= 0) {
      used.add(j);
      hits++;
    }
  }
  if (hits === 0) return 0;
  const p = hits / g.length;
  const r = hits / w.length;
  return (2 * p * r) / (p + r);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : undefined;
  if (!folder) {
    console.error('usage: npx tsx scripts/eval-photo.ts <folder> [--show NAME]');
    process.exit(2);
  }
  const names = readdirSync(folder)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .filter((f) => !show || f.includes(show))
    .sort();
  const pool = new OcrPool(1);
  const totals = {
    title: 0,
    servings: 0,
    prep: 0,
    cook: 0,
    ing: 0,
    method: 0,
    ingExact: 0,
    methodExact: 0,
    pass: 0,
  };
  let seconds = 0;
  for (const name of names) {
    const expected = JSON.parse(
      readFileSync(join(folder, name.replace(/\.\w+$/, '.json')), 'utf8'),
    ) as Expected;
    const started = process.hrtime.bigint();
    let draft;
    let text = '';
    try {
      const read = await readRecipePhoto(readFileSync(join(folder, name)), pool);
      draft = read.draft;
      text = read.text;
    } catch (error) {
      draft = null;
      text = error instanceof Error ? error.message : String(error);
    }
    const took = Number(process.hrtime.bigint() - started) / 1e9;
    seconds += took;
    const ingredients = (draft?.ingredients ?? []).filter((i): i is string => typeof i === 'string');
    const title = normaliseLine(draft?.title ?? '') === normaliseLine(expected.title);
    const ing = lineF1(ingredients, expected.ingredients, 0.1);
    const method = lineF1(draft?.method ?? [], expected.method, 0.1);
    const pass = title && ing >= 0.8 && method >= 0.8;
    totals.title += +title;
    totals.servings += +(draft?.servings === expected.servings);
    totals.prep += +(draft?.prep_time_minutes === expected.prep_time_minutes);
    totals.cook += +(draft?.cook_time_minutes === expected.cook_time_minutes);
    totals.ing += ing;
    totals.method += method;
    totals.ingExact += lineF1(ingredients, expected.ingredients, 0);
    totals.methodExact += lineF1(draft?.method ?? [], expected.method, 0);
    totals.pass += +pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} ${name.padEnd(40)} title ${title ? 'ok' : 'no'}  ingredients ${ing.toFixed(2)}  method ${method.toFixed(2)}  ${took.toFixed(2)} s`,
    );
    if (show) console.log(text, '\n', JSON.stringify(draft, null, 2));
  }
  await pool.close();
  const n = names.length || 1;
  console.log(
    `\n${totals.pass} / ${names.length} pages pass (title right, ingredients and method F1 >= 0.8)`,
  );
  console.log(
    `title ${(totals.title / n).toFixed(3)}  servings ${(totals.servings / n).toFixed(3)}  prep ${(totals.prep / n).toFixed(3)}  cook ${(totals.cook / n).toFixed(3)}`,
  );
  console.log(
    `ingredients F1 ${(totals.ing / n).toFixed(3)} (exact lines ${(totals.ingExact / n).toFixed(3)})  method F1 ${(totals.method / n).toFixed(3)} (exact ${(totals.methodExact / n).toFixed(3)})`,
  );
  console.log(`${(seconds / n).toFixed(2)} s per page (one OCR worker, including image preparation)`);
}

if (require.main === module) void main();
