import { invalid, notFound } from '@mise/contracts';
import type { z } from 'zod';

/** Validates a body or query with its contract; the first issue's message becomes the 400 text. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalid(result.error.issues[0]?.message ?? 'Invalid request');
}

/** Route ids are positive integers; anything else names nothing. */
export function parseId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** A route id, or a 404 with `{ error: missing }`: a malformed id names nothing. */
export function requireId(raw: string, missing: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(missing);
  return id;
}
