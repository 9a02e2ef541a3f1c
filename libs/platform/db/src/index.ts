export * from './data-dir-lock';
export * from './store';
export * from './idempotency';
export * from './outbox';
