import { ArgumentsHost, Catch, Logger, RpcExceptionFilter } from '@nestjs/common';
import { AppError, ServiceErrorPayload } from '@mise/contracts';
import { Observable, throwError } from 'rxjs';

/** A store or queue that cannot be reached right now: the caller may retry (HTTP 503). */
const DEPENDENCY_DOWN = {
  kind: 'Unavailable',
  message: 'The service is temporarily unavailable. Please try again.',
} as const;

/** Socket failures, and PostgreSQL's connection-exception (08) and shutdown/starting (57P0x) codes. */
const DOWN_CODES =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|08\w{3}|57P0[1-3])$/;
const DOWN_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** Whether an error (or any error it wraps, e.g. an ORM's query error) says a dependency is unreachable. */
export function isInfrastructureDown(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && DOWN_CODES.test(code)) return true;
    if (typeof message === 'string' && DOWN_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

function describeChain(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    parts.push(`${typeof code === 'string' ? `${code} ` : ''}${String(message)}`);
    current = cause;
  }
  return parts.join(' <- ');
}

/** What crosses the bus when a handler fails for a reason it did not mean to report. */
const INTERNAL_FAILURE = { status: 'error', message: 'Internal server error' } as const;

/**
 * Microservice side: an AppError travels as its `{kind, message}` payload; anything else is
 * logged here, where its stack is useful, and travels as a generic failure with no internals.
 */
@Catch()
export class AppErrorRpcFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('Bus');

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof AppError) return throwError(() => exception.toPayload());
    if (isInfrastructureDown(exception)) {
      this.logger.warn(`Dependency unavailable: ${describeChain(exception)}`);
      return throwError(() => DEPENDENCY_DOWN);
    }
    this.logger.warn(
      `Handler failed: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`,
    );
    return throwError(() => INTERNAL_FAILURE);
  }
}

export type { ServiceErrorPayload };
