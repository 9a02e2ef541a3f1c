/**
 * npm run eval:import -- <recipe-pages folder> [--set working|check|all] [--fails] [--page <site/name>]
 *   [--without-structured-data] [--without-pass <name,...>]
 * Scores the page importer against saved pages with expected JSON, the way the folder's README
 * describes: title equal after normalisation; ingredients and instructions as multiset F1 over
 * normalised lines; times equal in minutes; yields by first number (a range's upper end counts);
 * image URL equal. A page passes when the title matches and both F1 scores are >= 0.9.
 * Two comparisons print side by side: strict (lines after normalisation) and words (each line and
 * the title reduced to its sequence of letter and digit words, so punctuation and spacing do not
 * count while every word and its order do). Words decides the pass; strict is reported beside it.
 * --without-structured-data removes JSON-LD and microdata first, so the page-reading fallback is
 * scored on every page instead of the handful that have no structured data.
 * A third view, lenient, is what a cook would accept: title words equal, ingredient lines words F1
 * >= .9, and the steps as one bag of words F1 >= .9 (a reference's own step splitting does not count).
 * The pages are split by site into a working set (about two thirds) and a check set: a rule is
 * kept only when the check set agrees. Pages of the check set are scored as a whole only; no line
 * of the output names one of them.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  importRecipeFromHtml,
  normaliseForCompare,
  parseDuration,
  toPageImportOutput,
  turnOffPasses,
  type PageImportOutput,
} from '@mise/recipe-import';

type Expected = Record<string, unknown>;

export type Comparison = 'strict' | 'words';
export type PageSet = 'working' | 'check';

/**
 * Which set a site folder belongs to: the second byte of sha1(folder name) below 171 (about two
 * thirds) is the working set. Keyed to the folder, so a site never changes sides.
 */
export function setOfSite(folder: string): PageSet {
  return createHash('sha1').update(folder).digest()[1] < 171 ? 'working' : 'check';
}

/** A line as the words comparison sees it: its letter and digit words, in order. */
export function wordsOf(value: unknown): string {
  return (normaliseForCompare(value).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).join(' ');
}

const keyOf: Record<Comparison, (value: unknown) => string> = {
  strict: normaliseForCompare,
  words: wordsOf,
};

export function multisetF1(expected: string[], actual: string[], comparison: Comparison = 'strict'): number {
  const key = keyOf[comparison];
  const exp = expected.map(key).filter(Boolean);
  const act = actual.map(key).filter(Boolean);
  if (exp.length === 0 && act.length === 0) return 1;
  if (exp.length === 0 || act.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const line of exp) counts.set(line, (counts.get(line) ?? 0) + 1);
  let common = 0;
  for (const line of act) {
    const n = counts.get(line) ?? 0;
    if (n > 0) {
      common += 1;
      counts.set(line, n - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / act.length;
  const recall = common / exp.length;
  return (2 * precision * recall) / (precision + recall);
}

/** The steps as one bag of words: what is said counts, not where the reference splits it. */
export function bagOfWordsF1(expected: string[], actual: string[]): number {
  const bag = (lines: string[]): string[] => lines.flatMap((l) => wordsOf(l).split(' ').filter(Boolean));
  const [exp, act] = [bag(expected), bag(actual)];
  if (exp.length === 0 && act.length === 0) return 1;
  if (exp.length === 0 || act.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const w of exp) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of act) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      common += 1;
      counts.set(w, n - 1);
    }
  }
  if (common === 0) return 0;
  const [precision, recall] = [common / act.length, common / exp.length];
  return (2 * precision * recall) / (precision + recall);
}

function asLines(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v ?? ''));
  if (typeof value === 'string') return value.split('\n');
  return [];
}

function numbersIn(text: string): number[] {
  return [...text.replace(/(\d),(\d)/g, '$1.$2').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

function yieldsMatch(expected: unknown, actual: string): boolean {
  const exp = numbersIn(String(expected ?? ''));
  const act = numbersIn(actual);
  if (exp.length === 0) return act.length === 0;
  if (act.length === 0) return false;
  // The first number, or the upper end of a range ('8-10' against upstream's '10 servings').
  const rangeEnd = /\d\s*(-|–|—|to|bis|à|a)\s*\d/i.test(actual) ? act[1] : undefined;
  return act[0] === exp[0] || rangeEnd === exp[0];
}

function timeMatch(expected: unknown, actual: number | null): boolean {
  const exp = expected === null || expected === undefined ? null : parseDuration(expected);
  const act = actual === null || actual === 0 ? null : actual;
  return (exp === 0 ? null : exp) === act;
}

interface PageScore {
  id: string;
  fields: Record<string, number>;
  pass: boolean;
  /** Title words equal, ingredient lines words F1 >= .9, steps bag-of-words F1 >= .9. */
  lenient: boolean;
  reasons: string[];
  ms: number;
}

export function scorePage(
  id: string,
  expected: Expected,
  out: PageImportOutput | null,
  ms = 0,
  comparison: Comparison = 'strict',
): PageScore {
  const fields: Record<string, number> = {};
  const reasons: string[] = [];
  const o = out;
  const key = keyOf[comparison];
  const title = o ? key(o.title) : '';
  fields.title = 'title' in expected && title === key(expected.title) ? 1 : 0;
  if (!fields.title) reasons.push(`title: want "${String(expected.title)}" got "${o?.title ?? ''}"`);
  if ('ingredients' in expected) {
    fields.ingredients = multisetF1(asLines(expected.ingredients), o?.ingredients ?? [], comparison);
    if (fields.ingredients < 0.9)
      reasons.push(
        `ingredients F1 ${fields.ingredients.toFixed(2)} (${asLines(expected.ingredients).length} want, ${o?.ingredients.length ?? 0} got)`,
      );
  }
  const expInstr =
    'instructions_list' in expected
      ? asLines(expected.instructions_list)
      : 'instructions' in expected
        ? asLines(expected.instructions)
        : null;
  let stepsBag = 1;
  if (expInstr) {
    stepsBag = bagOfWordsF1(expInstr, o?.instructions ?? []);
    fields.instructions = multisetF1(expInstr, o?.instructions ?? [], comparison);
    if (fields.instructions < 0.9)
      reasons.push(
        `instructions F1 ${fields.instructions.toFixed(2)} (${expInstr.length} want, ${o?.instructions.length ?? 0} got)`,
      );
  }
  for (const [key, mine] of [
    ['total_time', o?.totalTimeMinutes ?? null],
    ['prep_time', o?.prepTimeMinutes ?? null],
    ['cook_time', o?.cookTimeMinutes ?? null],
  ] as const) {
    if (key in expected) fields[key] = timeMatch(expected[key], mine) ? 1 : 0;
  }
  if ('yields' in expected) fields.yields = yieldsMatch(expected.yields, o?.yields ?? '') ? 1 : 0;
  if ('image' in expected)
    fields.image = String(expected.image ?? '').trim() === (o?.image ?? '').trim() ? 1 : 0;
  // Informational, not part of the pass rule: do the group names match when the page groups?
  const groups = expected.ingredient_groups;
  if (Array.isArray(groups) && groups.length > 1) {
    const name = (p: unknown): string => normaliseForCompare(p ?? '').replace(/:$/, '');
    const want = groups.map((g) => name((g as { purpose?: unknown }).purpose)).join('|');
    const got = (o?.ingredientGroups ?? []).map((g) => name(g.purpose)).join('|');
    fields.groups = want === got ? 1 : 0;
  }
  const pass = fields.title === 1 && (fields.ingredients ?? 1) >= 0.9 && (fields.instructions ?? 1) >= 0.9;
  const wordsTitle = o ? wordsOf(o.title) === wordsOf(expected.title) : false;
  const lenient =
    'title' in expected &&
    wordsTitle &&
    (!('ingredients' in expected) ||
      multisetF1(asLines(expected.ingredients), o?.ingredients ?? [], 'words') >= 0.9) &&
    stepsBag >= 0.9;
  if (!pass && lenient) reasons.push('(lenient pass)');
  return { id, fields, pass, lenient, reasons, ms };
}

/** The page as a site without schema.org markup would serve it. */
export function withoutStructuredData(html: string): string {
  return html
    .replace(/<script[^>]*ld\+json[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/\s(itemprop|itemtype|itemscope|itemid|typeof|vocab)(="[^"]*")?(?=[\s/>])/gi, '');
}

function listPairs(folder: string): Array<{ id: string; html: string; json: string }> {
  const pairs: Array<{ id: string; html: string; json: string }> = [];
  for (const site of readdirSync(folder).sort()) {
    const dir = join(folder, site);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.testhtml')) continue;
      const base = file.slice(0, -'.testhtml'.length);
      pairs.push({ id: `${site}/${base}`, html: join(dir, file), json: join(dir, `${base}.json`) });
    }
  }
  return pairs;
}

function argValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

interface Scored {
  set: PageSet;
  words: PageScore;
  strict: PageScore;
}

const FIELD_NAMES = [
  'title',
  'ingredients',
  'instructions',
  'total_time',
  'prep_time',
  'cook_time',
  'yields',
  'image',
];

/** The figures of one set of pages: per field, and the three pass counts. */
function summary(label: string, scored: Scored[]): string[] {
  const mean = (list: PageScore[], f: string): { mean: number; n: number } | null => {
    const vals = list.map((s) => s.fields[f]).filter((v): v is number => v !== undefined);
    return vals.length ? { mean: vals.reduce((a, b) => a + b, 0) / vals.length, n: vals.length } : null;
  };
  const scores = scored.map((s) => s.words);
  const strictScores = scored.map((s) => s.strict);
  const lines: string[] = [`${label}: ${scores.length} pages`, `${''.padEnd(13)} strict  words`];
  const overall = { strict: 0, words: 0, count: 0 };
  for (const f of FIELD_NAMES) {
    const w = mean(scores, f);
    const st = mean(strictScores, f);
    if (!w || !st) continue;
    overall.words += w.mean;
    overall.strict += st.mean;
    overall.count += 1;
    lines.push(`${f.padEnd(13)} ${st.mean.toFixed(3)}   ${w.mean.toFixed(3)}  (${w.n} pages)`);
  }
  const n = Math.max(overall.count, 1);
  lines.push(
    `overall field score strict ${(overall.strict / n).toFixed(3)}, words ${(overall.words / n).toFixed(3)}`,
  );
  const grouped = scores.map((s) => s.fields.groups).filter((v): v is number => v !== undefined);
  if (grouped.length)
    lines.push(
      `ingredient group names (not scored): ${grouped.filter((v) => v === 1).length} / ${grouped.length} grouped pages match`,
    );
  const percent = (k: number): string => ((100 * k) / Math.max(scores.length, 1)).toFixed(1);
  const count = (list: PageScore[], ok: (s: PageScore) => boolean): string => {
    const k = list.filter(ok).length;
    return `${k} / ${list.length} (${percent(k)}%)`;
  };
  lines.push(`passed strict  ${count(strictScores, (s) => s.pass)}`);
  lines.push(`passed words   ${count(scores, (s) => s.pass)}`);
  lines.push(`passed lenient ${count(scores, (s) => s.lenient)}  <- decides`);
  return lines;
}

function main(): void {
  const args = process.argv.slice(2);
  const valued = new Set(['--page', '--set', '--without-pass']);
  const folder = args.find((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]));
  const set = argValue(args, '--set') ?? 'all';
  if (!folder || !['working', 'check', 'all'].includes(set)) {
    process.stderr.write(
      'usage: eval-import <recipe-pages folder> [--set working|check|all] [--fails] [--page <site/name>] [--without-structured-data] [--without-pass <name,...>]\n',
    );
    process.exit(2);
  }
  const only = argValue(args, '--page');
  // Measures one pass of the heading reader: the figures without it (see heuristic/passes.ts).
  turnOffPasses((argValue(args, '--without-pass') ?? '').split(',').filter(Boolean));
  const scored: Scored[] = [];
  for (const pair of listPairs(folder)) {
    const pageSet = setOfSite(pair.id.split('/')[0]);
    if (set !== 'all' && pageSet !== set) continue;
    if (only && !pair.id.includes(only)) continue;
    // The check set is never read page by page.
    if (only && pageSet === 'check') continue;
    const expected = JSON.parse(readFileSync(pair.json, 'utf8')) as Expected;
    const raw = readFileSync(pair.html, 'utf8');
    const html = args.includes('--without-structured-data') ? withoutStructuredData(raw) : raw;
    const started = performance.now();
    const draft = importRecipeFromHtml(
      html,
      typeof expected.canonical_url === 'string' ? expected.canonical_url : undefined,
    );
    const ms = performance.now() - started;
    const out = draft ? toPageImportOutput(draft) : null;
    scored.push({
      set: pageSet,
      words: scorePage(pair.id, expected, out, ms, 'words'),
      strict: scorePage(pair.id, expected, out, ms, 'strict'),
    });
    if (only) process.stdout.write(`${JSON.stringify({ expected, got: out }, null, 1)}\n`);
  }
  const working = scored.filter((s) => s.set === 'working');
  const check = scored.filter((s) => s.set === 'check');
  const lines: string[] = [];
  if (working.length) lines.push(...summary('working set', working), '');
  if (check.length) lines.push(...summary('check set', check), '');
  if (working.length && check.length) lines.push(...summary('all', scored), '');
  const totalMs = scored.reduce((a, s) => a + s.words.ms, 0);
  lines.push(
    `import time ${totalMs.toFixed(0)} ms total, ${(totalMs / Math.max(scored.length, 1)).toFixed(1)} ms/page`,
  );
  const failing = working
    .map((s) => s.words)
    .filter((s) => !s.lenient || (args.includes('--fails') && s.reasons.length));
  if (failing.length) {
    lines.push('', 'working-set pages failing the lenient view:');
    for (const s of failing) lines.push(`  ${s.lenient ? 'ok  ' : 'FAIL'} ${s.id}: ${s.reasons.join('; ')}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (require.main === module) main();
