export * from './parse-env';
export * from './log-levels';
