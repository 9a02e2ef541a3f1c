import 'reflect-metadata';
import { busConnected, createBusClient } from '@mise/platform-bus';
import { parseEnvOrExit, runMain } from '@mise/platform-config';
import { DistributedGatewayEnv } from './env';
import { createGatewayApp } from './gateway.app';

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
      observability: { health, logger },
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
