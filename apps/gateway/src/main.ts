import 'reflect-metadata';
import { createBusClient } from '@mise/platform-bus';
import { closeOnSignal, exitOnStartFailure, parseEnvOrExit } from '@mise/platform-config';
import { DistributedGatewayEnv } from './env';
import { createGatewayApp } from './gateway.app';

/** The distributed profile's gateway: HTTP in, NATS to the services. (Standalone: standalone.ts.) */
async function main(): Promise<void> {
  const env = parseEnvOrExit(DistributedGatewayEnv);
  const bus = createBusClient(env);
  const app = await createGatewayApp(env, { bus, info: { profile: 'distributed', bus: 'nats' } });
  await app.listen(env.PORT);
  closeOnSignal(async () => {
    await app.close();
    await bus.close();
  });
}

main().catch(exitOnStartFailure);
