export * from './temp-dir';
export * from './emulator-token';
export * from './auth-emulator-stub';
export * from './test-store';
export * from './store-template';
export * from './api-responses';
