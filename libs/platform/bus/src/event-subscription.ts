import type { EventDefinition, PayloadOf } from '@mise/contracts';
import { Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { InProcessBroker, InProcessClient } from './in-process.transport';
import { parseMessage } from './message-parsing';
import { NatsBusClient } from './nats.transport';

/**
 * Hears every event of one kind through a bus client, without a queue group: each process that
 * subscribes gets each event (a gateway fanning changes out to its own open connections, where a
 * service's handlers share work). In-process: the broker's listeners; NATS: a plain subscription on
 * the event's subject beside the stream that keeps it for the services. The payload is parsed with
 * the event's schema first (a bad one is logged and dropped). Returns the unsubscribe.
 */
export async function subscribeToEvent<E extends EventDefinition>(
  client: ClientProxy,
  event: E,
  listener: (payload: PayloadOf<E>) => void,
): Promise<() => void> {
  const pattern = event.name;
  const safe = (data: unknown) => {
    try {
      listener(parseMessage<E['payload']>(event.payload, data));
    } catch (error) {
      new Logger('Bus').warn(`Listener for ${pattern} failed: ${(error as Error).message}`);
    }
  };
  if (client instanceof InProcessClient) return client.unwrap<InProcessBroker>().subscribe(pattern, safe);
  if (client instanceof NatsBusClient) return client.listen(pattern, safe);
  throw new Error('subscribeToEvent: this bus client cannot listen to events');
}
