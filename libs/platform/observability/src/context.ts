import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What travels with one request: from the gateway, across bus messages and into jobs. */
export interface RequestContext {
  requestId: string;
  /** A client's `Idempotency-Key` for a write it may retry; the service that applies the write records it. */
  idempotencyKey?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Header names on HTTP and on the bus (NATS headers) alike. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function runWithContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** A request id from a caller is kept when it looks like one (printable, short); otherwise a new one. */
export function requestIdFrom(given: string | undefined | null): string {
  if (given && /^[\w.:-]{1,128}$/.test(given)) return given;
  return randomUUID();
}
