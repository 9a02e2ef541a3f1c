import {
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import type { AuthenticatedRequest } from '../auth/current-user.decorator';

/** A fixed-window counter shared by every gateway: in memory standalone, in Redis when distributed. */
export interface RateLimitStore {
  /** Counts one hit on `key` and says how many there were in its window and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

/** INCR and the window's expiry in one step, so concurrent gateways never both start a window. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'mise:rate:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface RateLimitPolicy {
  windowMs: number;
  /** Hits one signed-in person may make per window. */
  perUser: number;
  /** Hits one address may make per window, whoever is signed in there. */
  perAddress: number;
}

/**
 * The routes worth limiting: imports (each costs a fetch, OCR or a job) and failed sign-ins (a
 * forged or stolen token being tried). Generous enough that no cook ever meets them.
 */
export const RATE_LIMITS = {
  import: { windowMs: 60_000, perUser: 30, perAddress: 120 },
  failedSignIn: { windowMs: 60_000, perUser: Infinity, perAddress: 30 },
} as const satisfies Record<string, RateLimitPolicy>;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** 429 with `{ error }` and a Retry-After header (set by the HTTP error filter). */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

const RATE_LIMIT = 'mise:rate-limit';
/** Limits a route by the named policy, per signed-in person and per address. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

/** The address a request came from (behind a trusted proxy, the one it names). */
export const clientAddress = (request: Request) => request.ip ?? request.socket.remoteAddress ?? 'unknown';

/**
 * The policies over one store. `scale` multiplies every limit (RATE_LIMIT_SCALE): a load test
 * from one address raises it; 0 turns limiting off.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly scale = 1,
  ) {}

  /** Counts a hit against every key of a policy; throws 429 when any is over. */
  async consume(name: RateLimitName, keys: { user?: number; address: string }): Promise<void> {
    if (this.scale === 0) return;
    const policy: RateLimitPolicy = RATE_LIMITS[name];
    const checks: [string, number][] = [[`${name}:ip:${keys.address}`, policy.perAddress]];
    if (keys.user !== undefined && Number.isFinite(policy.perUser))
      checks.push([`${name}:user:${keys.user}`, policy.perUser]);
    for (const [key, limit] of checks) {
      const { count, resetInMs } = await this.store.hit(key, policy.windowMs);
      if (count > limit * this.scale)
        throw new TooManyRequestsException(Math.max(1, Math.ceil(resetInMs / 1000)));
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** Runs after the auth guard, so it knows who is asking. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!name) return true;
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    await this.limiter.consume(name, { user: request.user?.id, address: clientAddress(request) });
    return true;
  }
}
