// A self-check of the page-text readers (readPastedText, readPageText). There is no labelled OCR
// data, so recipe text is rebuilt from the expected JSON of a recipe-pages folder in three layouts:
//   pasted - title, servings/prep lines, 'Ingredients' and 'Instructions' headers, one item a line;
//   ocr    - a printed page: running head and page numbers, capitals title, numbered steps wrapped
//            at 48 characters with some hyphenated breaks, and seeded OCR slips in amounts
//            ('l' for 1, '11/2' for 1 1/2, 'O' for 0);
//   bare   - no headers at all, unnumbered paragraph steps.
// Scores ingredient and method F1 (multiset of normalised lines) and title equality. The readers were
// developed with this check in view, so read its figures as an upper bound, not a held-out score.
// Usage: npx tsx scripts/eval-page-text.ts <recipe-pages folder> [pasted|ocr|bare to list failures]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportedDraft } from '@mise/contracts';
import { normaliseForCompare, readPageText, readPastedText } from '@mise/recipe-import';
import { multisetF1 } from './eval-import';

interface Expected {
  title?: string;
  ingredients?: string[] | string;
  instructions_list?: string[];
  yields?: string | number;
  prep_time?: number;
}
type Layout = 'pasted' | 'ocr' | 'bare';
interface Score {
  ingredients: number;
  method: number;
  title: boolean;
}

const folder = process.argv[2];
const listFailures = process.argv[3] as Layout | undefined;
if (!folder || !existsSync(folder)) {
  console.error('usage: eval-page-text <recipe-pages folder> [pasted|ocr|bare]');
  process.exit(2);
}

// A fixed linear congruential generator: the same noise on every run.
let seed = 7;
const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

// Checkbox glyphs and step numbers are layout, not text; multisetF1 normalises the rest.
const normalise = (s: string): string => s.replace(/[▢□]/g, '');
const normaliseStep = (s: string): string =>
  normalise(s.replace(/^\s*(?:step\s*)?\d{1,2}\s*[.):]?\s+(?=\D)/i, ''));
const f1 = (got: string[], want: string[], norm: (s: string) => string): number =>
  multisetF1(want.map(norm), got.filter((line) => !/^\*.*\*$/.test(line)).map(norm));

/** Wraps text at a width, sometimes breaking a long word with a hyphen as a typesetter would. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (`${line} ${word}`.trim().length > width && line) {
      if (word.length > 6 && /^[a-z]+$/.test(word) && random() < 0.3) {
        const cut = 3 + Math.floor(word.length / 3);
        lines.push(`${line} ${word.slice(0, cut)}-`);
        line = word.slice(cut);
        continue;
      }
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}

function ocrSlips(line: string): string {
  let text = line;
  if (/^1 (?=[a-z])/i.test(text) && random() < 0.4) text = text.replace(/^1/, 'l');
  if (/^\d 1\/2 /.test(text) && random() < 0.6) text = text.replace(/^(\d) 1\/2/, '$11/2');
  if (/^\d*0\d* ?(g|ml)\b/.test(text) && random() < 0.4) text = text.replace(/0/, 'O');
  return text;
}

const results: { page: string; scores: Record<Layout, Score> }[] = [];
for (const site of readdirSync(folder)) {
  const siteDir = join(folder, site);
  if (!statSync(siteDir).isDirectory()) continue;
  for (const file of readdirSync(siteDir).filter((name) => name.endsWith('.json'))) {
    const expected = JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as Expected;
    const ingredients = Array.isArray(expected.ingredients) ? expected.ingredients : [];
    const steps = expected.instructions_list ?? [];
    if (!expected.title || !ingredients.length || !steps.length) continue;
    const title = expected.title;
    const meta = [
      expected.yields ? `Serves ${String(expected.yields).replace(/\D*$/, '').split(' ')[0]}` : '',
      expected.prep_time ? `Prep time: ${expected.prep_time} mins` : '',
    ].filter(Boolean);
    const texts: Record<Layout, string> = {
      pasted: [title, ...meta, 'Ingredients', ...ingredients, 'Instructions', ...steps].join('\n'),
      ocr: [
        '12    HOME COOKING',
        '',
        title.toUpperCase(),
        '',
        ...meta,
        '',
        'INGREDIENTS',
        ...ingredients.map(ocrSlips),
        '',
        'METHOD',
        ...steps.flatMap((step, i) => wrap(`${i + 1}. ${step}`, 48)),
        '',
        '13',
      ].join('\n'),
      bare: [
        title,
        '',
        ...ingredients.map(ocrSlips),
        '',
        ...steps.flatMap((step) => [...wrap(step, 52), '']),
      ].join('\n'),
    };
    const score = (draft: ImportedDraft | null): Score => ({
      ingredients: f1(draft?.ingredients ?? [], ingredients, normalise),
      method: f1(draft?.method ?? [], steps, normaliseStep),
      title: normaliseForCompare(draft?.title ?? '') === normaliseForCompare(title),
    });
    results.push({
      page: `${site}/${file}`,
      scores: {
        pasted: score(readPastedText(texts.pasted)),
        ocr: score(readPageText(texts.ocr)),
        bare: score(readPageText(texts.bare)),
      },
    });
  }
}

const passes = (s: Score) => s.title && s.ingredients >= 0.9 && s.method >= 0.9;
const n = results.length;
console.log('| layout | pages | ingredient F1 | method F1 | title | pass (title, both F1 >= 0.9) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const layout of ['pasted', 'ocr', 'bare'] as const) {
  const mean = (pick: (s: Score) => number) =>
    (results.reduce((sum, r) => sum + pick(r.scores[layout]), 0) / n).toFixed(3);
  const titles = results.filter((r) => r.scores[layout].title).length;
  const passed = results.filter((r) => passes(r.scores[layout])).length;
  console.log(
    `| ${layout} | ${n} | ${mean((s) => s.ingredients)} | ${mean((s) => s.method)} | ${titles}/${n} | ${passed}/${n} |`,
  );
}
if (listFailures) {
  for (const r of results)
    if (!passes(r.scores[listFailures])) console.log(r.page, JSON.stringify(r.scores[listFailures]));
}
