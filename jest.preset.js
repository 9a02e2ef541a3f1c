// Shared jest settings: swc transform (decorators + metadata), path aliases from tsconfig.base.json.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = { '^(\\.{1,2}/.*)\\.js$': '$1' };
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace('/', '\\/')}$`] = path.join(__dirname, target);
}
// The web app imports plain .css files; jsdom tests need no styles.
moduleNameMapper['\\.css$'] = path.join(__dirname, 'apps/web/test/style-stub.cjs');
// A file's text (Vite's `?raw`): jest hands over the module itself (lib/i18n.ts reads either).
moduleNameMapper['^(.+\\.json)\\?raw$'] = '$1';

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j|cj|mj)sx?$': [
      // @swc/jest, skipped for package files that are plain CommonJS already.
      path.join(__dirname, 'test/jest.transform.js'),
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [],
  moduleNameMapper,
};
