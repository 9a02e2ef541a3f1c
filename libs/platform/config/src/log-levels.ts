import type { LogLevel } from '@nestjs/common';

const ORDER: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest log levels from LOG_LEVEL (silent, error, warn, info/log, debug, verbose); default info. */
export function nestLogLevels(level: string | undefined): LogLevel[] | false {
  const wanted = (level ?? 'info').toLowerCase();
  if (wanted === 'silent') return false;
  const name = (wanted === 'info' ? 'log' : wanted) as LogLevel;
  const index = ORDER.indexOf(name);
  return ORDER.slice(0, index < 0 ? 4 : index + 1);
}
