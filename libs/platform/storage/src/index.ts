export * from './object-storage';
export * from './local-disk.storage';
export * from './image-pipeline';
