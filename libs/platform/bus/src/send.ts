import { AppError, type MessageDefinition, type ReplyOf, type RequestOf } from '@mise/contracts';
import { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { checkRequest, parseReply } from './message-parsing';

/** How long a caller waits for a reply unless it says otherwise. */
export const DEFAULT_SEND_TIMEOUT_MS = 10000;

export class BusTimeoutError extends AppError {
  constructor(readonly pattern: string) {
    super('Unavailable', 'The service did not answer in time. Please try again.');
  }
}

/** Nest's reply when no server handles a pattern: the service is not running. */
const NO_HANDLER = /no matching message handler/i;

/**
 * Caller side: request/reply with a deadline, typed and checked by the message's definition: the
 * request is validated before it travels and the reply is parsed on arrival, so the caller gets
 * `ReplyOf<M>` with no cast. A service's AppError comes back as an AppError; anything else
 * becomes a plain Error, which the gateway reports as a 500 without details.
 */
export async function send<M extends MessageDefinition>(
  bus: ClientProxy,
  message: M,
  request: RequestOf<M>,
  timeoutMs = DEFAULT_SEND_TIMEOUT_MS,
): Promise<ReplyOf<M>> {
  checkRequest(message, request);
  let reply: unknown;
  try {
    reply = await firstValueFrom(bus.send<unknown>(message.name, request).pipe(timeout(timeoutMs)));
  } catch (error) {
    throw toCallerError(error, message.name);
  }
  return parseReply(message, reply);
}

export function toCallerError(error: unknown, pattern: string): Error {
  if (error instanceof AppError) return error;
  if (error instanceof TimeoutError) return new BusTimeoutError(pattern);
  if (AppError.isPayload(error)) return new AppError(error.kind, error.message);
  if (typeof error === 'string' && NO_HANDLER.test(error))
    return new AppError('Unavailable', 'The service is not available. Please try again.');
  const detail =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error
        ? JSON.stringify(error)
        : String(error);
  return new Error(`Bus call ${pattern} failed: ${detail}`);
}
