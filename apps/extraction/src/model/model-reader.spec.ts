import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, RecipeDraft } from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';
import { draftFromUrlJob } from '../url/draft-from-url.job';
import { SOUP, startModelStub } from './fixtures/model-stub';
import { modelSettingsFromEnv } from './model-env';
import { ModelReader, pageTextForModel, readWithModelLast } from './model-reader';

/** A page server for the URL job: one page with a recipe, one with only prose. */
async function startPages() {
  const pages: Record<string, string> = {
    '/squash-soup': `<!doctype html><html><head><title>Squash soup</title><script>var tracking = 1;</script></head><body>
<article><h1>Our favourite squash soup</h1><p>We make this every autumn. Roast a squash, blend it with stock.</p></article></body></html>`,
    '/about-us':
      '<!doctype html><html><head><title>About</title></head><body><p>We are two cooks.</p></body></html>',
    '/recipe': `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pea Pesto',
      recipeIngredient: ['200 g peas', '1 garlic clove', '30 g parmesan'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Blitz everything.' },
        { '@type': 'HowToStep', text: 'Season.' },
      ],
    })}</script></head><body><h1>Pea Pesto</h1></body></html>`,
  };
  const server = http.createServer((req, res) => {
    const page = pages[req.url ?? ''];
    res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page ?? 'missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const context: JobContext = { id: 'model-spec', attempt: 1, progress: () => Promise.resolve() };

describe("the operator's own model", () => {
  let stub: Awaited<ReturnType<typeof startModelStub>>;
  let pages: Awaited<ReturnType<typeof startPages>>;
  beforeAll(async () => {
    stub = await startModelStub();
    pages = await startPages();
  });
  afterAll(async () => {
    await stub.close();
    await pages.close();
  });
  beforeEach(() => {
    stub.requests.length = 0;
  });

  it('is off unless an endpoint is configured, and then needs a model name', () => {
    expect(modelSettingsFromEnv({})).toBeNull();
    expect(modelSettingsFromEnv({ EXTRACTION_MODEL_BASE_URL: '' })).toBeNull();
    expect(() => modelSettingsFromEnv({ EXTRACTION_MODEL_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      'EXTRACTION_MODEL_NAME is required when EXTRACTION_MODEL_BASE_URL is set',
    );
    expect(() =>
      modelSettingsFromEnv({ EXTRACTION_MODEL_BASE_URL: 'ftp://models', EXTRACTION_MODEL_NAME: 'x' }),
    ).toThrow(/EXTRACTION_MODEL_BASE_URL/);
    expect(
      modelSettingsFromEnv({
        EXTRACTION_MODEL_BASE_URL: 'http://localhost:11434/v1/',
        EXTRACTION_MODEL_NAME: 'llava',
      }),
    ).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: undefined, model: 'llava', timeoutMs: 30_000 });
  });

  it('asks the chat endpoint with the key and model, and reads its answer into a draft by the model', async () => {
    const reader = new ModelReader(stub.settings);
    const draft = await reader.readPage('<p>Squash soup</p>', `${pages.origin}/squash-soup`);
    expect(draft).toEqual(RecipeDraft.parse({ ...SOUP, reader: 'model' }));
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test-key',
      body: { model: 'gpt-4o-mini' },
    });
  });

  it('sends a photo as an image and answers null when the model finds no recipe', async () => {
    const reader = new ModelReader(stub.settings);
    await expect(reader.readPhoto('/9j/4AAQSkZJRg==')).resolves.toMatchObject({
      title: 'Squash Soup (photo)',
    });
    const sent = JSON.stringify(stub.requests[0].body.messages[1].content);
    expect(sent).toContain('"type":"image_url"');
    await expect(reader.readPage('<p>x</p>', 'https://example.org/about-us')).resolves.toBeNull();
    await expect(reader.readPage('<p>x</p>', 'https://example.org/overloaded')).rejects.toThrow('HTTP 503');
    await expect(reader.readPage('<p>x</p>', 'https://example.org/other')).rejects.toThrow(
      'without a JSON object',
    );
  });

  it('hands the model the page text only: no scripts, no markup', () => {
    const text = pageTextForModel(
      '<head><script>secret()</script><style>p{}</style></head><body><h1>Soup</h1><ul><li>1 &frac12; cups stock</li></ul></body>',
    );
    expect(text).toBe('Soup\n1 ½ cups stock');
  });

  describe('as the last strategy of the web page chain', () => {
    const job = (model: ModelReader | null) => draftFromUrlJob({ allowLoopback: true }, model);

    it('reads a page the local readers find no recipe on, keeping the site and address', async () => {
      const draft = await job(new ModelReader(stub.settings))(
        { url: `${pages.origin}/squash-soup` },
        context,
      );
      expect(draft).toMatchObject({
        title: 'Roasted Squash Soup',
        reader: 'model',
        source: '127.0.0.1',
        source_url: `${pages.origin}/squash-soup`,
      });
      const prompt = JSON.stringify(stub.requests[0].body.messages);
      expect(prompt).toContain('We make this every autumn');
      expect(prompt).not.toContain('tracking');
    });

    it('is not asked when the local readers read the page', async () => {
      const draft = await job(new ModelReader(stub.settings))({ url: `${pages.origin}/recipe` }, context);
      expect(draft).toMatchObject({ title: 'Pea Pesto', reader: 'json-ld' });
      expect(stub.requests).toHaveLength(0);
    });

    it('leaves the local answer standing when the model finds nothing too, and is off by default', async () => {
      const noRecipe =
        'No recipe was found on that page. Please try another link or create the recipe manually.';
      await expect(
        job(new ModelReader(stub.settings))({ url: `${pages.origin}/about-us` }, context),
      ).rejects.toThrow(noRecipe);
      await expect(job(null)({ url: `${pages.origin}/squash-soup` }, context)).rejects.toThrow(noRecipe);
      expect(stub.requests).toHaveLength(1);
    });
  });

  describe('readWithModelLast', () => {
    const local = (uncertain: number[]) => () =>
      Promise.resolve(
        RecipeDraft.parse({
          title: 'Scones',
          ingredients: ['225g/8oz flour'],
          uncertain_amounts: uncertain,
          reader: 'photo',
        }),
      );
    const fromModel = RecipeDraft.parse({
      title: 'Scones',
      ingredients: ['225g/8oz self-raising flour'],
      reader: 'model',
    });

    it('asks the model only when the local draft flags an amount', async () => {
      const ask = jest.fn(() => Promise.resolve(fromModel));
      await expect(readWithModelLast(local([]), ask)).resolves.toMatchObject({ reader: 'photo' });
      expect(ask).not.toHaveBeenCalled();
      await expect(readWithModelLast(local([0]), ask)).resolves.toBe(fromModel);
    });

    it('keeps the flagged local draft when the model fails, and rethrows a fault that is not about reading', async () => {
      await expect(
        readWithModelLast(local([0]), () => Promise.reject(new Error('down'))),
      ).resolves.toMatchObject({
        reader: 'photo',
        uncertain_amounts: [0],
      });
      const unavailable = new AppError('Unavailable', 'The queue is busy');
      const ask = jest.fn(() => Promise.resolve(fromModel));
      await expect(readWithModelLast(() => Promise.reject(unavailable), ask)).rejects.toBe(unavailable);
      expect(ask).not.toHaveBeenCalled();
    });
  });
});
