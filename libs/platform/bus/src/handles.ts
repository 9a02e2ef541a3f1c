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

/** A method decorator that takes only methods of the given shape (anything else does not compile). */
export type MethodDecoratorFor<Shape> = <H extends Shape>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<H>,
) => void;

/**
 * Puts `wrap(method)` in the method's place and gives back Nest's `register` decorator to apply
 * (Nest reads its metadata from the function that ends up in the descriptor).
 */
function replaceMethod<H extends (...args: never[]) => unknown>(
  descriptor: TypedPropertyDescriptor<H>,
  name: string,
  wrap: (method: H) => (this: unknown, data: unknown) => unknown,
  register: MethodDecorator,
): MethodDecorator {
  const method = descriptor.value;
  if (!method) throw new Error(`The handler of ${name} must be a method`);
  const wrapped = wrap(method);
  Object.defineProperty(wrapped, 'name', { value: method.name });
  // Nest calls the descriptor's function with the raw message: the wrapper stands in for the method.
  descriptor.value = wrapped as unknown as H;
  return register;
}

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
export function Handles<M extends MessageDefinition>(message: M): MethodDecoratorFor<MessageHandlerOf<M>> {
  return (target, key, descriptor) => {
    replaceMethod(
      descriptor,
      message.name,
      (method) =>
        async function (data) {
          const reply = await method.call(this, parseMessage<M['request']>(message.request, data));
          parseReply(message, reply);
          return reply;
        },
      MessagePattern(message.name),
    )(target, key, descriptor);
  };
}

/**
 * Registers the decorated method as a listener of one bus event, from its definition: the payload
 * is parsed with the event's schema before the method sees it (a bad one fails the delivery).
 */
export function HandlesEvent<E extends EventDefinition>(event: E): MethodDecoratorFor<EventHandlerOf<E>> {
  return (target, key, descriptor) => {
    replaceMethod(
      descriptor,
      event.name,
      (method) =>
        function (data) {
          return method.call(this, parseMessage<E['payload']>(event.payload, data));
        },
      EventPattern(event.name),
    )(target, key, descriptor);
  };
}
