export * from './parse-env';
