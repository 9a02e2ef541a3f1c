import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { currentContext, requestIdFrom, runWithContext } from './context';
import { ProcessHealth } from './health';
import { requestObservability } from './http';
import { createLogger } from './logger';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('test', 'debug', stream), lines };
}

describe('request context and logs', () => {
  it('stamps each log line written inside a request with its id, and none outside', async () => {
    const { logger, lines } = captureLogger();
    runWithContext({ requestId: 'req-1' }, () => logger.info('inside'));
    logger.info('outside');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.msg, l.requestId, l.process, l.level])).toEqual([
      ['inside', 'req-1', 'test', 'info'],
      ['outside', undefined, 'test', 'info'],
    ]);
  });

  it("keeps a caller's request id only when it looks like one", () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123');
    expect(requestIdFrom('bad id\nwith newline')).not.toContain('\n');
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the gateway middleware', () => {
  let server: Server;
  let base = '';
  const health = new ProcessHealth();
  const seen: (string | undefined)[] = [];

  beforeAll(async () => {
    const { logger } = captureLogger();
    const middleware = requestObservability(health, logger);
    server = createServer((req, res) =>
      middleware(req, res, () => {
        seen.push(currentContext()?.idempotencyKey);
        // Never answered: the client gives up first.
        if (req.url === '/api/hang') return;
        res.end(currentContext()?.requestId ?? 'none');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives every request an id, echoes a given one, and carries it into the handler', async () => {
    const given = await fetch(`${base}/api/x`, { headers: { 'X-Request-Id': 'from-client' } });
    expect(given.headers.get('x-request-id')).toBe('from-client');
    expect(await given.text()).toBe('from-client');
    const fresh = await fetch(`${base}/api/x`);
    expect(await fresh.text()).toBe(fresh.headers.get('x-request-id'));
  });

  it('passes an Idempotency-Key on for writes only', async () => {
    seen.length = 0;
    await fetch(`${base}/api/x`, { method: 'POST', headers: { 'Idempotency-Key': 'k1' } });
    await fetch(`${base}/api/x`, { headers: { 'Idempotency-Key': 'k2' } });
    expect(seen).toEqual(['k1', undefined]);
  });

  it('is not ready until started, ready while its checks pass, and not ready once draining', async () => {
    const readyz = async () => (await fetch(`${base}/readyz`)).status;
    expect(await readyz()).toBe(503);
    let storeUp = true;
    health.markStarted([{ name: 'store', check: async () => ({ ok: storeUp }) }]);
    expect(await readyz()).toBe(200);
    storeUp = false;
    expect(await readyz()).toBe(503);
    storeUp = true;
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    health.markDraining();
    expect(await readyz()).toBe(503);
    expect((await fetch(`${base}/livez`)).status).toBe(200);
  });

  it('counts a request whose client gave up before the answer as status 499', async () => {
    await fetch(`${base}/api/hang`, { signal: AbortSignal.timeout(100) }).catch(() => undefined);
    let text = '';
    for (let i = 0; i < 50 && !text.includes('status="499"'); i++)
      text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="499"} 1',
    );
  });

  it('serves Prometheus metrics with the request histogram', async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="unmatched",status="200"');
  });
});
