import { Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { InProcessBroker, InProcessClient } from './in-process.transport';
import { NatsBusClient } from './nats.transport';

/**
 * Hears every event of one pattern through a bus client, without a queue group: each process that
 * subscribes gets each event (a gateway fanning changes out to its own open connections, where a
 * service's handlers share work). In-process: the broker's listeners; NATS: a plain subscription on
 * the event's subject beside the stream that keeps it for the services. Returns the unsubscribe.
 */
export async function subscribeToEvent(
  client: ClientProxy,
  pattern: string,
  listener: (data: unknown) => void,
): Promise<() => void> {
  const safe = (data: unknown) => {
    try {
      listener(data);
    } catch (error) {
      new Logger('Bus').warn(`Listener for ${pattern} failed: ${(error as Error).message}`);
    }
  };
  if (client instanceof InProcessClient) return client.unwrap<InProcessBroker>().subscribe(pattern, safe);
  if (client instanceof NatsBusClient) return client.listen(pattern, safe);
  throw new Error('subscribeToEvent: this bus client cannot listen to events');
}
