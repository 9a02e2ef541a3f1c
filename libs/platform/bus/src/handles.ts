import type {
  EventDefinition,
  MessageDefinition,
  ParsedRequestOf,
  PayloadOf,
  ReplyInputOf,
} from '@mise/contracts';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { parseMessage, parseReply } from './message-parsing';

type MaybePromise<T> = T | Promise<T>;

/** A method that answers `M`: takes the parsed request, returns (or resolves to) the reply. */
export type MessageHandlerOf<M extends MessageDefinition> = (
  request: ParsedRequestOf<M>,
) => MaybePromise<ReplyInputOf<M>>;

/** A method that hears `E`: takes the parsed payload. */
export type EventHandlerOf<E extends EventDefinition> = (payload: PayloadOf<E>) => unknown;

/**
 * Registers the decorated method as the handler of one bus message, from its definition: the
 * incoming message is parsed with the request schema (an Invalid AppError on a bad one) and the
 * method's reply is checked against the reply schema before it travels. The method's parameter and
 * return types come from the definition, so a handler of the wrong shape does not compile.
 *
 * @example
 *   @Handles(Messages.recipes.update)
 *   update({ userId, id, body }: RecipeUpdateMessage) { return this.recipes.update(userId, id, body); }
 */
export function Handles<M extends MessageDefinition>(message: M) {
  return <H extends MessageHandlerOf<M>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@Handles(${message.name}) must decorate a method`);
    const answer = async function (this: unknown, data: unknown): Promise<unknown> {
      const reply = await handler.call(this, parseMessage<M['request']>(message.request, data));
      parseReply(message, reply);
      return reply;
    };
    Object.defineProperty(answer, 'name', { value: handler.name });
    descriptor.value = answer as H;
    MessagePattern(message.name)(target, key, descriptor);
  };
}

/**
 * Registers the decorated method as a listener of one bus event, from its definition: the payload
 * is parsed with the event's schema before the method sees it (a bad one fails the delivery).
 */
export function HandlesEvent<E extends EventDefinition>(event: E) {
  return <H extends EventHandlerOf<E>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@HandlesEvent(${event.name}) must decorate a method`);
    const hear = function (this: unknown, data: unknown): unknown {
      return handler.call(this, parseMessage<E['payload']>(event.payload, data));
    };
    Object.defineProperty(hear, 'name', { value: handler.name });
    descriptor.value = hear as H;
    EventPattern(event.name)(target, key, descriptor);
  };
}
