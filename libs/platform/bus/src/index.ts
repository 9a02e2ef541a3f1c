export * from './in-process.transport';
export * from './rpc-errors';
export * from './bus-options';
export * from './bus-service';
export * from './event-subscription';
export * from './nats.transport';
export * from './outbox-relay';
