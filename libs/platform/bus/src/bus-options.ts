import {
  ClientProxy,
  ClientProxyFactory,
  CustomStrategy,
  NatsOptions,
  Transport,
} from '@nestjs/microservices';
import { InProcessBroker, InProcessClient, InProcessServer } from './in-process.transport';

export interface BusEnv {
  NATS_URL?: string;
}

export type BusServerOptions = NatsOptions | CustomStrategy;

/**
 * The one switch between profiles for the bus: NATS when NATS_URL is set, else the in-process
 * broker (which the standalone composition root shares between all services).
 * `queue` is the service's name: replicas of one service share work, each service sees every event.
 */
export function busServerOptions(env: BusEnv, broker?: InProcessBroker, queue?: string): BusServerOptions {
  if (env.NATS_URL) {
    return { transport: Transport.NATS, options: { servers: env.NATS_URL.split(','), queue } };
  }
  if (!broker) throw new Error('In-process bus needs a broker: set NATS_URL or pass the shared broker');
  return { strategy: new InProcessServer(broker) };
}

export function createBusClient(env: BusEnv, broker?: InProcessBroker): ClientProxy {
  if (env.NATS_URL) {
    return ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { servers: env.NATS_URL.split(',') },
    });
  }
  if (!broker) throw new Error('In-process bus needs a broker: set NATS_URL or pass the shared broker');
  return new InProcessClient(broker);
}

/** Injection token for the ClientProxy a service or the gateway uses to talk on the bus. */
export const BUS_CLIENT = Symbol('BUS_CLIENT');
