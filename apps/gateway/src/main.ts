import 'reflect-metadata';
import { busConnected, createBusClient } from '@mise/platform-bus';
import { parseEnvOrExit, runMain } from '@mise/platform-config';
import { DistributedGatewayEnv } from './env';
import { createGatewayApp } from './gateway.app';
import { RedisRateLimitStore } from './http/rate-limit';

/**
 * The distributed profile's gateway: HTTP in, NATS to the services. (Standalone: apps/standalone.)
 * Any number may run behind a balancer; each answers `/livez`, `/readyz` and `/metrics` on its port.
 */
runMain(
  async ({ health, logger }) => {
    const env = parseEnvOrExit(DistributedGatewayEnv);
    const bus = createBusClient(env, undefined, 'gateway');
    await bus.connect();
    const app = await createGatewayApp(env, {
      bus,
      info: { profile: 'distributed', bus: 'nats' },
      // Every gateway instance counts against the same limits.
      rateLimitStore: env.REDIS_URL
        ? new RedisRateLimitStore(env.REDIS_URL, `${env.QUEUE_PREFIX}:rate:`)
        : undefined,
      observability: { health, logger },
      loadAuthOnFirstToken: true,
    });
    await app.listen(env.PORT);
    return {
      readiness: [{ name: 'bus', check: async () => ({ ok: busConnected(bus), detail: 'nats' }) }],
      close: async () => {
        // Stops accepting, lets requests in flight finish, then releases the bus.
        await app.close();
        await bus.close();
      },
    };
  },
  { name: 'gateway' },
);
