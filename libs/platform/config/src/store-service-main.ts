import type { INestMicroservice, LogLevel } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { z } from 'zod';
import { busServerOptions, createBusClient, type BusServerOptions } from '@mise/platform-bus';
import { openPostgres, type ServiceMigrations, type Store } from '@mise/platform-db';
import { envFields } from './env-fields';
import { nestLogLevels } from './log-levels';
import { parseEnvOrExit, runMain } from './process-lifecycle';

const StoreServiceEnv = z.object({
  NATS_URL: envFields.natsUrl,
  DATABASE_URL: envFields.postgresUrl,
  LOG_LEVEL: envFields.logLevel,
});

export interface StoreServiceDefinition {
  /** The service's name: its NATS queue group and its schema. */
  name: string;
  migrations: ServiceMigrations;
  start(
    deps: { store: Store; bus: ClientProxy },
    server: BusServerOptions,
    logger: LogLevel[] | false,
  ): Promise<INestMicroservice>;
}

/**
 * The distributed profile's main for a service that owns a schema: NATS bus, PostgreSQL store,
 * migrations applied under the store's lock, clean shutdown on SIGINT/SIGTERM.
 */
export function runStoreService(service: StoreServiceDefinition): void {
  runMain(async () => {
    const env = parseEnvOrExit(StoreServiceEnv);
    const store = await openPostgres(env.DATABASE_URL);
    await store.migrate(service.migrations);
    const bus = createBusClient(env);
    const app = await service.start(
      { store, bus },
      busServerOptions(env, undefined, service.name),
      nestLogLevels(env.LOG_LEVEL),
    );
    return {
      close: async () => {
        await app.close();
        await bus.close();
        await store.close();
      },
    };
  });
}
