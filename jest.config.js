// `npm test`: every test that needs no external server (unit, service on PGlite, gateway in-process).
const { availableParallelism } = require('node:os');
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
  // The migrated store that spec files copy instead of migrating their own (test/jest.global-setup.ts).
  globalSetup: '<rootDir>/test/jest.global-setup.ts',
  testSequencer: '<rootDir>/test/jest.sequencer.js',
  reporters: ['<rootDir>/test/jest.reporter.js'],
  // Jest's default is one worker fewer than the cores, which on a 2-core machine runs every file in
  // turn. Most of a spec file's time is its own process's work (PGlite is WASM in the worker), so
  // use them all.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
