import { z } from 'zod';

/** The kinds of failure a service may report; the gateway maps each to one HTTP status. */
export const ErrorKind = z.enum([
  'Invalid',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  /**
   * Well-formed input the service could not use: a link whose page does not answer, is not a web
   * page, or has no recipe on it. A 4xx, because the link is the caller's input (the gateway
   * answers 5xx only for its own faults).
   */
  'Unprocessable',
  'Unavailable',
]);
export type ErrorKind = z.infer<typeof ErrorKind>;

export const ERROR_STATUS: Record<ErrorKind, number> = {
  Invalid: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  Unprocessable: 422,
  Unavailable: 503,
};

/** What crosses the bus when a handler fails on purpose. */
export const ServiceErrorPayload = z.object({ kind: ErrorKind, message: z.string() });
export type ServiceErrorPayload = z.infer<typeof ServiceErrorPayload>;

/** Body of every HTTP error response. */
export const ErrorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A typed, expected failure. Services throw it; the bus carries `toPayload()`; the gateway maps it. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toPayload(): ServiceErrorPayload {
    return { kind: this.kind, message: this.message };
  }

  static isPayload(value: unknown): value is ServiceErrorPayload {
    return ServiceErrorPayload.safeParse(value).success;
  }
}

export const invalid = (message: string) => new AppError('Invalid', message);
export const notFound = (message: string) => new AppError('NotFound', message);
export const forbidden = (message: string) => new AppError('Forbidden', message);
export const conflict = (message: string) => new AppError('Conflict', message);
export const unauthorized = (message: string) => new AppError('Unauthorized', message);
