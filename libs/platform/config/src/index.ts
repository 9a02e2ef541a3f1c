export * from './parse-env';
export * from './log-levels';
export * from './process-lifecycle';
export * from './env-fields';
export * from './store-service-main';
