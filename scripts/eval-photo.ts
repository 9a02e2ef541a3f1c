/**
 * Scores photo import on a folder of page images, each with an expected draft beside it
 * (NAME.jpg + NAME.json: title, servings, prep_time_minutes, cook_time_minutes, ingredients,
 * method, layout.style), e.g. the project's own test/fixtures/photo-pages, or a folder made by
 * `render-photo-pages.ts --from`, whose `working` and `check` sets are scored one after the other.
 *
 *   npx tsx scripts/eval-photo.ts <folder> [--show NAME] [--style STYLE] [--each] [--ocr-cache DIR]
 *
 * Lines are compared after lower-casing and dropping punctuation and list markers; a read line
 * matches an expected one when at most 10% of its characters differ (OCR slips such as '11/2'
 * stay visible in the exact-line figure printed beside it). A page passes with the title right
 * and ingredients and method F1 >= 0.8. Amounts are scored apart (scripts/photo-pages/amount-score.ts):
 * the share of ingredient lines whose numbers and units match, and how many wrong amounts the draft
 * did not flag. Pages of a `check` set are scored as a whole only, unless --each is given.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OcrPool, type OcrPage, type PageOcr } from '../apps/extraction/src/photo/ocr-pool';
import type { OcrWord } from '../apps/extraction/src/photo/page-layout';
import { readRecipePhoto } from '../apps/extraction/src/photo/photo-draft.job';
import { scoreAmounts, type AmountScore } from './photo-pages/amount-score';

interface Expected {
  title: string;
  servings: number;
  prep_time_minutes: number;
  cook_time_minutes: number;
  ingredients: string[];
  method: string[];
  layout?: { style?: string };
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

/**
 * Keeps the engine's answer for each prepared page image in a folder (--ocr-cache DIR), so a change
 * to the reading of the words is scored again in seconds. Times are only meaningful without it.
 */
class CachedOcr implements PageOcr {
  constructor(
    private readonly engine: PageOcr,
    private readonly folder: string,
  ) {
    mkdirSync(folder, { recursive: true });
  }

  read(image: Buffer): Promise<OcrPage> {
    return this.cached('page', image, () => this.engine.read(image));
  }

  readDigits(image: Buffer): Promise<OcrWord[]> {
    return this.cached('digits', image, () => this.engine.readDigits(image));
  }

  private async cached<T>(kind: string, image: Buffer, read: () => Promise<T>): Promise<T> {
    const file = join(this.folder, `${kind}-${createHash('sha1').update(image).digest('hex')}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
    const answer = await read();
    writeFileSync(file, JSON.stringify(answer));
    return answer;
  }
}

interface Totals {
  pages: number;
  pass: number;
  title: number;
  servings: number;
  prep: number;
  cook: number;
  ing: number;
  method: number;
  ingExact: number;
  methodExact: number;
  wall: number;
  cpu: number;
  amounts: Omit<AmountScore, 'silent' | 'flagged'>;
}

const emptyTotals = (): Totals => ({
  pages: 0,
  pass: 0,
  title: 0,
  servings: 0,
  prep: 0,
  cook: 0,
  ing: 0,
  method: 0,
  ingExact: 0,
  methodExact: 0,
  wall: 0,
  cpu: 0,
  amounts: { lines: 0, right: 0, wrongFlagged: 0, wrongSilent: 0, lost: 0, flaggedRight: 0 },
});

function add(t: Totals, page: Omit<Totals, 'amounts' | 'pages'>, amounts: AmountScore): void {
  t.pages += 1;
  for (const key of Object.keys(page) as Array<keyof typeof page>) t[key] += page[key];
  for (const key of Object.keys(t.amounts) as Array<keyof Totals['amounts']>) t.amounts[key] += amounts[key];
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;

function report(label: string, t: Totals): void {
  const n = t.pages || 1;
  const a = t.amounts;
  console.log(
    `\n== ${label}: ${t.pass} / ${t.pages} pages pass (title right, ingredients and method F1 >= 0.8)`,
  );
  console.log(
    `title ${(t.title / n).toFixed(3)}  servings ${(t.servings / n).toFixed(3)}  prep ${(t.prep / n).toFixed(3)}  cook ${(t.cook / n).toFixed(3)}`,
  );
  console.log(
    `ingredients F1 ${(t.ing / n).toFixed(3)} (exact lines ${(t.ingExact / n).toFixed(3)})  method F1 ${(t.method / n).toFixed(3)} (exact ${(t.methodExact / n).toFixed(3)})`,
  );
  console.log(
    `amounts: ${a.right} / ${a.lines} lines right (${pct(a.right, a.lines)}); wrong and flagged ${a.wrongFlagged}, wrong and NOT flagged ${a.wrongSilent}, lines lost ${a.lost}; right but flagged ${a.flaggedRight}`,
  );
  console.log(
    `${(t.wall / n).toFixed(2)} s per page wall, ${(t.cpu / n).toFixed(2)} s CPU (user+sys, one OCR worker, image preparation included)`,
  );
}

async function scoreFolder(
  folder: string,
  pool: PageOcr,
  options: { show?: string; style?: string; each: boolean },
): Promise<void> {
  const names = readdirSync(folder)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .filter((f) => !options.show || f.includes(options.show))
    .sort();
  const all = emptyTotals();
  const byStyle = new Map<string, Totals>();
  for (const name of names) {
    const expected = JSON.parse(
      readFileSync(join(folder, name.replace(/\.\w+$/, '.json')), 'utf8'),
    ) as Expected;
    const style = expected.layout?.style ?? 'unknown';
    if (options.style && style !== options.style) continue;
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
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
    const cpuUsed = process.cpuUsage(cpuBefore);
    const wall = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
    const ingredients = (draft?.ingredients ?? []).filter((i): i is string => typeof i === 'string');
    const title = normaliseLine(draft?.title ?? '') === normaliseLine(expected.title);
    const ing = lineF1(ingredients, expected.ingredients, 0.1);
    const method = lineF1(draft?.method ?? [], expected.method, 0.1);
    const pass = title && ing >= 0.8 && method >= 0.8;
    const amounts = scoreAmounts(ingredients, expected.ingredients, draft?.uncertain_amounts ?? []);
    const page = {
      pass: +pass,
      title: +title,
      servings: +(draft?.servings === expected.servings),
      prep: +(draft?.prep_time_minutes === expected.prep_time_minutes),
      cook: +(draft?.cook_time_minutes === expected.cook_time_minutes),
      ing,
      method,
      ingExact: lineF1(ingredients, expected.ingredients, 0),
      methodExact: lineF1(draft?.method ?? [], expected.method, 0),
      wall,
      cpu,
    };
    add(all, page, amounts);
    if (!byStyle.has(style)) byStyle.set(style, emptyTotals());
    add(byStyle.get(style)!, page, amounts);
    if (!options.each) continue;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} ${name.padEnd(44)} title ${title ? 'ok' : 'no'}  ingredients ${ing.toFixed(2)}  method ${method.toFixed(2)}  amounts ${amounts.right}/${amounts.lines} silent ${amounts.wrongSilent} flagged ${amounts.wrongFlagged}+${amounts.flaggedRight}  ${wall.toFixed(2)} s`,
    );
    for (const [want, got] of amounts.silent)
      console.log(`     silent: ${JSON.stringify(want)} read ${JSON.stringify(got)}`);
    for (const [want, got] of amounts.flagged)
      console.log(`     flagged: ${JSON.stringify(want)} read ${JSON.stringify(got)}`);
    if (options.show) console.log(text, '\n', JSON.stringify(draft, null, 2));
  }
  if (byStyle.size > 1) {
    console.log('\nstyle              pages pass  amounts right  silent  flagged');
    for (const [style, t] of [...byStyle].sort()) {
      console.log(
        `${style.padEnd(18)} ${String(t.pages).padStart(5)} ${String(t.pass).padStart(4)}  ${pct(t.amounts.right, t.amounts.lines).padStart(13)}  ${String(t.amounts.wrongSilent).padStart(6)}  ${String(t.amounts.wrongFlagged + t.amounts.flaggedRight).padStart(7)}`,
      );
    }
  }
  report(folder, all);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const show = value('--show');
  const style = value('--style');
  const cache = value('--ocr-cache');
  const folder = args.find(
    (a, i) => !a.startsWith('--') && !['--show', '--style', '--ocr-cache'].includes(args[i - 1] ?? ''),
  );
  if (!folder) {
    console.error(
      'usage: npx tsx scripts/eval-photo.ts <folder> [--show NAME] [--style STYLE] [--each] [--ocr-cache DIR]',
    );
    process.exit(2);
  }
  const pool = new OcrPool(1);
  const ocr = cache ? new CachedOcr(pool, cache) : pool;
  const sets = ['working', 'check'].filter((set) => existsSync(join(folder, set)));
  try {
    if (sets.length === 0) await scoreFolder(folder, ocr, { show, style, each: true });
    for (const set of sets) {
      // Check pages are never read one by one: only the set's figures are printed.
      const each = set !== 'check' || args.includes('--each');
      await scoreFolder(join(folder, set), ocr, { show, style, each });
    }
  } finally {
    await pool.close();
  }
}

if (require.main === module) void main();
