import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'i18n-keys.mjs');

/** Runs the key report on catalogues and a source file written for the case. */
function report(catalogues: Record<string, unknown>, source: string) {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-keys-'));
  try {
    const locales = join(dir, 'locales');
    const src = join(dir, 'src');
    mkdirSync(locales);
    mkdirSync(src);
    for (const [locale, tree] of Object.entries(catalogues))
      writeFileSync(join(locales, `${locale}.json`), JSON.stringify(tree));
    writeFileSync(join(src, 'screen.tsx'), source);
    const run = spawnSync(process.execPath, [script, '--locales', locales, '--source', src], {
      encoding: 'utf8',
    });
    return { code: run.status, out: run.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const english = {
  recipes: { count_one: '{{count}} recipe', count_other: '{{count}} recipes', title: 'Recipes' },
};
const used = "t('recipes.count', { count }); t('recipes.title');";

describe('i18n key report', () => {
  it('passes when every language has every key in its own plural forms', () => {
    const polish = {
      recipes: {
        count_one: '{{count}} przepis',
        count_few: '{{count}} przepisy',
        count_many: '{{count}} przepisów',
        count_other: '{{count}} przepisu',
        title: 'Przepisy',
      },
    };
    const { code, out } = report({ en: english, pl: polish }, used);
    expect(out).toContain('pl: 5 keys, 0 missing, 0 stale');
    expect(out).toContain('en: 3 keys, 0 unused');
    expect(code).toBe(0);
  });

  it('fails on a missing key or plural form, and on a translation that drops a placeholder', () => {
    const german = { recipes: { count_one: 'ein Rezept', title: 'Rezepte', old: 'Alt' } };
    const { code, out } = report({ en: english, de: german }, used);
    expect(out).toContain('missing recipes.count_other');
    expect(out).toContain('stale recipes.old');
    expect(out).toContain('placeholders differ from English: recipes.count_one');
    expect(code).toBe(1);
  });

  it('lists English keys no source file names, without failing', () => {
    const { code, out } = report({ en: english }, "t('recipes.title');");
    expect(out).toContain('unused recipes.count');
    expect(code).toBe(0);
  });
});
