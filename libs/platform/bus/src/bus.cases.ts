import { AppError } from '@mise/contracts';
import { Controller } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { emit } from './emit';
import { subscribeToEvent } from './event-subscription';
import { Handles, HandlesEvent } from './handles';
import { EchoEvents, EchoMessages, noted, received } from './bus.fixture';
import { BusTimeoutError, send } from './send';

/**
 * What the bus promises, run against one transport (the in-process spec and the NATS integration
 * spec both call this with their own client and the echo service started on it).
 */
export function busCases(bus: () => ClientProxy, settleMs: number): void {
  const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));

  it('answers a request with a reply copied through JSON', async () => {
    const reply = await send(bus(), EchoMessages.double, { n: 21, tags: ['a'] });
    expect(reply).toEqual({ n: 42, tags: ['a'], at: '1970-01-01T00:00:00.000Z' });
  });

  it('carries an AppError back as an AppError', async () => {
    await expect(send(bus(), EchoMessages.missing, {})).rejects.toEqual(
      new AppError('NotFound', 'Nothing here'),
    );
  });

  it('turns a message that reaches a handler malformed into an Invalid AppError', async () => {
    // Straight on the client: `send` would refuse it before it travels.
    const error = await firstValueFrom(bus().send(EchoMessages.double.name, { n: 'x' })).catch(
      (e: unknown) => e,
    );
    expect(error).toEqual({ kind: 'Invalid', message: 'Invalid input: expected number, received string' });
  });

  it('refuses text no store can hold and runaway nesting as Invalid, naming the field', async () => {
    // As a sender that skipped the gateway would send them: straight on the client.
    const refusal = (message: unknown) =>
      firstValueFrom(bus().send(EchoMessages.double.name, message)).catch((e: unknown) => e);
    expect(await refusal({ n: 1, tags: ['ok', 'bad\u0000'] })).toEqual({
      kind: 'Invalid',
      message: 'tags[1] must not contain a NUL character',
    });
    expect(await refusal({ n: 1, tags: ['\udfff'] })).toEqual({
      kind: 'Invalid',
      message: 'tags[0] must be valid Unicode text (it holds an unpaired surrogate)',
    });
    let deep: unknown = 1;
    for (let level = 0; level < 1000; level++) deep = [deep];
    expect(await refusal({ n: 1, tags: [], extra: deep })).toEqual({
      kind: 'Invalid',
      message: expect.stringContaining('extra') as unknown,
    });
  });

  it('hides an unexpected failure behind a generic error', async () => {
    const error = await send(bus(), EchoMessages.crash, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('fails a request nobody answers in time', async () => {
    await expect(send(bus(), EchoMessages.slow, { ms: 300 }, 50)).rejects.toBeInstanceOf(BusTimeoutError);
  });

  it('sends a message by its definition and gets the reply parsed and typed', async () => {
    const reply = await send(bus(), EchoMessages.triple, { n: 7 });
    // The reply's type is the definition's: no cast, and the handler filled the default label.
    const n: number = reply.n;
    expect(n).toBe(21);
    expect(reply).toEqual({ n: 21, label: '' });
  });

  it('refuses a request that breaks its schema before it travels', async () => {
    const error = await send(bus(), EchoMessages.triple, { n: 1.5 }).catch((e: unknown) => e);
    expect(error).toEqual(new AppError('Invalid', 'Invalid input: expected int, received number'));
  });

  it('turns a handler reply that breaks its schema into an internal failure, not the caller’s fault', async () => {
    const error = await send(bus(), EchoMessages.broken, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
  });

  it('reports a defined message no service answers as unavailable', async () => {
    await expect(send(bus(), EchoMessages.unanswered, {}, 2000)).rejects.toEqual(
      new AppError('Unavailable', 'The service is not available. Please try again.'),
    );
  });

  it('delivers an emitted event to its handler and to a subscriber, parsed', async () => {
    noted.length = 0;
    const heard: string[] = [];
    const unsubscribe = await subscribeToEvent(bus(), EchoEvents.noted, ({ what }) => heard.push(what));
    try {
      emit(bus(), EchoEvents.noted, { what: 'it' });
      await settle();
      expect(noted).toEqual([{ what: 'it' }]);
      expect(heard).toEqual(['it']);
    } finally {
      unsubscribe();
    }
  });

  it('delivers events to listeners', async () => {
    received.length = 0;
    emit(bus(), EchoEvents.happened, { what: 'it' });
    await settle();
    expect(received).toEqual([{ what: 'it' }]);
  });

  it('refuses to emit a payload that breaks its schema', () => {
    expect(() => emit(bus(), EchoEvents.noted, JSON.parse('{"what":1}') as { what: string })).toThrow(
      /echo\.typed\.noted breaks its contract/,
    );
  });

  // Last: over NATS the failing listener's events are delivered again for a while, ahead of later ones.
  it('survives a listener that fails and keeps answering', async () => {
    bus().emit(EchoEvents.explode.name, { id: 'not a number' }).subscribe();
    emit(bus(), EchoEvents.explode, { id: 1 });
    await settle();
    await expect(send(bus(), EchoMessages.double, { n: 1 })).resolves.toMatchObject({ n: 2 });
  });
}

/**
 * Compile-time cases (tsc checks this file; nothing here runs): each `@ts-expect-error` fails the
 * typecheck if the line under it ever compiles.
 */
export function typedBusTypeCases(bus: ClientProxy): void {
  @Controller()
  class WrongHandlers {
    // @ts-expect-error the request is not what the definition parses
    @Handles(EchoMessages.triple)
    wrongRequest(request: { text: string }) {
      return { n: request.text.length, label: '' };
    }

    // @ts-expect-error the reply is not what the definition promises
    @Handles(EchoMessages.triple)
    wrongReply({ n }: { n: number }) {
      return { n: String(n) };
    }

    // @ts-expect-error the payload is not the event's
    @HandlesEvent(EchoEvents.noted)
    wrongPayload(payload: { count: number }) {
      return payload.count;
    }
  }
  void WrongHandlers;
  // @ts-expect-error the request is not the definition's
  void send(bus, EchoMessages.triple, { n: 'seven' });
  // @ts-expect-error the payload is not the event's
  emit(bus, EchoEvents.noted, { what: 1 });
  void send(bus, EchoMessages.triple, { n: 1 }).then((reply) => {
    // @ts-expect-error the reply has no such field
    return reply.text;
  });
}
