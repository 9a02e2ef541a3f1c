import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { envFields } from '@mise/platform-config';

/** The repository root (holds nx.json), found from this file both in src/ and in dist/server/. */
function repoRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const GatewayEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: envFields.postgresUrl.optional(),
  NATS_URL: envFields.natsUrl.optional(),
  BUS_PREFIX: envFields.busPrefix,
  REDIS_URL: envFields.redisUrl.optional(),
  /** Redis key prefix (rate-limit counters here; BullMQ keys in extraction): one deployment or test run each. */
  QUEUE_PREFIX: envFields.queuePrefix,
  FIREBASE_PROJECT_ID: z.string().default('demo-recipes'),
  FIREBASE_AUTH_EMULATOR_HOST: envFields.hostPort.optional(),
  /** Where browsers reach the emulator when that differs from where the server does (a compose network). */
  FIREBASE_AUTH_EMULATOR_PUBLIC_URL: z.string().url().optional(),
  FIREBASE_WEB_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_APP_ID: z.string().optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
  WEB_DIST: z.string().default(() => join(repoRoot(), 'apps', 'web', 'dist')),
  LOG_LEVEL: envFields.logLevel,
  /** Multiplies every rate limit (imports, failed sign-ins); 0 turns them off, for load tests. */
  RATE_LIMIT_SCALE: z.coerce.number().min(0).default(1),
  /**
   * How long a verified token and the profile it maps to are remembered (never past the token's
   * expiry). Load tests raise it so that sign-in stays out of the figures of the call they measure.
   */
  AUTH_MEMO_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /** Image search for the recipe form: Pexels when set, else Unsplash; neither means "not set up". */
  PEXELS_API_KEY: z.string().optional(),
  UNSPLASH_ACCESS_KEY: z.string().optional(),
});
export type GatewayEnv = z.infer<typeof GatewayEnv>;

/** The distributed gateway talks to services over NATS only. */
export const DistributedGatewayEnv = GatewayEnv.extend({ NATS_URL: GatewayEnv.shape.NATS_URL.unwrap() });

export function resolveDataDir(env: Pick<GatewayEnv, 'DATA_DIR'>): string {
  return resolve(env.DATA_DIR);
}
