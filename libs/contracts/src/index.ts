export * from './errors';
export * from './recipes';
export * from './users';
export * from './extraction';
export * from './media-import';
export * from './media-import-checks';
export * from './health';
export * from './patterns';
