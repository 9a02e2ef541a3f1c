import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ClientProxy } from '@nestjs/microservices';
import { BUS_CLIENT } from '@mise/platform-bus';
import { AuthEmulatorStub, mintEmulatorToken, tempDir, TempDir } from '@mise/platform-testing';
import { throwError } from 'rxjs';
import request from 'supertest';
import type { App } from 'supertest/types';
import { Standalone } from './standalone-app';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

let webDir: TempDir;

/** The whole standalone slice in this process: HTTP -> gateway -> in-process bus -> services -> PGlite. */
describe('gateway over the in-process bus', () => {
  let app: TestStandalone;
  let http: App;
  let stub: AuthEmulatorStub;
  let standalone: Standalone;

  beforeAll(async () => {
    webDir = tempDir();
    mkdirSync(join(webDir.path, 'assets'), { recursive: true });
    writeFileSync(join(webDir.path, 'index.html'), '<!doctype html><title>Mise SPA</title>');
    writeFileSync(join(webDir.path, 'assets', 'app.js'), 'console.log("app")');
    app = await startTestStandalone({ WEB_DIST: webDir.path });
    ({ stub, standalone } = app);
    http = app.http as App;
  }, 60000);

  afterAll(async () => {
    await app.close();
    webDir.remove();
  });

  const tokenFor = (uid: string, name = `Cook ${uid}`) => app.bearer(uid, name);
  const as = (uid: string) => ({ Authorization: tokenFor(uid) });

  describe('health and public files', () => {
    it('reports every part up without a token', async () => {
      const res = await request(http).get('/api/health').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        profile: 'standalone',
        bus: { ok: true, detail: 'in-process' },
        store: { ok: true, detail: 'pglite' },
        queue: { ok: true, detail: 'in-process' },
        services: {
          recipes: { ok: true },
          social: { ok: true },
          shopping: { ok: true },
          extraction: { ok: true },
        },
      });
    });

    it('serves the client config with demo values and the emulator URL', async () => {
      const res = await request(http).get('/app-config.json').expect(200);
      expect(res.body).toEqual({
        firebase: {
          apiKey: 'demo-key',
          authDomain: 'demo-recipes.firebaseapp.com',
          projectId: 'demo-recipes',
        },
        authEmulatorUrl: `http://${stub.host}`,
      });
    });

    it('serves SPA files and falls back to index.html for page routes, not for /api', async () => {
      await request(http).get('/assets/app.js').expect(200, 'console.log("app")');
      const page = await request(http).get('/recipe/12').expect(200);
      expect(page.text).toContain('Mise SPA');
      const api = await request(http).get('/api/nothing-here').set(as('lost')).expect(404);
      expect(api.body).toEqual({ error: 'Not found' });
    });
  });

  describe('authentication', () => {
    it('asks for a token when there is none', async () => {
      const res = await request(http).get('/api/recipes').expect(401);
      expect(res.body).toEqual({ error: 'Authentication required' });
    });

    it('refuses a malformed, expired, foreign or disabled account token', async () => {
      const expired = mintEmulatorToken({ uid: 'late', expiresInSeconds: -30 });
      const foreign = mintEmulatorToken({ uid: 'other', projectId: 'another-project' });
      stub.disable('banned');
      const banned = mintEmulatorToken({ uid: 'banned' });
      for (const token of ['garbage', expired, foreign, banned]) {
        const res = await request(http)
          .get('/api/users/profile')
          .set('Authorization', `Bearer ${token}`)
          .expect(401);
        expect(res.body).toEqual({ error: 'Authentication failed' });
      }
    });

    it('creates the profile on the first call and returns the same one later', async () => {
      const first = await request(http)
        .get('/api/users/profile')
        .set('Authorization', tokenFor('new-cook', 'New Cook'))
        .expect(200);
      expect(first.body).toMatchObject({
        firebase_uid: 'new-cook',
        display_name: 'New Cook',
        email: 'new-cook@example.com',
      });
      const again = await request(http)
        .get('/api/users/profile')
        .set('Authorization', tokenFor('new-cook', 'New Cook'))
        .expect(200);
      expect(again.body.id).toBe(first.body.id);
    });
  });

  describe('recipes', () => {
    it('creates, lists, reads, updates and deletes a recipe', async () => {
      const created = await request(http)
        .post('/api/recipes')
        .set(as('ada'))
        .send({
          title: 'Tomato soup',
          prep_time_minutes: 10,
          cook_time_minutes: '20',
          ingredients: ['4 tomatoes'],
          method: ['Simmer'],
          privacy: 'private',
        })
        .expect(201);
      expect(created.body).toMatchObject({
        title: 'Tomato soup',
        duration_minutes: 30,
        user_display_name: 'Cook ada',
        status: 'to-make',
        _id: created.body.id,
      });
      const id: number = created.body.id;

      const list = await request(http)
        .get(`/api/recipes?_=${Date.now()}&view=mine`)
        .set(as('ada'))
        .expect(200);
      expect(list.body.map((r: { id: number }) => r.id)).toContain(id);

      await request(http).get(`/api/recipes/${id}`).set(as('ada')).expect(200);

      const updated = await request(http)
        .patch(`/api/recipes/${id}`)
        .set(as('ada'))
        .send({ status: 'made', your_rating: 4 })
        .expect(200);
      expect(updated.body).toMatchObject({ id, status: 'made', your_rating: 4, title: 'Tomato soup' });

      await request(http).delete(`/api/recipes/${id}`).set(as('ada')).expect(204);
      const gone = await request(http).get(`/api/recipes/${id}`).set(as('ada')).expect(404);
      expect(gone.body).toEqual({ error: 'Recipe not found' });
    });

    it('a partial update changes only what was sent and keeps the rest of the recipe', async () => {
      const created = await request(http)
        .post('/api/recipes')
        .set(as('ada'))
        .send({
          title: 'Lemon cake',
          description: 'Moist and bright.',
          servings: 8,
          ingredients: ['200 g flour', '2 lemons'],
          method: ['Mix.', 'Bake 40 minutes.'],
          notes: 'Glaze while warm.',
          privacy: 'public',
          tags: { Cuisine: ['British'] },
        })
        .expect(201);
      const id: number = created.body.id;
      await request(http).patch(`/api/recipes/${id}`).set(as('ada')).send({ status: 'made' }).expect(200);
      await request(http)
        .patch(`/api/recipes/${id}`)
        .set(as('ada'))
        .send({ your_rating: 4.5, notes: 'Less sugar next time.' })
        .expect(200);
      const read = await request(http).get(`/api/recipes/${id}`).set(as('ada')).expect(200);
      expect(read.body).toMatchObject({
        title: 'Lemon cake',
        description: 'Moist and bright.',
        servings: 8,
        ingredients: ['200 g flour', '2 lemons'],
        method: ['Mix.', 'Bake 40 minutes.'],
        notes: 'Less sugar next time.',
        privacy: 'public',
        tags: { Cuisine: ['British'] },
        status: 'made',
        your_rating: 4.5,
      });
    });

    it('keeps other users out', async () => {
      const secret = await request(http)
        .post('/api/recipes')
        .set(as('owner'))
        .send({ title: 'Secret', privacy: 'private' })
        .expect(201);
      const open = await request(http)
        .post('/api/recipes')
        .set(as('owner'))
        .send({ title: 'Open', privacy: 'public' })
        .expect(201);
      await request(http).get(`/api/recipes/${secret.body.id}`).set(as('intruder')).expect(404);
      await request(http).get(`/api/recipes/${open.body.id}`).set(as('intruder')).expect(200);
      const patch = await request(http)
        .patch(`/api/recipes/${open.body.id}`)
        .set(as('intruder'))
        .send({ title: 'Mine' })
        .expect(403);
      expect(patch.body).toEqual({ error: 'You can only change your own recipes' });
      await request(http).delete(`/api/recipes/${open.body.id}`).set(as('intruder')).expect(403);
      const all = await request(http).get('/api/recipes?view=all').set(as('intruder')).expect(200);
      const ids = all.body.map((r: { id: number }) => r.id);
      expect(ids).toContain(open.body.id);
      expect(ids).not.toContain(secret.body.id);
    });

    it('rejects bad bodies and queries with the first problem', async () => {
      const blank = await request(http)
        .post('/api/recipes')
        .set(as('ada'))
        .send({ title: '   ' })
        .expect(400);
      expect(blank.body).toEqual({ error: 'Recipe title is required' });
      const unknownField = await request(http)
        .patch('/api/recipes/1')
        .set(as('ada'))
        .send({ user_id: 7 })
        .expect(400);
      expect(unknownField.body.error).toEqual(expect.any(String));
      await request(http).get('/api/recipes?view=everyone').set(as('ada')).expect(400);
      const badJson = await request(http)
        .post('/api/recipes')
        .set(as('ada'))
        .set('Content-Type', 'application/json')
        .send('{"title":')
        .expect(400);
      expect(badJson.body).toEqual({ error: 'Request body is not valid JSON' });
    });

    it('answers 404 for ids that cannot exist', async () => {
      const res = await request(http).get('/api/recipes/not-a-number').set(as('ada')).expect(404);
      expect(res.body).toEqual({ error: 'Recipe not found' });
    });

    it("shows an owner's new name on their recipes after a rename", async () => {
      const created = await request(http)
        .post('/api/recipes')
        .set('Authorization', tokenFor('renamer', 'Before'))
        .send({ title: 'Bread' })
        .expect(201);
      expect(created.body.user_display_name).toBe('Before');
      await request(http)
        .get('/api/users/profile')
        .set('Authorization', tokenFor('renamer', 'After'))
        .expect(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await request(http)
        .get(`/api/recipes/${created.body.id}`)
        .set('Authorization', tokenFor('renamer', 'After'))
        .expect(200);
      expect(res.body.user_display_name).toBe('After');
    });
  });

  describe('extraction', () => {
    it('turns pasted text into a draft through the job queue', async () => {
      const res = await request(http)
        .post('/api/extraction/text')
        .set(as('ada'))
        .send({
          text: 'Flapjacks\nIngredients\n250 g oats\n125 g butter\nMethod\nMelt the butter.\nStir in the oats.',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        title: 'Flapjacks',
        ingredients: ['250 g oats', '125 g butter'],
        method: ['Melt the butter.', 'Stir in the oats.'],
      });
    });

    it('asks for some text', async () => {
      const res = await request(http)
        .post('/api/extraction/text')
        .set(as('ada'))
        .send({ text: '  ' })
        .expect(400);
      expect(res.body).toEqual({ error: 'Please paste some recipe text' });
    });
  });

  describe('error filter', () => {
    it('answers an unexpected failure with a bare 500', async () => {
      await request(http).get('/api/users/profile').set(as('ada')).expect(200);
      const bus = standalone.gateway.get<ClientProxy>(BUS_CLIENT);
      const spy = jest
        .spyOn(bus, 'send')
        .mockReturnValueOnce(throwError(() => new Error('connect to postgres://admin:hunter2@db failed')));
      const res = await request(http).get('/api/recipes').set(as('ada')).expect(500);
      spy.mockRestore();
      expect(res.body).toEqual({ error: 'Internal server error' });
      expect(JSON.stringify(res.body)).not.toContain('hunter2');
    });
  });
});
