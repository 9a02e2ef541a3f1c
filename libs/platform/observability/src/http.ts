import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, requestIdFrom, runWithContext } from './context';
import { type ProcessHealth, serveOpsPath } from './health';
import { httpRequestDuration, startTimer } from './metrics';

type Request = IncomingMessage & { baseUrl?: string; route?: { path?: string }; originalUrl?: string };
type Next = (error?: unknown) => void;

/** The status recorded for a request whose client closed the connection before the answer. */
const CLIENT_CLOSED = 499;

/**
 * Express middleware for the gateway, first in line: gives each request an id (the caller's
 * `X-Request-Id` or a new one, echoed back) and a context that bus calls carry on, answers the
 * operator paths, records the latency per matched route, and logs each request as one line.
 */
export function requestObservability(health: ProcessHealth, logger: Logger) {
  return (req: Request, res: ServerResponse, next: Next): void => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/livez' || path === '/readyz' || path === '/metrics') {
      serveOpsPath(health, path, res).catch(next);
      return;
    }
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER.toLowerCase()] as string | undefined);
    // Only a write is worth replaying; a read with a key simply runs.
    const key = ['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? 'GET')
      ? undefined
      : req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // A process shutting down finishes this request but asks the client not to reuse the connection.
    if (health.isDraining) res.setHeader('Connection', 'close');
    const done = startTimer(httpRequestDuration);
    // 'finish' once the answer is handed over; 'close' alone when the client gave up first (a
    // timeout), recorded as status 499 so the slowest requests are not missing from the histogram.
    const record = (status: number) => {
      const route = req.route?.path ? `${req.baseUrl ?? ''}${req.route.path}` : 'unmatched';
      done({ method: req.method ?? 'GET', route, status });
      const level = status >= 500 || status === CLIENT_CLOSED ? 'warn' : 'debug';
      logger[level]({ requestId, method: req.method, route, status }, `${req.method} ${route} ${status}`);
    };
    res.on('finish', () => record(res.statusCode));
    res.on('close', () => {
      if (!res.writableFinished) record(CLIENT_CLOSED);
    });
    runWithContext(
      {
        requestId,
        ...(typeof key === 'string' && key.trim() !== '' ? { idempotencyKey: key.trim().slice(0, 200) } : {}),
      },
      () => next(),
    );
  };
}
