import request from 'supertest';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/**
 * What every response tells the browser, and the limits a person or an address meets. The limits
 * run at a tenth of their real size (RATE_LIMIT_SCALE) so the test stays short: 3 failed sign-ins
 * per address and 3 imports per person a minute.
 */
describe('secure headers, closed CORS and rate limits', () => {
  let app: TestStandalone;

  beforeAll(async () => {
    app = await startTestStandalone({ RATE_LIMIT_SCALE: '0.1' });
  }, 60_000);
  afterAll(() => app?.close());

  it('sends a strict Content Security Policy and the other secure headers', async () => {
    const res = await request(app.http).get('/api/health').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The sign-in SDK talks to the auth emulator, so the policy names it.
    expect(csp).toMatch(new RegExp(`connect-src [^;]*http://${app.stub.host.replace(/\./g, '\\.')}`));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers no other origin: no CORS headers on requests or preflights', async () => {
    const simple = await request(app.http).get('/api/health').set('Origin', 'https://evil.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(app.http)
      .options('/api/recipes')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'DELETE')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('answers 429 with Retry-After once an address has sent too many refused tokens', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      await request(app.http)
        .get('/api/recipes')
        .set('Authorization', 'Bearer forged.token.value')
        .expect(401);
    const res = await request(app.http)
      .get('/api/recipes')
      .set('Authorization', 'Bearer forged.token.value')
      .expect(429);
    expect(res.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // A person with a good token is not locked out by someone else's guessing.
    await request(app.http).get('/api/recipes').set('Authorization', app.bearer('grace')).expect(200);
  });

  it('limits imports per person, and a second person still gets theirs', async () => {
    const text = { text: 'Toast\nIngredients\n1 slice bread\nMethod\nToast the bread.' };
    for (let attempt = 0; attempt < 3; attempt++)
      await request(app.http)
        .post('/api/extraction/text')
        .set('Authorization', app.bearer('ada'))
        .send(text)
        .expect(200);
    const refused = await request(app.http)
      .post('/api/extraction/text')
      .set('Authorization', app.bearer('ada'))
      .send(text)
      .expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await request(app.http)
      .post('/api/extraction/text')
      .set('Authorization', app.bearer('linus'))
      .send(text)
      .expect(200);
  });
});
