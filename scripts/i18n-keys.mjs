#!/usr/bin/env node
// `node scripts/i18n-keys.mjs` (part of `npm run lint`): for each locale's catalogue under
// apps/web/src/lib/locales, the keys English has and it lacks (missing: exit 1), the keys it has and
// English does not (stale), a translation that drops or invents a {{placeholder}} (exit 1), and the
// English keys no source file names (unused). Plurals are checked per the locale's own plural forms
// (Polish has one, few, many and other; English one and other).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
// `--locales DIR --source DIR` check other folders (the script's own spec does).
const localesDir = option('--locales', join(root, 'apps/web/src/lib/locales'));
const sourceDir = option('--source', join(root, 'apps/web/src'));
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** {"a": {"b": "x"}} -> Map { "a.b" => "x" } */
function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path, out);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** English's keys as this locale must have them: a plural's forms are the locale's own. */
function expectedKeys(english, locale) {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Map();
  for (const [key, text] of english) {
    if (!PLURAL.test(key)) keys.set(key, text);
    else if (key.endsWith('_other'))
      for (const form of forms) keys.set(key.replace(PLURAL, `_${form}`), text);
  }
  return keys;
}

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'locales' && name !== 'test') sourceFiles(path, out);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const catalogues = Object.fromEntries(
  readdirSync(localesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [name.slice(0, -5), flatten(JSON.parse(readFileSync(join(localesDir, name), 'utf8')))]),
);
const english = catalogues.en;
if (!english) {
  console.error('i18n: no en.json');
  process.exit(1);
}

let failed = false;
for (const [locale, catalogue] of Object.entries(catalogues)) {
  if (locale === 'en') continue;
  const expected = expectedKeys(english, locale);
  const missing = [...expected.keys()].filter((key) => !catalogue.has(key));
  const stale = [...catalogue.keys()].filter((key) => !expected.has(key));
  const badPlaceholders = [...expected]
    .filter(([key, text]) => catalogue.has(key) && placeholders(catalogue.get(key)) !== placeholders(text))
    .map(([key]) => key);
  console.log(`${locale}: ${catalogue.size} keys, ${missing.length} missing, ${stale.length} stale`);
  for (const key of missing) console.log(`  missing ${key}`);
  for (const key of stale) console.log(`  stale ${key}`);
  for (const key of badPlaceholders) console.log(`  placeholders differ from English: ${key}`);
  if (missing.length > 0 || badPlaceholders.length > 0) failed = true;
}

// A key is used when a source file names it in quotes (its base name for a plural). Keys built at
// run time are written out in full where they are chosen, so this finds them too.
const sources = sourceFiles(sourceDir)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const named = new Set([...sources.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1]));
const unused = [...new Set([...english.keys()].map((key) => key.replace(PLURAL, '')))].filter(
  (key) => !named.has(key),
);
console.log(`en: ${english.size} keys, ${unused.length} unused`);
for (const key of unused) console.log(`  unused ${key}`);

process.exit(failed ? 1 : 0);
