export * from './errors';
export * from './recipes';
export * from './users';
export * from './social';
export * from './extraction';
export * from './health';
export * from './patterns';
export * from './shopping';
