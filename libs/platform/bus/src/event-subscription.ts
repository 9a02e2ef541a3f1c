import { Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { JSONCodec, NatsConnection } from 'nats';
import { InProcessBroker, InProcessClient } from './in-process.transport';

/**
 * Hears every event of one pattern through a bus client, without a queue group: each process that
 * subscribes gets each event (a gateway fanning changes out to its own open connections, where a
 * service's handlers share work). In-process: the broker's listeners; NATS: a plain subscription on
 * the client's connection, decoding Nest's `{ pattern, data }` packet. Returns the unsubscribe.
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
  await client.connect();
  const connection = client.unwrap<NatsConnection>();
  const codec = JSONCodec<{ data?: unknown }>();
  const subscription = connection.subscribe(pattern, {
    callback: (error, message) => {
      if (!error) safe(codec.decode(message.data).data);
    },
  });
  return () => subscription.unsubscribe();
}
