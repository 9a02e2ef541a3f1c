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

/** What a main's start-up hands back: the one way to release everything it took. */
export interface RunningProcess {
  close(): Promise<void>;
}

export interface MainOptions {
  /** Called once when a stop signal arrives (for a log line). */
  onSignal?(signal: NodeJS.Signals): void;
  /** Errors whose message alone is the whole story (no stack), e.g. a data directory held by another process. */
  plainErrors?: ReadonlyArray<abstract new (...args: never[]) => Error>;
}

/**
 * The lifecycle every main shares. Signal handlers go in before start-up, so whatever start-up takes
 * (a data directory lock, a bus connection) is released however early the process is stopped: a
 * signal during start-up is acted on as soon as start-up returns. Closing happens once; the process
 * exits 0, or 1 when closing or starting failed (a start-up failure is printed as one message).
 */
export function runMain(start: () => Promise<RunningProcess>, options: MainOptions = {}): void {
  let running: RunningProcess | undefined;
  let stopRequested = false;
  let closing = false;
  const closeAndExit = () => {
    if (closing || !running) return;
    closing = true;
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested) return;
    stopRequested = true;
    options.onSignal?.(signal);
    closeAndExit();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  start().then(
    (started) => {
      running = started;
      if (stopRequested) closeAndExit();
    },
    (error: unknown) => {
      if (options.plainErrors?.some((type) => error instanceof type)) {
        process.stderr.write(`${(error as Error).message}\n`);
        process.exit(1);
      }
      exitOnStartFailure(error);
    },
  );
}

/** A start-up failure is printed as one message and the process exits 1. */
export function exitOnStartFailure(error: unknown): never {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
