export * from './lru-cache';
