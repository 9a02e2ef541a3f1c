import { ClientProxy } from '@nestjs/microservices';
import { BusEvents, type EventDefinition, type MessageDefinition, Messages } from '@mise/contracts';
import { BUS_CLIENT, InProcessBroker, InProcessClient } from '@mise/platform-bus';
import { z } from 'zod';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/** Every definition below a grouping object (`Messages.social.household.mine` and the like). */
function definitionsIn<T>(group: object, isOne: (value: object) => value is T & object): T[] {
  return Object.values(group).flatMap((value: unknown) =>
    typeof value !== 'object' || value === null ? [] : isOne(value) ? [value] : definitionsIn(value, isOne),
  );
}
const isMessage = (value: object): value is MessageDefinition => 'request' in value && 'reply' in value;
const isEvent = (value: object): value is EventDefinition => 'payload' in value;

const messages = definitionsIn(Messages, isMessage);
const events = definitionsIn(BusEvents, isEvent);

/**
 * The bus as the whole app registers it: every message has its schemas and a handler, every event
 * its schema and at least one listener, and nothing is registered that has no definition (a handler
 * or listener written with a bare pattern name, which nothing would type or check).
 */
describe('bus definitions, against the running app', () => {
  let app: TestStandalone;
  let registered: { requests: string[]; events: string[] };

  beforeAll(async () => {
    app = await startTestStandalone();
    const bus = app.standalone.gateway.get<ClientProxy>(BUS_CLIENT);
    if (!(bus instanceof InProcessClient)) throw new Error('the standalone app runs the in-process bus');
    registered = bus.unwrap<InProcessBroker>().registered();
  }, 120_000);
  afterAll(() => app?.close());

  it('gives every message and event its schemas, and each its own name', () => {
    for (const message of messages) {
      expect(message.request).toBeInstanceOf(z.ZodType);
      expect(message.reply).toBeInstanceOf(z.ZodType);
    }
    for (const event of events) expect(event.payload).toBeInstanceOf(z.ZodType);
    const names = [...messages, ...events].map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('answers every defined message, and no message without a definition', () => {
    expect(registered.requests).toEqual(messages.map((message) => message.name).sort());
  });

  it('has a listener for every defined event, and none for an event without a definition', () => {
    expect(registered.events).toEqual(events.map((event) => event.name).sort());
  });
});
