import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentContext } from './context';

const PINO_LEVEL: Record<string, pino.LevelWithSilent> = {
  silent: 'silent',
  error: 'error',
  warn: 'warn',
  info: 'info',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * One JSON line per event on stdout, each with the process's name and, inside a request, its
 * request id (so a request can be followed from the gateway through the bus into a job).
 */
export function createLogger(process: string, level = 'info', destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: PINO_LEVEL[level] ?? 'info',
      base: { process },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const context = currentContext();
        return context ? { requestId: context.requestId } : {};
      },
    },
    destination,
  );
}

/** Nest's logger on top of pino: `Logger.overrideLogger(new PinoNestLogger(logger))` in a main. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: pino.Level, message: unknown, params: unknown[]): void {
    // Nest passes the context (a class name) last, and for errors the stack before it.
    const context = typeof params[params.length - 1] === 'string' ? (params.pop() as string) : undefined;
    const stack = typeof params[0] === 'string' ? params[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
