// `npm test`: every test that needs no external server (unit, service on PGlite, gateway in-process).
const preset = require('./jest.preset');

module.exports = {
  ...preset,
  testMatch: [
    '<rootDir>/apps/*/src/**/*.spec.ts',
    '<rootDir>/libs/**/src/**/*.spec.ts',
    '<rootDir>/apps/*/src/**/*.spec.tsx',
    '<rootDir>/apps/web/build/**/*.spec.ts',
    '<rootDir>/scripts/**/*.spec.ts',
    '<rootDir>/test/standalone/**/*.spec.ts',
    '<rootDir>/eslint/**/*.spec.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFiles: ['<rootDir>/test/jest.setup.js'],
};
