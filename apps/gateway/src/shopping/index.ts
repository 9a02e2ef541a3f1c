export * from './shopping.controller';
export * from './pantry.controller';
export * from './food.controller';
export * from './pantry-images.controller';
export * from './shopping-stream';
