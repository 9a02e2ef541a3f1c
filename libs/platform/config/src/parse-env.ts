import type { z } from 'zod';

/** A configuration value is missing or wrong; the message is one line meant for the operator. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Parses the environment once at start. Empty strings count as missing so that `FOO=` in an env
 * file behaves like an unset variable (defaults apply, required ones fail).
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: Env = process.env): z.infer<S> {
  const cleaned: Env = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue.path.map(String).join('.') || 'environment';
  const given = issue.path.length > 0 ? cleaned[String(issue.path[0])] : undefined;
  const problem =
    given === undefined && issue.code === 'invalid_type' ? 'is required but not set' : issue.message;
  throw new ConfigError(`Configuration error: ${name} ${problem}`);
}

/** For mains: print the one-line configuration error and exit 1; anything else is rethrown. */
export function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
