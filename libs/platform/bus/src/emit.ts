import { checkEventPayload, type EventDefinition, type PayloadInputOf } from '@mise/contracts';
import { Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';

/**
 * Publishes an event without waiting, its payload checked against the event's schema first (a
 * wrong payload throws here, at the publisher). Call it after the write it announces has
 * committed; a bus hiccup is logged, not thrown, since the write already happened and listeners
 * can catch up. A change that must not lose its event records it in an outbox transaction instead.
 */
export function emit<E extends EventDefinition>(
  bus: ClientProxy,
  event: E,
  payload: PayloadInputOf<E>,
): void {
  checkEventPayload(event, payload);
  bus.emit(event.name, payload).subscribe({
    error: (error: unknown) =>
      new Logger('Bus').warn(
        `Event ${event.name} not published: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
}
