import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
// Types only: the gateway imports this package and must not load a store driver.
import type { Outbox, OutboxEvent } from '@mise/platform-db';
import { runWithContext } from '@mise/platform-observability';
import { lastValueFrom } from 'rxjs';
import { NatsBusClient } from './nats.transport';

/**
 * Publishes one stored event under the request id it was recorded with: on NATS with its id (a
 * repeat is dropped), in process as any event.
 */
export function publishStoredEvent(bus: ClientProxy, event: OutboxEvent): Promise<void> {
  const publish = (): Promise<void> =>
    bus instanceof NatsBusClient
      ? bus.publishEvent(event.pattern, event.data, { id: event.id })
      : lastValueFrom(bus.emit(event.pattern, event.data), { defaultValue: undefined }).then(() => undefined);
  return event.requestId ? runWithContext({ requestId: event.requestId }, publish) : publish();
}

/**
 * A service module's provider that relays its outbox to the bus while the service runs: started
 * when the application starts, stopped (after the pass in flight) before it shuts down.
 */
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('Outbox');
  private failing = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly bus: ClientProxy,
  ) {}

  onApplicationBootstrap(): void {
    this.outbox.start(async (event) => {
      try {
        await publishStoredEvent(this.bus, event);
        if (this.failing) this.log.log('Publishing stored events again');
        this.failing = false;
      } catch (error) {
        // Said once per outage; the event stays stored and is tried again.
        if (!this.failing)
          this.log.warn(
            `Event ${event.pattern} kept for later: ${error instanceof Error ? error.message : String(error)}`,
          );
        this.failing = true;
        throw error;
      }
    });
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.outbox.stop();
  }
}
