export * from './job-queue';
export * from './in-process.queue';
export * from './bullmq.queue';
