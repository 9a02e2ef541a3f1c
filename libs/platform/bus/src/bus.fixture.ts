import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { AppError, defineEvent, defineMessage } from '@mise/contracts';
import { z } from 'zod';
import { Handles, HandlesEvent } from './handles';
import { startBusService } from './bus-service';
import { BusServerOptions } from './bus-options';

/** Test fixture: one set of messages and handlers that must behave the same under every transport. */
export const EchoMessages = {
  /** `at` is a Date on the handler's side: it arrives as its JSON text. */
  double: defineMessage({
    name: 'echo.double',
    request: z.object({ n: z.number(), tags: z.array(z.string()).default([]) }),
    reply: z.object({ n: z.number(), tags: z.array(z.string()), at: z.unknown() }),
  }),
  triple: defineMessage({
    name: 'echo.typed.triple',
    request: z.object({ n: z.number().int(), label: z.string().default('') }),
    reply: z.object({ n: z.number().int(), label: z.string() }),
  }),
  slow: defineMessage({ name: 'echo.slow', request: z.object({ ms: z.number() }), reply: z.literal('late') }),
  missing: defineMessage({ name: 'echo.missing', request: z.object({}), reply: z.object({}) }),
  crash: defineMessage({ name: 'echo.crash', request: z.object({}), reply: z.object({}) }),
  /** Its handler breaks the reply contract on purpose (a number where a string is promised). */
  broken: defineMessage({
    name: 'echo.typed.broken',
    request: z.object({}),
    reply: z.object({ text: z.string() }),
  }),
  /** Sent by the specs but answered by nobody. */
  unanswered: defineMessage({ name: 'echo.typed.unanswered', request: z.object({}), reply: z.object({}) }),
};

export const EchoEvents = {
  /** Heard into `received`: any object. */
  happened: defineEvent({ name: 'echo.happened', payload: z.record(z.string(), z.unknown()) }),
  /** Its listener fails on every event it is given. */
  explode: defineEvent({ name: 'echo.explode', payload: z.object({ id: z.number() }) }),
  noted: defineEvent({ name: 'echo.typed.noted', payload: z.object({ what: z.string() }) }),
};

/** What the `happened` listener heard. */
export const received: unknown[] = [];
/** What the `noted` listener heard, already parsed. */
export const noted: Array<{ what: string }> = [];

@Controller()
class EchoHandlers {
  @Handles(EchoMessages.double)
  double({ n, tags }: { n: number; tags: string[] }) {
    return { n: n * 2, tags, at: new Date(0) };
  }

  @Handles(EchoMessages.triple)
  triple({ n, label }: { n: number; label: string }) {
    return { n: n * 3, label };
  }

  @Handles(EchoMessages.slow)
  async slow({ ms }: { ms: number }) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return 'late' as const;
  }

  @Handles(EchoMessages.missing)
  missing(): never {
    throw new AppError('NotFound', 'Nothing here');
  }

  @Handles(EchoMessages.crash)
  crash(): never {
    throw new Error('database password is hunter2');
  }

  @Handles(EchoMessages.broken)
  broken() {
    // The reply schema says text; a handler can only break it by getting round the type, as here.
    return JSON.parse('{"text":42}') as { text: string };
  }

  @HandlesEvent(EchoEvents.explode)
  explode(): never {
    throw new Error('listener failed');
  }

  @HandlesEvent(EchoEvents.happened)
  happened(payload: Record<string, unknown>) {
    received.push(payload);
  }

  @HandlesEvent(EchoEvents.noted)
  noted(payload: { what: string }) {
    noted.push(payload);
  }
}

@Module({ controllers: [EchoHandlers] })
class EchoModule {}

export function startEchoService(options: BusServerOptions): Promise<INestMicroservice> {
  return startBusService(EchoModule, options, false);
}
