import 'reflect-metadata';
import { z } from 'zod';
import { busServerOptions, createBusClient } from '@mise/platform-bus';
import { closeOnSignal, envFields, exitOnStartFailure, nestLogLevels, parseEnvOrExit } from '@mise/platform-config';
import { openPostgres } from '@mise/platform-db';
import { socialMigrations, startSocialService } from './social.app';

/** The distributed profile's social service: NATS bus, PostgreSQL store (schema `social`). */
const Env = z.object({ NATS_URL: envFields.natsUrl, DATABASE_URL: envFields.postgresUrl, LOG_LEVEL: envFields.logLevel });

async function main(): Promise<void> {
  const env = parseEnvOrExit(Env);
  const store = await openPostgres(env.DATABASE_URL);
  await store.migrate(socialMigrations);
  const bus = createBusClient(env);
  const app = await startSocialService({ store, bus }, busServerOptions(env, undefined, 'social'), nestLogLevels(env.LOG_LEVEL));
  closeOnSignal(async () => {
    await app.close();
    await bus.close();
    await store.close();
  });
}

main().catch(exitOnStartFailure);
