import 'reflect-metadata';
import { createBusClient } from '@mise/platform-bus';
import { parseEnvOrExit, runMain } from '@mise/platform-config';
import { DistributedGatewayEnv } from './env';
import { createGatewayApp } from './gateway.app';

/** The distributed profile's gateway: HTTP in, NATS to the services. (Standalone: apps/standalone.) */
runMain(async () => {
  const env = parseEnvOrExit(DistributedGatewayEnv);
  const bus = createBusClient(env);
  const app = await createGatewayApp(env, { bus, info: { profile: 'distributed', bus: 'nats' } });
  await app.listen(env.PORT);
  return {
    close: async () => {
      await app.close();
      await bus.close();
    },
  };
});
