export * from './shopping.controller';
export * from './pantry-images.controller';
export * from './shopping-stream';
