import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { GatewayEnv } from '@mise/gateway';
import { parseEnvOrExit, runMain } from '@mise/platform-config';
import { DataDirLockedError } from '@mise/platform-db';
import { startStandalone } from './standalone-app';

/** `npm start`'s server: the gateway and all four services in one process (see standalone-app.ts). */
const logger = new Logger('Mise');
runMain(
  async ({ health, logger: log }) => {
    const env = parseEnvOrExit(GatewayEnv);
    const app = await startStandalone(env, { observability: { health, logger: log } });
    const ignored = (['NATS_URL', 'REDIS_URL'] as const).filter((name) => env[name]);
    if (ignored.length > 0) {
      logger.warn(
        `${ignored.join(' and ')} ignored: the standalone profile uses its in-process bus and queue`,
      );
    }
    logger.log(
      `Standalone server listening on ${app.url.replace('127.0.0.1', 'localhost')} (data in ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR})`,
    );
    return { close: () => app.close(), readiness: [{ name: 'store', check: () => app.store.ping() }] };
  },
  { onSignal: (signal) => logger.log(`${signal}: shutting down`), plainErrors: [DataDirLockedError] },
);
