import type { z } from 'zod';

/**
 * One request/reply message on the bus: its subject and the schemas of both ends. The sender
 * (`send` in platform-bus) and the handler (`@Handles`) are both typed and checked by this one
 * object, so "go to definition" from either end lands here, and "find references" lists both.
 */
export interface MessageDefinition<
  Request extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
> {
  readonly name: string;
  readonly request: Request;
  readonly reply: Reply;
}

/** One event on the bus: its subject and the schema of what it carries. */
export interface EventDefinition<Payload extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: Payload;
}

export function defineMessage<Request extends z.ZodType, Reply extends z.ZodType>(
  definition: MessageDefinition<Request, Reply>,
): MessageDefinition<Request, Reply> {
  return Object.freeze({ ...definition });
}

export function defineEvent<Payload extends z.ZodType>(
  definition: EventDefinition<Payload>,
): EventDefinition<Payload> {
  return Object.freeze({ ...definition });
}

/** What a sender passes (defaults may be left out). */
export type RequestOf<M extends MessageDefinition> = z.input<M['request']>;
/** What a handler receives: the request after parsing (defaults filled in). */
export type ParsedRequestOf<M extends MessageDefinition> = z.output<M['request']>;
/** What a handler returns. */
export type ReplyInputOf<M extends MessageDefinition> = z.input<M['reply']>;
/** What a sender gets back: the reply after parsing. */
export type ReplyOf<M extends MessageDefinition> = z.output<M['reply']>;
/** What an emitter passes. */
export type PayloadInputOf<E extends EventDefinition> = z.input<E['payload']>;
/** What a listener receives. */
export type PayloadOf<E extends EventDefinition> = z.output<E['payload']>;

/**
 * An event payload the publisher got wrong is a fault of the publisher: a plain Error thrown where
 * it is emitted or recorded (never published). Returns the parsed payload.
 */
export function checkEventPayload<E extends EventDefinition>(event: E, payload: unknown): PayloadOf<E> {
  return parseOrThrow<E['payload']>(event.payload, payload, (issue) => {
    return new Error(`Event ${event.name} breaks its contract: ${issue}`);
  });
}

function parseOrThrow<S extends z.ZodType>(
  schema: S,
  data: unknown,
  fail: (issue: string) => Error,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw fail(result.error.issues[0]?.message ?? 'invalid');
}
