import { ClientProxy, CustomStrategy } from '@nestjs/microservices';
import { InProcessBroker, InProcessClient, InProcessServer } from './in-process.transport';
import { IdempotencyStore, NatsBusClient, NatsBusServer } from './nats.transport';

export interface BusEnv {
  NATS_URL?: string;
  /** Put before every NATS subject and the event stream's name: deployments or test runs sharing one NATS server never cross. */
  BUS_PREFIX?: string;
}

export type BusServerOptions = CustomStrategy;

/**
 * The one switch between profiles for the bus: NATS when NATS_URL is set, else the in-process
 * broker (which the standalone composition root shares between all services).
 * `queue` is the service's name: replicas of one service share work, each service sees every event.
 */
export function busServerOptions(
  env: BusEnv,
  broker?: InProcessBroker,
  queue?: string,
  extras: { idempotency?: IdempotencyStore } = {},
): BusServerOptions {
  if (env.NATS_URL) {
    return {
      strategy: new NatsBusServer({
        servers: env.NATS_URL.split(','),
        prefix: env.BUS_PREFIX,
        queue: queue ?? 'default',
        idempotency: extras.idempotency,
      }),
    };
  }
  if (!broker) throw new Error('In-process bus needs a broker: set NATS_URL or pass the shared broker');
  return { strategy: new InProcessServer(broker) };
}

export function createBusClient(env: BusEnv, broker?: InProcessBroker, name?: string): ClientProxy {
  if (env.NATS_URL) {
    return new NatsBusClient({ servers: env.NATS_URL.split(','), prefix: env.BUS_PREFIX, name });
  }
  if (!broker) throw new Error('In-process bus needs a broker: set NATS_URL or pass the shared broker');
  return new InProcessClient(broker);
}

/** Whether a bus client or server is connected right now (always true in process). */
export function busConnected(bus: ClientProxy | BusServerOptions): boolean {
  if (bus instanceof NatsBusClient) return bus.isConnected();
  if ('strategy' in bus && bus.strategy instanceof NatsBusServer) return bus.strategy.isConnected();
  return true;
}

/** Injection token for the ClientProxy a service or the gateway uses to talk on the bus. */
export const BUS_CLIENT = Symbol('BUS_CLIENT');
