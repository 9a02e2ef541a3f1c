import { AppError, firstIssueText, type MessageDefinition, type ReplyOf, unsafeInput } from '@mise/contracts';
import type { z } from 'zod';

const firstIssue = (error: z.ZodError) => firstIssueText(error, 'Invalid message');

/** Parses `data` with `schema`, or throws what `fail` makes of the first issue. */
function parseOr<S extends z.ZodType>(
  schema: S,
  data: unknown,
  fail: (error: z.ZodError) => Error,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw fail(result.error);
}

const invalid = (error: z.ZodError) => new AppError('Invalid', firstIssue(error));

/**
 * Handler side: validate an incoming message; the first issue becomes an Invalid AppError. Every
 * message and event a service receives passes through here (`@Handles` and `@HandlesEvent` call it),
 * so a check that applies to all incoming bus data belongs in this function: text no store can hold
 * (NUL, an unpaired surrogate) and nesting past the input limits are refused as the gateway refuses
 * them, so a sender that skipped the gateway still cannot reach a service's store with them.
 */
export function parseMessage<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const problem = unsafeInput(data);
  if (problem) throw new AppError('Invalid', problem);
  return parseOr(schema, data, invalid);
}

/** Sender side: a request that breaks its contract fails before it travels, as its handler would fail it. */
export function checkRequest(message: MessageDefinition, request: unknown): void {
  parseOr(message.request, request, invalid);
}

/**
 * A reply that breaks its contract is a fault of the service that made it, not of the caller: a
 * plain Error (logged where it happens, a 500 at the gateway), never an AppError.
 */
export function parseReply<M extends MessageDefinition>(message: M, reply: unknown): ReplyOf<M> {
  return parseOr<M['reply']>(message.reply, reply, (error) => {
    const path = error.issues[0]?.path.join('.') || '(root)';
    return new Error(`Reply to ${message.name} breaks its contract at ${path}: ${firstIssue(error)}`);
  });
}
