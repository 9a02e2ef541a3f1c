import { z } from 'zod';

/*
 * What any input may hold, checked once at the gateway for every body, form field and query, and
 * again by every service on every bus message (defence in depth). A contract says what a field
 * means; these say what no field may carry, because the store or the runtime cannot hold it.
 */

/** The store's `integer` column (PostgreSQL int4): ids, counts and versions live in it. */
export const STORE_INT_MIN = -2147483648;
export const STORE_INT_MAX = 2147483647;

const STORE_INT_MESSAGE = `must be a whole number from ${STORE_INT_MIN} to ${STORE_INT_MAX}`;

/** An integer the store can hold; `coerce` reads one from form or query text. */
export const storeInt = () =>
  z
    .number()
    .int(STORE_INT_MESSAGE)
    .min(STORE_INT_MIN, STORE_INT_MESSAGE)
    .max(STORE_INT_MAX, STORE_INT_MESSAGE);
storeInt.coerce = () =>
  z.coerce
    .number()
    .int(STORE_INT_MESSAGE)
    .min(STORE_INT_MIN, STORE_INT_MESSAGE)
    .max(STORE_INT_MAX, STORE_INT_MESSAGE);

export const INPUT_LIMITS = {
  /**
   * Levels of lists and objects in one input. The deepest shape a contract has (a shopping body's
   * recipe line with its own object) is five; thousands of levels exhaust the store's and the JSON
   * writer's stacks.
   */
  maxDepth: 32,
  /** Items in one list and fields in one object: above every contract's own `.max` (5,000 at most). */
  maxItems: 10_000,
} as const;

/** A field's path as a person reads it: `ingredients[1].item`, `(body)` for the whole input. */
function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path)
    text += typeof part === 'number' ? `[${part}]` : text === '' ? String(part) : `.${String(part)}`;
  return text || '(body)';
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The text of a failed parse's first issue, as a 400 says it. An out-of-range integer's message
 * ('must be a whole number ...') reads only after its field's name, so the field is put first.
 */
export function firstIssueText(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0];
  if (!issue) return fallback;
  return issue.message === STORE_INT_MESSAGE ? `${pathText(issue.path)} ${issue.message}` : issue.message;
}

/** NUL (no text column can store it) or half of a surrogate pair (no valid UTF-8 encodes it). */
export function unsafeText(text: string): 'NUL' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'NUL';
  return UNPAIRED_SURROGATE.test(text) ? 'surrogate' : null;
}

function textProblem(text: string, field: string): string | null {
  const kind = unsafeText(text);
  if (kind === 'NUL') return `${field} must not contain a NUL character`;
  if (kind === 'surrogate') return `${field} must be valid Unicode text (it holds an unpaired surrogate)`;
  return null;
}

/**
 * The first thing in `value` that no input may carry, as the 400 text naming its field, or null:
 * text with NUL or an unpaired surrogate (values and field names), nesting deeper than
 * INPUT_LIMITS.maxDepth, a list or object with more than INPUT_LIMITS.maxItems entries. Text is
 * never altered: the sender is told, and nothing is stored.
 */
export function unsafeInput(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return textProblem(value, pathText(path));
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= INPUT_LIMITS.maxDepth)
    return `${pathText(path)} is nested too deeply (at most ${INPUT_LIMITS.maxDepth} levels)`;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  if (entries.length > INPUT_LIMITS.maxItems)
    return `${pathText(path)} has too many entries (at most ${INPUT_LIMITS.maxItems})`;
  for (const [key, item] of entries) {
    if (typeof key === 'string') {
      const problem = textProblem(key, `A field name in ${pathText(path)}`);
      if (problem) return problem;
    }
    const problem = unsafeInput(item, [...path, key]);
    if (problem) return problem;
  }
  return null;
}
