import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { paprikaExport, recipeSageExport } from '../../extraction/src/exports/fixtures/export-fixtures';
import { startRecordedSocialServer } from '../../extraction/src/social/fixtures/recorded-social';
import { socialFetch } from '../../extraction/src/social/social-fetch';
import { RECORDED_VIDEOS, recordedYouTubeFetch } from '../../extraction/src/video/fixtures/recorded-youtube';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

const FIXTURES = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'photo-pages');

/** The photo and video ways in, over HTTP, through the bus and the job queue of the standalone app. */
describe('importing from a photo or a video', () => {
  let app: TestStandalone;
  let cook: string;
  let platforms: Awaited<ReturnType<typeof startRecordedSocialServer>>;

  beforeAll(async () => {
    // Instagram and TikTok answer from recorded pages on loopback, through the real safe fetch.
    platforms = await startRecordedSocialServer();
    app = await startTestStandalone(
      {},
      {
        extraction: {
          ocrWorkers: 1,
          youtubeFetch: recordedYouTubeFetch(),
          socialFetch: socialFetch({ allowLoopback: false }, platforms.origin),
        },
      },
    );
    cook = app.bearer('photo-cook');
  }, 60000);
  afterAll(async () => {
    await app?.close();
    await platforms?.close();
  });

  describe('POST /api/recipes/extract-recipe', () => {
    const upload = (file: Buffer, name: string) =>
      request(app.http)
        .post('/api/recipes/extract-recipe')
        .set('Authorization', cook)
        .attach('recipeImage', file, name);

    it('turns a photographed page into a draft', async () => {
      const res = await upload(readFileSync(join(FIXTURES, '11-apple-crumble.jpg')), 'page.jpg').expect(200);
      expect(res.body).toMatchObject({
        title: 'Apple Crumble',
        reader: 'photo',
        servings: 6,
        prep_time_minutes: 20,
        cook_time_minutes: 40,
      });
      expect(res.body.ingredients).toContain('6 cooking apples, peeled and sliced');
      expect(res.body.method).toHaveLength(4);
    }, 60000);

    it('reads a PNG or WebP as well as a JPEG', async () => {
      const webp = await sharp(readFileSync(join(FIXTURES, '17-overnight-oats.jpg')))
        .webp()
        .toBuffer();
      const res = await upload(webp, 'page.webp').expect(200);
      expect(res.body.title).toBe('Overnight Oats');
    }, 60000);

    it('needs a signed-in user', async () => {
      const res = await request(app.http)
        .post('/api/recipes/extract-recipe')
        .attach('recipeImage', Buffer.from('x'), 'page.jpg')
        .expect(401);
      expect(res.body.error).toBeTruthy();
    });

    it('refuses a file that is not an image, whatever its name, and a missing file', async () => {
      const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'page.jpg').expect(
        400,
      );
      expect(fake.body.error).toBe('The file is not a JPEG, PNG, WebP, GIF, AVIF or HEIC image');
      const none = await request(app.http)
        .post('/api/recipes/extract-recipe')
        .set('Authorization', cook)
        .field('title', 'x')
        .expect(400);
      expect(none.body.error).toMatch(/recipeImage/);
    });

    it('answers 413 for an image over 10 MB', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
      const res = await upload(big, 'huge.jpg');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: 'Image must be at most 10 MB' });
    });

    it('says when a picture holds no recipe', async () => {
      const blank = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const res = await upload(blank, 'blank.png').expect(400);
      expect(res.body.error).toBe('No recipe could be read from this image');
    }, 60000);
  });

  describe('POST /api/recipes/extract-from-youtube', () => {
    const post = (body: unknown, auth: string | null = cook) => {
      const req = request(app.http).post('/api/recipes/extract-from-youtube');
      if (auth) req.set('Authorization', auth);
      return req.send(body as object);
    };

    it('gives a draft with the channel as the source', async () => {
      const res = await post({ youtubeUrl: `https://youtu.be/${RECORDED_VIDEOS.lemonPasta.id}` }).expect(200);
      expect(res.body).toMatchObject({ source: 'Weeknight Kitchen', servings: 2 });
      expect(res.body.ingredients).toContain('125g ricotta');
      // The whole import job runs (queue, reader, draft): on a busy machine more than jest's default 5 s.
    }, 30000);

    it('names its stage for the overlay under the import id the web sent, to that user alone', async () => {
      const importId = 'c0ffee00-1111-4222-8333-444455556666';
      const stage = (id: string, auth: string) =>
        request(app.http).get(`/api/extraction/stage/${id}`).set('Authorization', auth);
      await expect(stage(importId, cook)).resolves.toMatchObject({ status: 200, body: { stage: null } });
      const res = await post({ youtubeUrl: `https://youtu.be/${RECORDED_VIDEOS.lemonPasta.id}` })
        .set('X-Import-Id', importId)
        .expect(200);
      // The answer is the spec's draft, unchanged by the header.
      expect(res.body).toMatchObject({ source: 'Weeknight Kitchen', servings: 2 });
      await expect(stage(importId, cook)).resolves.toMatchObject({ status: 200, body: { stage: 'done' } });
      const other = await stage(importId, app.bearer('someone-else')).expect(200);
      expect(other.body).toEqual({ stage: null });
      await stage('../../etc', cook).expect(404);
      await stage('short', cook).expect(400);
      await request(app.http).get(`/api/extraction/stage/${importId}`).expect(401);
    }, 30000);

    it("answers 400 with the modal's texts, checked in the spec's order", async () => {
      const cases: Array<[unknown, string]> = [
        [{}, 'Please enter a social media URL'],
        [{ youtubeUrl: ' ' }, 'Please enter a social media URL'],
        [{ youtubeUrl: 'https://vimeo.com/1' }, 'Please enter a valid YouTube, Instagram, or TikTok URL'],
        [
          { youtubeUrl: 'https://www.instagram.com/nadia.cooks/' },
          'Please enter a link to one Instagram post or reel',
        ],
        [{ youtubeUrl: 'https://www.tiktok.com/@a' }, 'Please enter a link to one TikTok video'],
        [{ youtubeUrl: 'https://www.youtube.com/shorts/abc' }, 'Please enter a valid YouTube URL'],
      ];
      for (const [body, error] of cases) {
        const res = await post(body).expect(400);
        expect(res.body).toEqual({ error });
      }
    });

    it('needs a signed-in user', async () => {
      await post({ youtubeUrl: 'https://youtu.be/abc' }, null).expect(401);
      await post({ youtubeUrl: 'https://www.instagram.com/reel/C4bX9nLtQ2w/' }, null).expect(401);
    });

    it('reads an Instagram reel or a TikTok video from its public page into the draft', async () => {
      const reel = await post({ youtubeUrl: 'https://www.instagram.com/reel/C4bX9nLtQ2w/?igsh=abc' }).expect(
        200,
      );
      expect(reel.body).toMatchObject({
        title: 'Crispy Chilli Oil Noodles',
        source: 'Nadia | Weeknight Cooking',
        reader: 'instagram',
      });
      expect(reel.body.ingredients).toContain('2 tbsp chilli oil');
      const video = await post({
        youtubeUrl: 'https://www.tiktok.com/@cook.with.mara/video/7345678901234567890',
      }).expect(200);
      expect(video.body).toMatchObject({ reader: 'tiktok', source: 'Mara Cooks' });
      expect(video.body.method[0]).toBe('Heat the olive oil in a deep pan and fry the garlic for 1 minute.');
    }, 30000);

    it('answers 422 saying why when a post is private or behind a login', async () => {
      const wall = await post({ youtubeUrl: 'https://www.instagram.com/reel/C9wAllEd123/' }).expect(422);
      expect(wall.body.error).toMatch(/^Instagram asks to log in before it shows this post/);
      const hidden = await post({
        youtubeUrl: 'https://www.tiktok.com/@quiet.kitchen/video/7300000000000000001',
      }).expect(422);
      expect(hidden.body).toEqual({
        error:
          'This TikTok video is private, so its recipe cannot be read. Only public posts can be imported.',
      });
    }, 30000);

    it('says when the video holds no recipe', async () => {
      const res = await post({
        youtubeUrl: `https://www.youtube.com/watch?v=${RECORDED_VIDEOS.vlog.id}`,
      }).expect(400);
      expect(res.body.error).toBe('No recipe could be found in this video');
    });
  });

  describe("other apps' exports: POST /api/recipes/import-file and /save", () => {
    it('previews, saves with the photo, then skips the same recipes the second time', async () => {
      const file = Buffer.from(await paprikaExport());
      const importer = app.bearer('switcher');
      const preview = await request(app.http)
        .post('/api/recipes/import-file')
        .set('Authorization', importer)
        .attach('file', file, 'My Recipes.paprikarecipes')
        .expect(200);
      expect(preview.body.format).toBe('paprika');
      expect(
        preview.body.recipes.map((r: { title: string; duplicate: boolean }) => [r.title, r.duplicate]),
      ).toEqual([
        ['Garlic Butter Prawns', false],
        ['Plain Rice', false],
      ]);
      expect(preview.body.skipped).toHaveLength(1);

      const saved = await request(app.http)
        .post('/api/recipes/import-file/save')
        .set('Authorization', importer)
        .field('indices', '[0]')
        .attach('file', file, 'My Recipes.paprikarecipes')
        .expect(200);
      expect(saved.body).toMatchObject({ duplicates: [], failed: [] });
      expect(saved.body.created).toHaveLength(1);
      const recipe = await request(app.http)
        .get(`/api/recipes/${saved.body.created[0].id}`)
        .set('Authorization', importer)
        .expect(200);
      expect(recipe.body).toMatchObject({ title: 'Garlic Butter Prawns', source: 'Grandma', servings: 2 });
      expect(recipe.body.image).toMatch(/^\/api\/images\/recipes\//);
      await request(app.http).get(recipe.body.image).expect(200);

      const again = await request(app.http)
        .post('/api/recipes/import-file')
        .set('Authorization', importer)
        .attach('file', file, 'My Recipes.paprikarecipes')
        .expect(200);
      expect(again.body.recipes.map((r: { duplicate: boolean }) => r.duplicate)).toEqual([true, false]);
      const all = await request(app.http)
        .post('/api/recipes/import-file/save')
        .set('Authorization', importer)
        .attach('file', file, 'My Recipes.paprikarecipes')
        .expect(200);
      expect(all.body.duplicates).toEqual(['Garlic Butter Prawns']);
      expect(all.body.created.map((r: { title: string }) => r.title)).toEqual(['Plain Rice']);
    }, 60000);

    it("keeps one person's duplicates from another's imports", async () => {
      const res = await request(app.http)
        .post('/api/recipes/import-file')
        .set('Authorization', app.bearer('someone-else'))
        .attach('file', Buffer.from(await paprikaExport()), 'x.paprikarecipes')
        .expect(200);
      expect(res.body.recipes.every((r: { duplicate: boolean }) => !r.duplicate)).toBe(true);
    });

    it('answers clear 4xx for a bad file, a bad selection and no sign-in', async () => {
      const bad = await request(app.http)
        .post('/api/recipes/import-file')
        .set('Authorization', cook)
        .attach('file', Buffer.from('hello'), 'notes.txt')
        .expect(400);
      expect(bad.body.error).toBe('The file is not a recipe export this app can read');
      const selection = await request(app.http)
        .post('/api/recipes/import-file/save')
        .set('Authorization', cook)
        .field('indices', 'all of them')
        .attach('file', Buffer.from(recipeSageExport()), 'rs.json')
        .expect(400);
      expect(selection.body.error).toBe('indices must be a JSON array of recipe numbers');
      await request(app.http)
        .post('/api/recipes/import-file')
        .attach('file', Buffer.from('{}'), 'x.json')
        .expect(401);
    });
  });
});
