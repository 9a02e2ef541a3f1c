import { ClientProxy } from '@nestjs/microservices';
import { defineEvent } from '@mise/contracts';
import {
  createBusClient,
  emit,
  InProcessBroker,
  InProcessClient,
  subscribeToEvent,
} from '@mise/platform-bus';
import { z } from 'zod';
import { BUS_PREFIX, dropEventStream, NATS_URL, runId } from './integration-env';

/** Waits until `count` values arrived. */
function collector(count: number) {
  const values: unknown[] = [];
  let resolve: () => void = () => undefined;
  const enough = new Promise<void>((r) => (resolve = r));
  return {
    values,
    enough,
    push: (value: unknown) => {
      values.push(value);
      if (values.length >= count) resolve();
    },
  };
}

/**
 * What the gateways' live shopping streams stand on: every subscriber hears every event (no queue
 * group), so a change published once reaches the members connected to any gateway instance.
 */
describe('subscribeToEvent', () => {
  // This run's own subjects and event stream, removed at the end.
  afterAll(() => dropEventStream());

  it('delivers one NATS event to every subscribing process (two gateways)', async () => {
    const changed = defineEvent({
      name: `test.${runId}.changed`,
      payload: z.object({ user_ids: z.array(z.number()), kind: z.string() }),
    });
    const clients: ClientProxy[] = [
      createBusClient({ NATS_URL, BUS_PREFIX }),
      createBusClient({ NATS_URL, BUS_PREFIX }),
    ];
    const publisher = createBusClient({ NATS_URL, BUS_PREFIX });
    try {
      const heard = clients.map(() => collector(1));
      const offs = await Promise.all(
        clients.map((client, i) => subscribeToEvent(client, changed, heard[i].push)),
      );
      await publisher.connect();
      emit(publisher, changed, { user_ids: [1, 2], kind: 'list' });
      await Promise.all(heard.map((h) => h.enough));
      expect(heard.map((h) => h.values)).toEqual([
        [{ user_ids: [1, 2], kind: 'list' }],
        [{ user_ids: [1, 2], kind: 'list' }],
      ]);
      offs.forEach((off) => off());
    } finally {
      for (const client of [...clients, publisher]) await client.close();
    }
  });

  it('works the same on the in-process broker', async () => {
    const broker = new InProcessBroker();
    const heard = collector(1);
    const changed = defineEvent({ name: 'x.changed', payload: z.object({ n: z.number() }) });
    const off = await subscribeToEvent(new InProcessClient(broker), changed, heard.push);
    emit(new InProcessClient(broker), changed, { n: 1 });
    await heard.enough;
    expect(heard.values).toEqual([{ n: 1 }]);
    off();
  });
});
