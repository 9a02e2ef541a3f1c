import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { AppError, defineEvent, defineMessage } from '@mise/contracts';
import { z } from 'zod';
import { Handles, HandlesEvent } from './handles';
import { parseMessage } from './message-parsing';
import { startBusService } from './bus-service';
import { BusServerOptions } from './bus-options';

/** Test fixture: one handler set that must behave the same under every transport. */
export const received: unknown[] = [];

@Controller()
class EchoHandlers {
  @MessagePattern('echo.double')
  double(@Payload() data: unknown) {
    const { n, tags } = parseMessage(
      z.object({ n: z.number(), tags: z.array(z.string()).default([]) }),
      data,
    );
    return { n: n * 2, tags, at: new Date(0) };
  }

  @MessagePattern('echo.slow')
  async slow(@Payload() data: unknown) {
    const { ms } = parseMessage(z.object({ ms: z.number() }), data);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return 'late';
  }

  @MessagePattern('echo.missing')
  missing() {
    throw new AppError('NotFound', 'Nothing here');
  }

  @MessagePattern('echo.crash')
  crash() {
    throw new Error('database password is hunter2');
  }

  @EventPattern('echo.explode')
  explode(@Payload() data: unknown) {
    parseMessage(z.object({ id: z.number() }), data);
    throw new Error('listener failed');
  }

  @EventPattern('echo.happened')
  happened(@Payload() data: unknown) {
    received.push(data);
  }
}

/** The typed bus's test messages: one definition per message, used by both ends. */
export const EchoMessages = {
  triple: defineMessage({
    name: 'echo.typed.triple',
    request: z.object({ n: z.number().int(), label: z.string().default('') }),
    reply: z.object({ n: z.number().int(), label: z.string() }),
  }),
  /** Its handler breaks the reply contract on purpose (a number where a string is promised). */
  broken: defineMessage({
    name: 'echo.typed.broken',
    request: z.object({}),
    reply: z.object({ text: z.string() }),
  }),
  /** Sent by the spec but answered by nobody. */
  unanswered: defineMessage({ name: 'echo.typed.unanswered', request: z.object({}), reply: z.object({}) }),
};

export const EchoEvents = {
  noted: defineEvent({ name: 'echo.typed.noted', payload: z.object({ what: z.string() }) }),
};

/** What the typed event handler heard, already parsed. */
export const noted: Array<{ what: string }> = [];

@Controller()
class TypedEchoHandlers {
  @Handles(EchoMessages.triple)
  triple({ n, label }: { n: number; label: string }) {
    return { n: n * 3, label };
  }

  @Handles(EchoMessages.broken)
  broken() {
    // The reply schema says text; a handler can only break it by getting round the type, as here.
    return JSON.parse('{"text":42}') as { text: string };
  }

  @HandlesEvent(EchoEvents.noted)
  noted(payload: { what: string }) {
    noted.push(payload);
  }
}

@Module({ controllers: [EchoHandlers, TypedEchoHandlers] })
class EchoModule {}

export function startEchoService(options: BusServerOptions): Promise<INestMicroservice> {
  return startBusService(EchoModule, options, false);
}
