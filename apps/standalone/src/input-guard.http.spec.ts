import request from 'supertest';
import { MISE_EXPORT_FORMAT, MISE_EXPORT_VERSION } from '@mise/contracts';
import { usePeople } from './people.fixture';

/**
 * Hostile text and odd headers, one case per kind that once answered 500: each is refused before any
 * service sees it, with a 4xx in the house shape `{ error }` (naming the field where there is one),
 * and nothing is stored.
 */
describe('input guard', () => {
  const people = usePeople(['ivy'], { RATE_LIMIT_SCALE: '0' });
  const api = () => request(people.http);
  const ivy = () => people.as('ivy');

  async function recipeTitles(): Promise<string[]> {
    const res = await api().get('/api/recipes').set(ivy()).expect(200);
    return (res.body as { title: string }[]).map((recipe) => recipe.title);
  }

  function expectRefused(res: request.Response, status: number, field?: string) {
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    if (field) expect(res.body.error).toContain(field);
  }

  describe('NUL in text', () => {
    it('refuses a recipe title with NUL, naming the field, and stores nothing', async () => {
      const res = await api().post('/api/recipes').set(ivy()).send({ title: 'Soup\u0000' });
      expectRefused(res, 400, 'title');
      expect(await recipeTitles()).toEqual([]);
    });

    it('refuses NUL inside an ingredient line and a method step', async () => {
      expectRefused(
        await api()
          .post('/api/recipes')
          .set(ivy())
          .send({ title: 'Soup', ingredients: ['1 egg', { item: 'salt\u0000' }] }),
        400,
        'ingredients',
      );
      expectRefused(
        await api()
          .post('/api/recipes')
          .set(ivy())
          .send({ title: 'Soup', method: ['Boil\u0000'] }),
        400,
        'method',
      );
    });

    it('refuses NUL in a multipart recipe form, in a plain and a JSON field', async () => {
      expectRefused(await api().post('/api/recipes').set(ivy()).field('title', 'Soup\u0000'), 400, 'title');
      expectRefused(
        await api()
          .post('/api/recipes')
          .set(ivy())
          .field('title', 'Soup')
          .field('ingredients', JSON.stringify(['egg\u0000'])),
        400,
        'ingredients',
      );
      expect(await recipeTitles()).toEqual([]);
    });

    it('refuses NUL in shopping and pantry names, quantities and categories', async () => {
      expectRefused(
        await api().post('/api/shopping/items').set(ivy()).send({ name: 'milk\u0000' }),
        400,
        'name',
      );
      expectRefused(
        await api().post('/api/shopping/items').set(ivy()).send({ name: 'milk', category: 'Dairy\u0000' }),
        400,
        'category',
      );
      expectRefused(
        await api().post('/api/pantry/items').set(ivy()).send({ name: 'rice', quantity: '2\u0000' }),
        400,
        'quantity',
      );
      const list = await api().get('/api/shopping').set(ivy()).expect(200);
      expect(list.body.customItems).toEqual([]);
    });

    it('refuses %00 in a search query', async () => {
      expectRefused(await api().get('/api/users/search?q=a%00b').set(ivy()), 400, 'q');
      expectRefused(await api().get('/api/recipes?q=soup%00').set(ivy()), 400, 'q');
    });

    it('refuses NUL in a restored export file', async () => {
      const file = {
        format: MISE_EXPORT_FORMAT,
        version: MISE_EXPORT_VERSION,
        recipes: [{ title: 'Bad\u0000soup', ingredients: [], method: [] }],
      };
      const res = await api()
        .post('/api/recipes/import-file/save')
        .set(ivy())
        .field('indices', '[0]')
        .attach('file', Buffer.from(JSON.stringify(file)), 'mise-export.json');
      expectRefused(res, 400, 'recipes[0].title');
      expect(await recipeTitles()).toEqual([]);
    });
  });

  describe('unpaired surrogates', () => {
    it('refuses a lone surrogate in ingredients, method and tags', async () => {
      for (const [field, body] of [
        ['ingredients', { title: 'Soup', ingredients: ['\udfff'] }],
        ['method', { title: 'Soup', method: ['Stir \ud800 well'] }],
        ['tags', { title: 'Soup', tags: { Cuisine: ['\udfff'] } }],
      ] as const) {
        expectRefused(await api().post('/api/recipes').set(ivy()).send(body), 400, field);
      }
      expect(await recipeTitles()).toEqual([]);
    });

    it('refuses one in a shopping hand-off title and its lines, and in a pantry name', async () => {
      expectRefused(
        await api()
          .post('/api/shopping')
          .set(ivy())
          .send({ recipes: [{ recipeId: 1, recipeTitle: 'Soup \udfff', ingredientsRaw: [] }] }),
        400,
        'recipeTitle',
      );
      expectRefused(
        await api()
          .post('/api/shopping')
          .set(ivy())
          .send({ recipes: [{ recipeId: 1, recipeTitle: 'Soup', ingredientsRaw: ['egg \ud800'] }] }),
        400,
        'ingredientsRaw',
      );
      expectRefused(
        await api().post('/api/pantry/items').set(ivy()).send({ name: '\udfffrice' }),
        400,
        'name',
      );
    });

    it('keeps well-formed text beyond the basic plane as it was sent', async () => {
      const title = 'Pho 🍜 with 𝒻𝒾𝓈𝒽';
      const res = await api().post('/api/recipes').set(ivy()).send({ title }).expect(201);
      expect(res.body.title).toBe(title);
      await api().delete(`/api/recipes/${res.body.id}`).set(ivy()).expect(204);
    });
  });

  describe('deep nesting inside a field', () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

    it('refuses a nutrition value, an ingredient and a hand-off line nested thousands deep', async () => {
      for (const [field, path, raw] of [
        [
          'nutrition_per_serving',
          '/api/recipes',
          `{"title":"Soup","nutrition_per_serving":{"calories":${deep(5000)}}}`,
        ],
        [
          'ingredients',
          '/api/recipes',
          `{"title":"Soup","ingredients":[{"item":"egg","amount":${deep(5000)}}]}`,
        ],
        [
          'ingredientsRaw',
          '/api/shopping',
          `{"recipes":[{"recipeId":1,"ingredientsRaw":[{"name":"egg","extra":${deep(5000)}}]}]}`,
        ],
      ] as const) {
        const res = await api().post(path).set(ivy()).set('Content-Type', 'application/json').send(raw);
        expectRefused(res, 400, field);
      }
      expect(await recipeTitles()).toEqual([]);
    });
  });

  describe('headers', () => {
    it('answers a JSON body in another charset with 415 { error }', async () => {
      const res = await api()
        .post('/api/recipes')
        .set(ivy())
        .set('Content-Type', 'application/json; charset=latin1')
        .send('{"title":"Soup"}');
      expectRefused(res, 415);
    });

    it('answers an unknown Content-Encoding with 415 { error }', async () => {
      const res = await api()
        .post('/api/recipes')
        .set(ivy())
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'x-squeeze')
        .send('{"title":"Soup"}');
      expectRefused(res, 415);
    });

    it('answers a URL longer than the header limit with 414 { error }', async () => {
      const res = await api()
        .get(`/api/recipes?q=${'a'.repeat(20000)}`)
        .set(ivy());
      expectRefused(res, 414);
      // Past even the raised header limit Node refuses the request itself: in the same shape.
      const huge = await api()
        .get(`/api/recipes?q=${'a'.repeat(70000)}`)
        .set(ivy());
      expectRefused(huge, 431);
    });
  });

  describe('integers beyond the store', () => {
    it('refuses ids past the int4 range in a body, naming the field', async () => {
      expectRefused(
        await api()
          .post('/api/shopping')
          .set(ivy())
          .send({ recipes: [{ recipeId: 2147483648, recipeTitle: 'Soup' }] }),
        400,
        'recipes[0].recipeId',
      );
      expectRefused(
        await api().post('/api/recipes').set(ivy()).send({ title: 'Copy', original_recipe_id: 2147483648 }),
        400,
        'original_recipe_id',
      );
      expectRefused(
        await api()
          .post('/api/household/invitations/send')
          .set(ivy())
          .send({ name: 'Home', friendIds: [2147483648] }),
        400,
        'friendIds[0]',
      );
      expect(await recipeTitles()).toEqual([]);
    });
  });
});
