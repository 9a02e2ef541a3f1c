export * from './image-uploads';
export * from './image-upload.interceptor';
export * from './images.controller';
