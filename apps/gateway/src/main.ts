import 'reflect-metadata';
import { createBusClient } from '@mise/platform-bus';
import { parseEnvOrExit, runMain } from '@mise/platform-config';
import { DistributedGatewayEnv } from './env';
import { createGatewayApp } from './gateway.app';
import { RedisRateLimitStore } from './http/rate-limit';

/** The distributed profile's gateway: HTTP in, NATS to the services. (Standalone: apps/standalone.) */
runMain(async () => {
  const env = parseEnvOrExit(DistributedGatewayEnv);
  const bus = createBusClient(env);
  const app = await createGatewayApp(env, {
    bus,
    info: { profile: 'distributed', bus: 'nats' },
    // Every gateway instance counts against the same limits.
    rateLimitStore: env.REDIS_URL ? new RedisRateLimitStore(env.REDIS_URL) : undefined,
  });
  await app.listen(env.PORT);
  return {
    close: async () => {
      await app.close();
      await bus.close();
    },
  };
});
