import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RATING_MESSAGE } from '@mise/contracts';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/** The recipe calls of spec section 7 over HTTP, as the web app's form and detail page make them. */
describe('recipes over HTTP', () => {
  let app: TestStandalone;
  let http: App;

  beforeAll(async () => {
    app = await startTestStandalone();
    http = app.http as App;
  }, 60000);
  afterAll(() => app.close());

  const as = (uid: string) => ({
    Authorization: app.bearer(uid, `${uid[0].toUpperCase()}${uid.slice(1)} Cook`),
  });
  const photo = (color = '#e67e22') =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
  const storedFiles = () => {
    const dir = join(app.dataDir, 'uploads', 'recipes');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };

  describe('create and update as multipart form data', () => {
    it('creates a recipe from the form with a photo file and serves the stored image', async () => {
      const res = await request(http)
        .post('/api/recipes')
        .set(as('maya'))
        .field('title', 'Shakshuka')
        .field('description', 'Eggs in tomato sauce')
        .field('prep_time_minutes', '10')
        .field('cook_time_minutes', '20')
        .field('servings', '2')
        .field('notes', '')
        .field('source', 'Grandma')
        .field('ingredients', JSON.stringify(['4 eggs', '*Sauce*', '400 g tomatoes']))
        .field('method', JSON.stringify(['Simmer the sauce.', 'Add the eggs.']))
        .field('tags', JSON.stringify({ Cuisine: ['Middle Eastern'] }))
        .field('nutrition_per_serving', JSON.stringify({ calories: 300, protein_g: 18 }))
        .field('status', 'to-make')
        .field('your_rating', '0')
        .attach('imageFile', await photo(), 'pan.jpg')
        .expect(201);
      expect(res.body).toMatchObject({
        title: 'Shakshuka',
        servings: 2,
        duration_minutes: 30,
        ingredients: ['4 eggs', '*Sauce*', '400 g tomatoes'],
        method: ['Simmer the sauce.', 'Add the eggs.'],
        tags: { Cuisine: ['Middle Eastern'] },
        nutrition: { calories: 300, protein: 18 },
        status: 'to-make',
        your_rating: 0,
      });
      expect(res.body.image).toMatch(/^\/api\/images\/recipes\/[a-z0-9]+-display\.webp$/);
      const image = await request(http).get(res.body.image).set('Accept', 'image/webp').expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('changes the title (and keeps the rest) from a multipart PATCH, with or without a file', async () => {
      const created = await request(http)
        .post('/api/recipes')
        .set(as('maya'))
        .send({ title: 'Dal', ingredients: ['200 g lentils'], notes: 'Keep' })
        .expect(201);
      const id: number = created.body.id;
      const renamed = await request(http)
        .patch(`/api/recipes/${id}`)
        .set(as('maya'))
        .field('title', 'Tadka dal')
        .field('servings', '4')
        .field('ingredients', JSON.stringify(['200 g red lentils']))
        .expect(200);
      expect(renamed.body).toMatchObject({ title: 'Tadka dal', servings: 4, notes: 'Keep' });
      expect(renamed.body.ingredients).toEqual(['200 g red lentils']);

      const withPhoto = await request(http)
        .patch(`/api/recipes/${id}`)
        .set(as('maya'))
        .field('title', 'Tadka dal with rice')
        .attach('imageFile', await photo('#16a085'), 'dal.jpg')
        .expect(200);
      expect(withPhoto.body.title).toBe('Tadka dal with rice');
      expect(withPhoto.body.image).toMatch(/^\/api\/images\/recipes\//);
      const read = await request(http).get(`/api/recipes/${id}`).set(as('maya')).expect(200);
      expect(read.body.title).toBe('Tadka dal with rice');
    });

    it('refuses a form part that is not JSON with 400 and keeps the recipe', async () => {
      const created = await request(http)
        .post('/api/recipes')
        .set(as('maya'))
        .send({ title: 'Kept' })
        .expect(201);
      const res = await request(http)
        .patch(`/api/recipes/${created.body.id}`)
        .set(as('maya'))
        .field('title', 'Changed')
        .field('ingredients', '[not json')
        .expect(400);
      expect(res.body).toEqual({ error: 'ingredients must be valid JSON' });
      const read = await request(http).get(`/api/recipes/${created.body.id}`).set(as('maya')).expect(200);
      expect(read.body.title).toBe('Kept');
    });

    it('refuses a file that is not an image with 400, storing nothing', async () => {
      const before = storedFiles();
      const res = await request(http)
        .post('/api/recipes')
        .set(as('maya'))
        .field('title', 'Fake photo')
        .attach('imageFile', Buffer.from('%PDF-1.4 not an image'), 'photo.jpg')
        .expect(400);
      expect(res.body.error).toEqual(expect.any(String));
      expect(storedFiles()).toEqual(before);
    });
  });

  describe('oversized bodies', () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 7);

    it('answers 413 { error } on create and update, stores nothing and keeps the recipe', async () => {
      const created = await request(http)
        .post('/api/recipes')
        .set(as('omar'))
        .send({ title: 'Unchanged' })
        .expect(201);
      const before = storedFiles();
      for (const call of [
        request(http).post('/api/recipes'),
        request(http).patch(`/api/recipes/${created.body.id}`),
      ]) {
        const res = await call
          .set(as('omar'))
          .field('title', 'Too big')
          .attach('imageFile', big, 'huge.jpg')
          .ok(() => true);
        expect(res.status).toBe(413);
        expect(res.body).toEqual({ error: expect.stringMatching(/at most/) });
      }
      expect(storedFiles()).toEqual(before);
      const mine = await request(http).get('/api/recipes?view=mine').set(as('omar')).expect(200);
      expect(mine.body.map((r: { title: string }) => r.title)).toEqual(['Unchanged']);
    }, 30000);
  });

  describe('image search', () => {
    it('is routed before the recipe id and says when no provider is set up', async () => {
      const res = await request(http)
        .get('/api/recipes/search-image?query=Apple%20pie')
        .set(as('ivy'))
        .expect(200);
      expect(res.body).toEqual({ imageUrls: [], message: expect.stringContaining('not set up') });
    });

    it('needs a title', async () => {
      const res = await request(http).get('/api/recipes/search-image?query=%20').set(as('ivy')).expect(400);
      expect(res.body).toEqual({ error: 'Recipe title is required to search for an image' });
    });
  });

  describe('saved copies and images', () => {
    it("a copy names the original's owner, recipe, rating and display name", async () => {
      const original = await request(http)
        .post('/api/recipes')
        .set(as('lena'))
        .send({ title: 'Focaccia', privacy: 'public', image: 'https://images.example.com/f.jpg' })
        .expect(201);
      await request(http)
        .patch(`/api/recipes/${original.body.id}`)
        .set(as('lena'))
        .send({ your_rating: 4.5 });
      const copy = await request(http)
        .post('/api/recipes')
        .set(as('tom'))
        .send({
          title: 'Focaccia',
          description: '',
          prep_time_minutes: 0,
          cook_time_minutes: 0,
          servings: 0,
          ingredients: [],
          method: [],
          notes: '',
          image: 'https://images.example.com/f.jpg',
          nutrition_per_serving: { calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0 },
          tags: {},
          status: 'to-make',
          owner: 'Lena Cook',
          source: '',
          original_recipe_id: original.body.id,
          original_rating: 0,
          original_owner_display_name: 'Lena Cook',
        })
        .expect(201);
      expect(copy.body).toMatchObject({
        user_id: expect.any(Number),
        original_owner_user_id: original.body.user_id,
        original_recipe_id: original.body.id,
        original_rating: 4.5,
        original_owner_display_name: 'Lena Cook',
        status: 'to-make',
      });
      expect(copy.body.user_id).not.toBe(original.body.user_id);
    });

    it("deletes a deleted recipe's stored image, unless a saved copy still shows it", async () => {
      const made = await request(http)
        .post('/api/recipes')
        .set(as('zoe'))
        .field('title', 'Tart')
        .field('privacy', 'public')
        .attach('imageFile', await photo('#8e44ad'), 'tart.jpg')
        .expect(201);
      const image: string = made.body.image;
      const copy = await request(http)
        .post('/api/recipes')
        .set(as('tom'))
        .send({ title: 'Tart', image, original_recipe_id: made.body.id })
        .expect(201);
      await request(http).delete(`/api/recipes/${made.body.id}`).set(as('zoe')).expect(204);
      await request(http).get(image).expect(200);
      await request(http).delete(`/api/recipes/${copy.body.id}`).set(as('tom')).expect(204);
      await request(http).get(image).expect(404);
    });

    it('replacing a photo deletes the old one', async () => {
      const made = await request(http)
        .post('/api/recipes')
        .set(as('zoe'))
        .field('title', 'Salad')
        .attach('imageFile', await photo('#27ae60'), 'a.jpg')
        .expect(201);
      const replaced = await request(http)
        .patch(`/api/recipes/${made.body.id}`)
        .set(as('zoe'))
        .send({ image: 'https://images.example.com/salad.jpg' })
        .expect(200);
      expect(replaced.body.image).toBe('https://images.example.com/salad.jpg');
      await request(http).get(made.body.image).expect(404);
    });

    it('refuses an image address that is not a web address', async () => {
      const res = await request(http)
        .post('/api/recipes')
        .set(as('zoe'))
        .send({ title: 'Bad link', image: 'javascript:alert(1)' })
        .expect(400);
      expect(res.body.error).toMatch(/web address/);
    });
  });

  describe('rating and status', () => {
    it('takes ratings 0..5 in half steps, sets made above 0 and to-make at 0', async () => {
      const created = await request(http)
        .post('/api/recipes')
        .set(as('raj'))
        .send({ title: 'Curry' })
        .expect(201);
      const id: number = created.body.id;
      for (const bad of [5.5, -0.5, 3.3, 'four']) {
        const res = await request(http)
          .patch(`/api/recipes/${id}`)
          .set(as('raj'))
          .send({ your_rating: bad })
          .expect(400);
        expect(res.body).toEqual({ error: RATING_MESSAGE });
      }
      const rated = await request(http)
        .patch(`/api/recipes/${id}`)
        .set(as('raj'))
        .send({ your_rating: 3.5, notes: 'Good' })
        .expect(200);
      expect(rated.body).toMatchObject({ your_rating: 3.5, status: 'made', notes: 'Good' });
      const cleared = await request(http)
        .patch(`/api/recipes/${id}`)
        .set(as('raj'))
        .send({ your_rating: 0 })
        .expect(200);
      expect(cleared.body).toMatchObject({ your_rating: 0, status: 'to-make' });
    });
  });

  describe('search and paging', () => {
    it('keeps the array body and hands the next page over in X-Next-Cursor', async () => {
      for (let i = 0; i < 5; i++)
        await request(http)
          .post('/api/recipes')
          .set(as('pam'))
          .send({ title: `Pasta ${i}`, tags: { Cuisine: ['Italian'] }, your_rating: i })
          .expect(201);
      const filters = JSON.stringify({ '🌍 Cuisine': ['🇮🇹 Italian'], '⭐ Rating': ['2+ stars'] });
      const first = await request(http)
        .get('/api/recipes')
        .query({ view: 'mine', q: 'pasta', filters, limit: 2 })
        .set(as('pam'))
        .expect(200);
      expect(first.body.map((r: { title: string }) => r.title)).toEqual(['Pasta 4', 'Pasta 3']);
      expect(first.headers['x-next-cursor']).toEqual(expect.any(String));
      const second = await request(http)
        .get('/api/recipes')
        .query({ view: 'mine', q: 'pasta', filters, limit: 2, cursor: first.headers['x-next-cursor'] })
        .set(as('pam'))
        .expect(200);
      expect(second.body.map((r: { title: string }) => r.title)).toEqual(['Pasta 2']);
      expect(second.headers['x-next-cursor']).toBeUndefined();
    });

    it('a list asked for again after a change shows the change', async () => {
      const made = await request(http)
        .post('/api/recipes')
        .set(as('kit'))
        .send({ title: 'Before' })
        .expect(201);
      const titles = async () =>
        (await request(http).get('/api/recipes?view=mine').set(as('kit')).expect(200)).body.map(
          (r: { title: string }) => r.title,
        );
      expect(await titles()).toEqual(['Before']);
      expect(await titles()).toEqual(['Before']);
      await request(http)
        .patch(`/api/recipes/${made.body.id}`)
        .set(as('kit'))
        .send({ title: 'After' })
        .expect(200);
      expect(await titles()).toEqual(['After']);
      await request(http).delete(`/api/recipes/${made.body.id}`).set(as('kit')).expect(204);
      expect(await titles()).toEqual([]);
    });

    it('refuses bad filters, limits and cursors with 400 { error }', async () => {
      for (const query of [
        { filters: '{nope' },
        { filters: '{"Cuisine":"Thai"}' },
        { limit: '0' },
        { cursor: 'zzz' },
      ]) {
        const res = await request(http).get('/api/recipes').query(query).set(as('pam')).expect(400);
        expect(res.body).toEqual({ error: expect.any(String) });
      }
    });
  });
});
