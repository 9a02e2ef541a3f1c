import { firstIssueText, invalid, notFound } from '@mise/contracts';
import type { z } from 'zod';

/** Validates a body or query with its contract; the first issue becomes the 400 text. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalid(firstIssueText(result.error, 'Invalid request'));
}

/** Route ids are positive integers of at most nine digits. */
const ROUTE_ID = /^\d{1,9}$/;

/** The one check of a route id: the number, or a 404 with `{ error: missing }` (a malformed id names nothing). */
export function requireId(raw: string, missing: string): number {
  if (!ROUTE_ID.test(raw)) throw notFound(missing);
  return Number(raw);
}
