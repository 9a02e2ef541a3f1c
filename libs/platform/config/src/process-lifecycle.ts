import type { z } from 'zod';
import { exitOnConfigError, parseEnv } from './parse-env';

/** For mains: parse the environment or print the one-line problem and exit 1. */
export function parseEnvOrExit<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  try {
    return parseEnv(schema, env);
  } catch (error) {
    return exitOnConfigError(error);
  }
}

/** Closes the process's resources once on SIGINT or SIGTERM, then exits (1 if closing failed). */
export function closeOnSignal(close: () => Promise<void>): void {
  let closing = false;
  const handler = () => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** For mains: a start-up failure is printed as one message and the process exits 1. */
export function exitOnStartFailure(error: unknown): never {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
