// `npm run test:integration`: the distributed profile against real NATS, Redis and PostgreSQL on
// loopback (URLs from NATS_URL, REDIS_URL, PG_ADMIN_URL; loopback defaults). Run with --runInBand.
const preset = require('./jest.preset');

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/test/integration/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFiles: ['<rootDir>/test/jest.setup.js'],
  testTimeout: 60000,
};
