import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, stageOfProgress } from '@mise/contracts';
import {
  ALLOW_LOOPBACK_ENV,
  draftFromPage,
  draftFromUrlJob,
  fetchOptionsFromEnv,
  NO_RECIPE_ON_PAGE,
} from './draft-from-url.job';

const JSON_LD_PAGE = `<!doctype html><html><head>
<meta property="og:site_name" content="Kitchen Notes">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Barley Soup",
"recipeIngredient":["1 cup pearl barley","2 carrots, diced","1.5 l stock"],
"recipeInstructions":[{"@type":"HowToStep","text":"Rinse the barley."},{"@type":"HowToStep","text":"Simmer everything for 40 minutes."}],
"prepTime":"PT10M","cookTime":"PT40M","recipeYield":"4 servings"}</script>
</head><body><h1>Barley Soup</h1></body></html>`;

const HEADINGS_PAGE = `<html><head><title>Flapjacks</title></head><body><article>
<h1>Flapjacks</h1><h2>Ingredients</h2><ul><li>250 g oats</li><li>125 g butter</li><li>100 g golden syrup</li></ul>
<h2>Method</h2><ol><li>Melt the butter with the syrup.</li><li>Stir in the oats and bake for 20 minutes.</li></ol>
</article></body></html>`;

describe('draftFromPage', () => {
  it('reads a JSON-LD recipe into the draft, source the site name and source_url the page', () => {
    const draft = draftFromPage(JSON_LD_PAGE, 'https://www.kitchen-notes.test/barley-soup');
    expect(draft).toMatchObject({
      title: 'Barley Soup',
      ingredients: ['1 cup pearl barley', '2 carrots, diced', '1.5 l stock'],
      method: ['Rinse the barley.', 'Simmer everything for 40 minutes.'],
      prep_time_minutes: 10,
      cook_time_minutes: 40,
      servings: 4,
      source: 'Kitchen Notes',
      source_url: 'https://www.kitchen-notes.test/barley-soup',
    });
  });

  it('falls back to the headings of a page without structured data, source the host', () => {
    const draft = draftFromPage(HEADINGS_PAGE, 'https://www.oat-bakes.test/flapjacks');
    expect(draft).toMatchObject({
      title: 'Flapjacks',
      ingredients: ['250 g oats', '125 g butter', '100 g golden syrup'],
      method: ['Melt the butter with the syrup.', 'Stir in the oats and bake for 20 minutes.'],
      source: 'oat-bakes.test',
    });
  });

  it('answers 422 with a clear message for a page with no recipe', () => {
    const error = (() => {
      try {
        draftFromPage('<html><body><h1>About us</h1><p>We like food.</p></body></html>', 'https://x.test/');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'Unprocessable', message: NO_RECIPE_ON_PAGE });
  });
});

describe('draftFromUrlJob', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/soup') res.writeHead(200, { 'content-type': 'text/html' }).end(JSON_LD_PAGE);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('fetches and reads the page, reporting progress by stage', async () => {
    const progress: number[] = [];
    const context = { id: '1', attempt: 1, progress: async (p: number) => void progress.push(p) };
    const draft = await draftFromUrlJob({ allowLoopback: true })({ url: `${base}/soup` }, context);
    expect(draft).toMatchObject({ title: 'Barley Soup', source: 'Kitchen Notes', reader: 'json-ld' });
    expect(progress.map(stageOfProgress)).toEqual(['fetching', 'reading', 'done']);
  });

  it('refuses the loopback fixture server without the test setting', async () => {
    const context = { id: '1', attempt: 1, progress: async () => undefined };
    await expect(
      draftFromUrlJob(fetchOptionsFromEnv({}))({ url: `${base}/soup` }, context),
    ).rejects.toMatchObject({
      kind: 'Invalid',
    });
  });

  it('turns the test setting on only for 1 or true', () => {
    expect(fetchOptionsFromEnv({}).allowLoopback).toBe(false);
    expect(fetchOptionsFromEnv({ [ALLOW_LOOPBACK_ENV]: '0' }).allowLoopback).toBe(false);
    expect(fetchOptionsFromEnv({ [ALLOW_LOOPBACK_ENV]: '1' }).allowLoopback).toBe(true);
  });
});
