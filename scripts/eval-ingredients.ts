/**
 * Scores ingredient-line parsers against labelled lines (the NYT CSV layout: input, name, qty,
 * range_end, unit, comment) and prints one table: ours and the npm package parse-ingredient,
 * on the same lines in the same run.
 *
 *   npm run eval:ingredients -- <folder with *.csv>
 *
 * Scoring (as the data's README describes it):
 * - quantity: equal within 0.011 (label 0 = no quantity); when the label has a range end, our
 *   range end must match it too (half of the labelled ranges carry none, so it is only checked
 *   where present);
 * - unit: both sides canonicalised (tablespoon/tbsp/T -> tbsp, ...); empty = none;
 * - name: token F1 (lower case, letters and digits), averaged; both empty counts 1.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseIngredient as parsePackage } from 'parse-ingredient';
import { canonicalUnit, parseIngredient } from '@mise/recipe-text';

interface Row {
  input: string;
  name: string;
  qty: number;
  rangeEnd: number;
  unit: string;
}

interface Prediction {
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  name: string | null;
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function readRows(folder: string): Row[] {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.csv'))
    .sort();
  const rows: Row[] = [];
  for (const file of files) {
    const [header, ...body] = parseCsv(readFileSync(join(folder, file), 'utf8'));
    const col = (name: string) => header.indexOf(name);
    const [iInput, iName, iQty, iRange, iUnit] = ['input', 'name', 'qty', 'range_end', 'unit'].map(col);
    if ([iInput, iName, iQty, iRange, iUnit].some((i) => i < 0)) continue;
    for (const r of body) {
      if (r.length < header.length) continue;
      rows.push({
        input: r[iInput],
        name: r[iName],
        qty: Number(r[iQty]) || 0,
        rangeEnd: Number(r[iRange]) || 0,
        unit: r[iUnit],
      });
    }
  }
  return rows;
}

function unitKey(unit: string | null | undefined): string {
  if (!unit || unit.trim() === '') return '';
  return canonicalUnit(unit) ?? unit.trim().toLowerCase().replace(/s$/, '');
}

const TOKEN_RE = /[\p{L}\p{N}]+/gu;
function tokens(text: string | null): string[] {
  return (text ?? '').toLowerCase().match(TOKEN_RE) ?? [];
}

export function tokenF1(predicted: string | null, expected: string): number {
  const p = tokens(predicted);
  const e = tokens(expected);
  if (p.length === 0 && e.length === 0) return 1;
  if (p.length === 0 || e.length === 0) return 0;
  const pool = new Map<string, number>();
  for (const t of e) pool.set(t, (pool.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of p) {
    const n = pool.get(t) ?? 0;
    if (n > 0) {
      common += 1;
      pool.set(t, n - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / p.length;
  const recall = common / e.length;
  return (2 * precision * recall) / (precision + recall);
}

const close = (a: number | null, b: number) =>
  b === 0 ? a === null || a === 0 : a !== null && Math.abs(a - b) <= 0.011;

export function score(rows: readonly Row[], parse: (line: string) => Prediction) {
  let quantity = 0;
  let unit = 0;
  let name = 0;
  let ranges = 0;
  let rangeHits = 0;
  for (const row of rows) {
    const p = parse(row.input);
    const qOk = close(p.quantity, row.qty) && (row.rangeEnd === 0 || close(p.quantity2, row.rangeEnd));
    if (qOk) quantity += 1;
    if (row.rangeEnd !== 0) {
      ranges += 1;
      if (close(p.quantity2, row.rangeEnd)) rangeHits += 1;
    }
    if (unitKey(p.unit) === unitKey(row.unit)) unit += 1;
    name += tokenF1(p.name, row.name);
  }
  const n = Math.max(rows.length, 1);
  return {
    quantity: quantity / n,
    unit: unit / n,
    name: name / n,
    rangeEnd: ranges ? rangeHits / ranges : 0,
  };
}

function ours(line: string): Prediction {
  const r = parseIngredient(line);
  return { quantity: r.quantity, quantity2: r.quantity2, unit: r.unit, name: r.name || null };
}

function theirs(line: string): Prediction {
  try {
    const [r] = parsePackage(line);
    if (!r) return { quantity: null, quantity2: null, unit: null, name: null };
    return { quantity: r.quantity, quantity2: r.quantity2, unit: r.unitOfMeasureID, name: r.description };
  } catch {
    return { quantity: null, quantity2: null, unit: null, name: null };
  }
}

function main(): void {
  const folder = process.argv[2];
  if (!folder) {
    process.stderr.write('usage: npm run eval:ingredients -- <folder with labelled *.csv>\n');
    process.exitCode = 2;
    return;
  }
  const rows = readRows(resolve(folder));
  if (rows.length === 0) {
    process.stderr.write(`no labelled rows found in ${folder}\n`);
    process.exitCode = 1;
    return;
  }
  const results = [
    ['mise recipe-text', score(rows, ours)],
    ['parse-ingredient', score(rows, theirs)],
  ] as const;
  const pct = (v: number) => v.toFixed(3).padStart(9);
  process.stdout.write(`${rows.length} labelled lines from ${folder}\n\n`);
  process.stdout.write(
    `${'parser'.padEnd(18)}${'quantity'.padStart(9)}${'unit'.padStart(9)}${'name F1'.padStart(9)}${'range'.padStart(9)}\n`,
  );
  for (const [label, s] of results) {
    process.stdout.write(
      `${label.padEnd(18)}${pct(s.quantity)}${pct(s.unit)}${pct(s.name)}${pct(s.rangeEnd)}\n`,
    );
  }
  process.stdout.write('\nrange = upper end matched, over the lines whose label has one\n');
}

if (require.main === module) main();
