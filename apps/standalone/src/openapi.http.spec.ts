import { HTTP_ROUTES, openApiDocument, openApiPath } from '@mise/contracts';
import { recordResponses, ResponseChecker } from '@mise/platform-testing';
import request from 'supertest';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/**
 * The OpenAPI document: every route of the router is in it (read from the router, as the
 * permission spec does), it is served with a reference page that loads nothing from elsewhere, and
 * the answers of every standalone API spec are checked against it when their app closes (the
 * fixture); here the check itself is shown to catch a wrong answer.
 */
describe('the OpenAPI document', () => {
  let app: TestStandalone;

  beforeAll(async () => {
    app = await startTestStandalone();
  }, 60000);
  afterAll(() => app.close());

  const routerRoutes = () => {
    const router = (
      app.standalone.gateway.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    return router.stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`)
        : [],
    );
  };

  it('describes every route of the router, and no route the router lacks', async () => {
    const document = (await request(app.http).get('/api/openapi.json').expect(200)).body;
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = routerRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const inDocument = (route: string) => {
      const [method, path] = route.split(' ');
      return documented.includes(`${method} ${openApiPath(path)}`);
    };
    expect(routes.filter((route) => !inDocument(route))).toEqual([]);
    expect(
      documented.filter(
        (op) => !routes.some((route) => `${route.split(' ')[0]} ${openApiPath(route.split(' ')[1])}` === op),
      ),
    ).toEqual([]);
  });

  it('gives every operation its auth, bodies, error shape and statuses, with every reference resolving', async () => {
    const document = (await request(app.http).get('/api/openapi.json').expect(200)).body;
    expect(document.openapi).toBe('3.1.0');
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    const schemas = Object.keys(document.components.schemas);
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref);
    expect(refs.filter((ref) => !schemas.includes(ref.replace('#/components/schemas/', '')))).toEqual([]);
    for (const route of HTTP_ROUTES) {
      const operation = document.paths[openApiPath(route.path)][route.method];
      const label = `${route.method} ${route.path}`;
      expect({ label, security: operation.security.length > 0 }).toEqual({
        label,
        security: route.auth !== 'none',
      });
      if (route.auth !== 'none')
        expect({ label, has401: '401' in operation.responses }).toEqual({ label, has401: true });
      if (route.json)
        expect({ label, body: operation.requestBody.content['application/json'].schema.$ref }).toEqual({
          label,
          body: expect.stringMatching(/^#\/components\/schemas\//),
        });
      for (const [status, response] of Object.entries(
        operation.responses as Record<string, { content?: unknown }>,
      ))
        if (Number(status) >= 400)
          expect({ label, status, content: response.content }).toEqual({
            label,
            status,
            content: route.errorMediaType
              ? { [route.errorMediaType]: {} }
              : { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
          });
    }
    expect(document.components.schemas.ErrorBody).toEqual({
      type: 'object',
      properties: { error: { type: 'string' } },
      required: ['error'],
      additionalProperties: false,
    });
  });

  it('serves a reference page at /api/docs that loads only its own files, under the app’s security policy', async () => {
    const page = await request(app.http).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, src]) => src);
    expect(sources).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    expect(page.text).not.toMatch(/<script>[^<]/);
    for (const source of sources) {
      const file = await request(app.http).get(source).expect(200);
      expect(file.headers['content-type']).toMatch(
        source.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
    }
    const start = await request(app.http).get('/api/docs/start.js');
    expect(start.text).toContain("url: '/api/openapi.json'");
    expect(start.text).toContain('validatorUrl: null');
    await request(app.http).get('/api/docs/package.json').expect(404);
    await request(app.http).get('/api/docs/constructor').expect(404);
    await request(app.http).get('/api/docs/..%2F..%2Fpackage.json').expect(404);
  });

  it('finds an answer that breaks its documented schema or status', async () => {
    const checker = new ResponseChecker(openApiDocument());
    const answer = { method: 'get', route: '/api/recipes/:id', contentType: 'application/json' };
    const recipe = (
      await request(app.http)
        .post('/api/recipes')
        .set('Authorization', app.bearer('checker'))
        .send({ title: 'Soup' })
        .expect(201)
    ).body;
    const body = (value: unknown) => Buffer.from(JSON.stringify(value));
    expect(checker.mismatch({ ...answer, status: 200, body: body(recipe) })).toBeNull();
    expect(checker.mismatch({ ...answer, status: 200, body: body({ ...recipe, title: 7 }) })).toMatch(
      /GET \/api\/recipes\/:id answered 200: \/title must be string/,
    );
    expect(checker.mismatch({ ...answer, status: 404, body: body({ message: 'gone' }) })).toMatch(
      /must have required property 'error'/,
    );
    expect(checker.mismatch({ ...answer, status: 418, body: body({ error: 'teapot' }) })).toMatch(
      /does not list/,
    );
    expect(
      checker.mismatch({ ...answer, method: 'delete', status: 204, body: body({ deleted: true }) }),
    ).toMatch(/says none/);
  });

  it('records the answers a test receives, with the route the router matched', async () => {
    const recorded = recordResponses(app.http);
    await request(app.http).get('/api/recipes/123').set('Authorization', app.bearer('reader')).expect(404);
    expect(recorded).toEqual([
      expect.objectContaining({ method: 'get', route: '/api/recipes/:id', status: 404 }),
    ]);
    expect(JSON.parse(recorded[0].body!.toString())).toEqual({ error: 'Recipe not found' });
  });
});
