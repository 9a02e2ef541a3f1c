import { Redis } from 'ioredis';
import { RateLimiter, RedisRateLimitStore } from '../../apps/gateway/src/http/rate-limit';
import { REDIS_URL, runId } from './integration-env';

const prefix = `mise-rate-${runId}:`;

/** Two gateways share one Redis: a person's hits count once across both, and windows end. */
describe('rate limits kept in Redis', () => {
  const first = new RedisRateLimitStore(REDIS_URL, prefix);
  const second = new RedisRateLimitStore(REDIS_URL, prefix);

  afterAll(async () => {
    await first.close();
    await second.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts hits from every gateway in one window', async () => {
    expect(await first.hit('import:user:1', 10_000)).toMatchObject({ count: 1 });
    expect(await second.hit('import:user:1', 10_000)).toMatchObject({ count: 2 });
    const third = await first.hit('import:user:1', 10_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(10_000);
  });

  it('starts a new window when the old one has ended', async () => {
    await first.hit('short', 150);
    await second.hit('short', 150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await first.hit('short', 150)).toMatchObject({ count: 1 });
  });

  it('refuses the hit over the limit whichever gateway takes it', async () => {
    const a = new RateLimiter(first, 0.1);
    const b = new RateLimiter(second, 0.1);
    for (let hit = 0; hit < 3; hit++)
      await (hit % 2 ? a : b).consume('import', { user: 7, address: '10.0.0.9' });
    await expect(b.consume('import', { user: 7, address: '10.0.0.9' })).rejects.toMatchObject({
      retryAfterSeconds: expect.any(Number),
    });
  });
});
