import { DynamicModule, INestMicroservice, LogLevel, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BusServerOptions } from './bus-options';
import { AppErrorRpcFilter } from './rpc-errors';

/**
 * Starts a service's module as a listener on the bus, with application errors mapped to RPC
 * errors. Every service starts this way in both profiles.
 */
export async function startBusService(
  module: Type<unknown> | DynamicModule,
  server: BusServerOptions,
  logger: LogLevel[] | false = ['error', 'warn'],
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, { ...server, logger });
  app.useGlobalFilters(new AppErrorRpcFilter());
  await app.listen();
  return app;
}
