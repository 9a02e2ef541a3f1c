import { Writable } from 'node:stream';
import { createLogger, ProcessHealth } from '@mise/platform-observability';
import request from 'supertest';
import type { App } from 'supertest/types';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/** The value of the first series named `name` that carries every one of `labels` (in any order). */
function sample(text: string, name: string, labels: string[]): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && labels.every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** What an operator of the standalone profile sees: request ids, per-route metrics, health paths. */
describe('standalone observability', () => {
  let app: TestStandalone;
  let http: App;
  const lines: Record<string, unknown>[] = [];
  const health = new ProcessHealth();

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await startTestStandalone(
      {},
      { observability: { health, logger: createLogger('standalone', 'debug', sink) } },
    );
    http = app.http as App;
  }, 60000);

  afterAll(() => app.close());

  it("echoes a caller's X-Request-Id and logs the request under it", async () => {
    const res = await request(http)
      .get('/api/recipes?view=mine')
      .set('Authorization', app.bearer('observed'))
      .set('X-Request-Id', 'trace-standalone-1');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-standalone-1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toContainEqual(
      expect.objectContaining({
        process: 'standalone',
        requestId: 'trace-standalone-1',
        route: '/api/recipes',
        status: 200,
      }),
    );
  });

  it('gives a request without an id a fresh one', async () => {
    const first = await request(http).get('/api/health');
    const second = await request(http).get('/api/health');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('serves Prometheus metrics: requests per route with latency buckets, and event-loop lag', async () => {
    await request(http).get('/api/recipes?view=mine').set('Authorization', app.bearer('observed'));
    const res = await request(http).get('/metrics');
    expect(res.status).toBe(200);
    const recipes = ['method="GET"', 'route="/api/recipes"', 'status="200"', 'process="standalone"'];
    expect(sample(res.text, 'http_request_duration_seconds_count', recipes)).toBeGreaterThanOrEqual(1);
    expect(sample(res.text, 'http_request_duration_seconds_bucket', [...recipes, 'le="+Inf"'])).toBe(
      sample(res.text, 'http_request_duration_seconds_count', recipes),
    );
    expect(sample(res.text, 'nodejs_eventloop_lag_p99_seconds', ['process="standalone"'])).toBeGreaterThan(0);
  });

  it('answers liveness, and readiness once started', async () => {
    expect((await request(http).get('/livez')).status).toBe(200);
    expect((await request(http).get('/readyz')).status).toBe(503);
    health.markStarted([{ name: 'store', check: () => app.standalone.store.ping() }]);
    const ready = await request(http).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.store.ok).toBe(true);
  });
});
