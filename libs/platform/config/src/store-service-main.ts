import type { INestMicroservice, LogLevel } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { z } from 'zod';
import { busConnected, busServerOptions, createBusClient, type BusServerOptions } from '@mise/platform-bus';
import type { ServiceMigrations, Store } from '@mise/platform-db';
import { envFields } from './env-fields';
import { nestLogLevels } from './log-levels';
import { parseEnvOrExit, runMain } from './process-lifecycle';

const StoreServiceEnv = z.object({
  NATS_URL: envFields.natsUrl,
  BUS_PREFIX: envFields.busPrefix,
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
 * migrations applied under the store's lock, idempotency keys for retried writes, readiness on
 * store and bus, clean shutdown on SIGINT/SIGTERM (requests in flight finish first).
 */
export function runStoreService(service: StoreServiceDefinition): void {
  runMain(
    async () => {
      const env = parseEnvOrExit(StoreServiceEnv);
      // Loaded here, not with this package: the gateway uses this package and needs no store driver.
      const { IdempotencyKeys, openPostgres } = await import('@mise/platform-db');
      const store = await openPostgres(env.DATABASE_URL);
      await store.migrate(service.migrations);
      const idempotency = new IdempotencyKeys(store, service.name);
      await idempotency.prepare();
      const bus = createBusClient(env, undefined, service.name);
      await bus.connect();
      const server = busServerOptions(env, undefined, service.name, { idempotency });
      const app = await service.start({ store, bus }, server, nestLogLevels(env.LOG_LEVEL));
      return {
        readiness: [
          { name: 'store', check: () => store.ping() },
          {
            name: 'bus',
            check: async () => ({ ok: busConnected(server) && busConnected(bus), detail: 'nats' }),
          },
        ],
        close: async () => {
          await app.close();
          await bus.close();
          await store.close();
        },
      };
    },
    { name: service.name },
  );
}
