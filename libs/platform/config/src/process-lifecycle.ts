import { Logger } from '@nestjs/common';
import {
  createLogger,
  initMetrics,
  PinoNestLogger,
  ProcessHealth,
  type ReadinessCheck,
  startOpsServer,
} from '@mise/platform-observability';
import type { Logger as Pino } from 'pino';
import { z } from 'zod';
import { envFields } from './env-fields';
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
  /** Stop taking work, finish what is in flight, release the bus and the store. */
  close(): Promise<void>;
  /** What `/readyz` checks once started (the store, the bus, the queue). */
  readiness?: ReadinessCheck[];
}

/** What runMain gives start-up: the process's health (for the gateway's own port) and its logger. */
export interface MainContext {
  health: ProcessHealth;
  logger: Pino;
}

export interface MainOptions {
  /**
   * The process's name in logs and metrics. Given, the process logs JSON lines through pino (Nest's
   * logger included) and labels its metrics; without it (the standalone app) Nest's console logger stays.
   */
  name?: string;
  /** Called once when a stop signal arrives (for a log line). */
  onSignal?(signal: NodeJS.Signals): void;
  /** Errors whose message alone is the whole story (no stack), e.g. a data directory held by another process. */
  plainErrors?: ReadonlyArray<abstract new (...args: never[]) => Error>;
}

const LifecycleEnv = z.object({
  OPS_PORT: envFields.opsPort,
  LOG_LEVEL: envFields.logLevel,
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).default(25000),
});

/**
 * The lifecycle every main shares. Signal handlers go in before start-up, so whatever start-up takes
 * (a data directory lock, a bus connection) is released however early the process is stopped: a
 * signal during start-up is acted on as soon as start-up returns. With OPS_PORT set, `/livez`,
 * `/readyz` and `/metrics` answer there from the first moment (ready once started).
 *
 * A stop signal first marks the process not ready (balancers stop sending work), waits
 * SHUTDOWN_DELAY_MS (default 0), then closes: servers stop accepting, requests and jobs in flight
 * finish, bus and store close. Closing happens once; the process exits 0, or 1 when closing failed,
 * took longer than SHUTDOWN_TIMEOUT_MS (default 25000), or start-up failed (printed as one message).
 */
export function runMain(
  start: (context: MainContext) => Promise<RunningProcess>,
  options: MainOptions = {},
): void {
  const env = parseEnvOrExit(LifecycleEnv);
  const logger = createLogger(options.name ?? 'mise', env.LOG_LEVEL);
  if (options.name) {
    Logger.overrideLogger(new PinoNestLogger(logger));
    initMetrics(options.name);
  }
  const health = new ProcessHealth();
  const ops = env.OPS_PORT !== undefined ? startOpsServer(health, env.OPS_PORT) : undefined;
  ops?.catch((error: unknown) => exitOnStartFailure(error));

  let running: RunningProcess | undefined;
  let stopRequested = false;
  let closing = false;

  const closeAndExit = () => {
    if (closing || !running) return;
    closing = true;
    const current = running;
    const deadline = setTimeout(() => {
      process.stderr.write(`Shutdown took longer than ${env.SHUTDOWN_TIMEOUT_MS} ms\n`);
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS))
      .then(() => current.close())
      .then(async () => (await ops)?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(
            `Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`,
          );
          process.exit(1);
        },
      );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested) return;
    stopRequested = true;
    health.markDraining();
    options.onSignal?.(signal);
    if (options.name) logger.info({ signal }, 'shutting down');
    closeAndExit();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  start({ health, logger }).then(
    (started) => {
      running = started;
      health.markStarted(started.readiness ?? []);
      if (options.name && !stopRequested) logger.info('started');
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
