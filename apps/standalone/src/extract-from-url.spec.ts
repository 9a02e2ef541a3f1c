import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { App } from 'supertest/types';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

const RECIPE_PAGE = `<!doctype html><html><head><meta property="og:site_name" content="Kitchen Notes">
<script type="application/ld+json">{"@type":"Recipe","name":"Barley Soup",
"recipeIngredient":["1 cup pearl barley","2 carrots, diced"],
"recipeInstructions":["Rinse the barley.","Simmer for 40 minutes."]}</script></head><body></body></html>`;

/** POST /api/recipes/extract-from-url through the gateway, the bus, the job queue and a real fetch. */
describe('POST /api/recipes/extract-from-url', () => {
  let app: TestStandalone;
  let http: App;
  let pages: Server;
  let base: string;
  const previous = process.env.EXTRACTION_FETCH_ALLOW_LOOPBACK;

  beforeAll(async () => {
    pages = createServer((req, res) => {
      if (req.url === '/soup') res.writeHead(200, { 'content-type': 'text/html' }).end(RECIPE_PAGE);
      else if (req.url === '/about')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>About</h1>');
      else if (req.url === '/to-private') res.writeHead(301, { location: 'http://192.168.1.1/' }).end();
      else res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    // The suite's fixture server is on loopback: the test setting lets the fetch reach it.
    process.env.EXTRACTION_FETCH_ALLOW_LOOPBACK = '1';
    app = await startTestStandalone();
    http = app.http as App;
  }, 60000);

  afterAll(async () => {
    if (previous === undefined) delete process.env.EXTRACTION_FETCH_ALLOW_LOOPBACK;
    else process.env.EXTRACTION_FETCH_ALLOW_LOOPBACK = previous;
    await app.close();
    await new Promise((resolve) => pages.close(resolve));
  });

  const post = (body: object, uid: string | null = 'ada') => {
    const call = request(http).post('/api/recipes/extract-from-url');
    return (uid ? call.set({ Authorization: app.bearer(uid) }) : call).send(body);
  };

  it('answers a signed-in user with the draft, source the site name and the URL', async () => {
    const res = await post({ url: `${base}/soup` }).expect(200);
    expect(res.body).toMatchObject({
      title: 'Barley Soup',
      ingredients: ['1 cup pearl barley', '2 carrots, diced'],
      method: ['Rinse the barley.', 'Simmer for 40 minutes.'],
      source: 'Kitchen Notes',
      source_url: `${base}/soup`,
    });
  });

  it('asks for a sign-in', async () => {
    const res = await post({ url: `${base}/soup` }, null).expect(401);
    expect(res.body).toEqual({ error: 'Authentication required' });
  });

  it.each([
    [{}, 'Please enter a website link'],
    [{ url: '  ' }, 'Please enter a website link'],
    [{ url: 'ftp://example.com/soup' }, 'Please enter a valid website link (http or https)'],
    [{ url: '&' }, 'Please enter a valid website link (http or https)'],
  ])('answers 400 for a missing or bad link %j', async (body, error) => {
    const res = await post(body).expect(400);
    expect(res.body).toEqual({ error });
  });

  it('answers 400 for a private address and for a redirect to one', async () => {
    const direct = await post({ url: 'http://10.0.0.1/recipe' }).expect(400);
    expect(direct.body.error).toMatch(/private or local address/);
    const redirected = await post({ url: `${base}/to-private` }).expect(400);
    expect(redirected.body.error).toMatch(/private or local address/);
  });

  it('answers 422 when the page holds no recipe', async () => {
    const res = await post({ url: `${base}/about` }).expect(422);
    expect(res.body.error).toMatch(/^No recipe was found on that page/);
  });

  it('answers 422 when the site fails, since the link is what the person gave', async () => {
    const res = await post({ url: `${base}/broken` }).expect(422);
    expect(res.body).toEqual({ error: 'That website answered with an error (HTTP 500)' });
  });
});
