import { z } from 'zod';

/** Env fields the mains share, so each service's schema reads the same way and fails the same way. */
export const envFields = {
  natsUrl: z.string().regex(/^(nats|tls):\/\//, 'must be a nats:// URL'),
  postgresUrl: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  redisUrl: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  hostPort: z.string().regex(/^[^/\s]+:\d+$/, 'must be host:port'),
  queuePrefix: z.string().default('mise'),
  /** Before every NATS subject: `BUS_PREFIX=it123` keeps a test run (or a second deployment) apart. */
  busPrefix: z
    .string()
    .regex(/^[\w-]+$/, 'must be letters, digits, - or _')
    .optional(),
  opsPort: z.coerce.number().int().min(0).max(65535).optional(),
  logLevel: z.enum(['silent', 'error', 'warn', 'info', 'log', 'debug', 'verbose']).default('info'),
};
