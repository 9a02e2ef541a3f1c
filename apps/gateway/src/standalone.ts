import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { exitOnConfigError, parseEnv } from '@mise/platform-config';
import { DataDirLockedError } from '@mise/platform-db';
import { GatewayEnv } from './env';
import { Standalone, startStandalone } from './standalone/standalone-app';

/** `npm start`'s server: gateway and all services in one process (see standalone-app.ts). */
async function main(): Promise<void> {
  let env: GatewayEnv;
  try {
    env = parseEnv(GatewayEnv);
  } catch (error) {
    exitOnConfigError(error);
  }
  const logger = new Logger('Mise');
  let app: Standalone | undefined;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    // A signal during start-up is handled once start-up finishes (see below).
    if (!app) return;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  // Installed before start-up so the data dir lock is released however early we are stopped.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  try {
    app = await startStandalone(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (stopping) {
    stopping = false;
    stop('signal during start-up');
    return;
  }
  const ignored = (['NATS_URL', 'REDIS_URL'] as const).filter((name) => env[name]);
  if (ignored.length > 0)
    logger.warn(`${ignored.join(' and ')} ignored: the standalone profile uses its in-process bus and queue`);
  logger.log(
    `Standalone server listening on ${app.url.replace('127.0.0.1', 'localhost')} (data in ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR})`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Mise failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
