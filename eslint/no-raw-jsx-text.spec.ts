import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

// eslint/no-raw-jsx-text.cjs is CommonJS so the ESLint config and this spec load the same file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('./no-raw-jsx-text.cjs') as {
  rules: { 'no-raw-jsx-text': Parameters<RuleTester['run']>[1] };
};

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('no-raw-jsx-text', plugin.rules['no-raw-jsx-text'], {
  valid: [
    { code: 'const a = <p>{t("recipes.empty")}</p>;' },
    { code: 'const a = <button aria-label={t("common.close")}>×</button>;' },
    { code: 'const a = <span>{count} · {total}</span>;' },
    { code: 'const a = <input type="search" autoComplete="off" className="x" />;' },
    { code: 'const a = <input type="url" placeholder="https://…" />;' },
    { code: 'const a = <span aria-hidden="true">Mise</span>;', options: [{ allow: ['Mise'] }] },
    { code: 'const a = <Trans i18nKey="x" components={{ b: <b /> }} />;' },
  ],
  invalid: [
    { code: 'const a = <p>No recipes yet</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{"Loading..."}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{`${n} servings`}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Close" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <input placeholder={"Search recipes"} />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <img alt="Recipe photo" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <Sheet title="Account Settings" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <Field label={`Type ${word} to confirm`} />;', errors: [{ messageId: 'attribute' }] },
  ],
});
