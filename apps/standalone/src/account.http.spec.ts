import { imageKey, LocalDiskStorage, processImage, uploadsDir } from '@mise/platform-storage';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/** Stores a picture the way the upload routes do and returns the URL a recipe would name. */
async function storedImage(dataDir: string, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const processed = await processImage(png, { prefix: 'recipes' });
  const storage = new LocalDiskStorage(uploadsDir(dataDir));
  for (const file of processed.files) await storage.put(file.key, file.data, file.contentType);
  return `/api/images/${imageKey('recipes', processed.hash, 'display', 'webp')}`;
}

/** Account export and deletion through the whole standalone app (issue 12). */
describe('account export and deletion', () => {
  let app: TestStandalone;
  let http: App;
  const as = (uid: string) => ({ Authorization: app.bearer(uid) });

  beforeAll(async () => {
    app = await startTestStandalone();
    http = app.http as App;
  }, 60000);

  afterAll(() => app.close());

  async function createRecipe(uid: string, body: Record<string, unknown>): Promise<number> {
    const res = await request(http).post('/api/recipes').set(as(uid)).send(body).expect(201);
    return (res.body as { id: number }).id;
  }

  it('exports every recipe of the person as one JSON file, and nobody else’s', async () => {
    await createRecipe('exporter', { title: 'Exported stew', privacy: 'private', ingredients: [] });
    await createRecipe('bystander', { title: 'Not mine', privacy: 'public', ingredients: [] });
    const res = await request(http).get('/api/users/me/export').set(as('exporter')).expect(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const body = res.body as { recipes: { title: string }[]; profile: { display_name: string } };
    expect(body.recipes.map((recipe) => recipe.title)).toEqual(['Exported stew']);
    expect(body.profile.display_name).toBe('Cook exporter');
    expect(body).toHaveProperty('shoppingList');
    expect(body).toHaveProperty('pantry');
  });

  it('refuses export and deletion without a token', async () => {
    await request(http).get('/api/users/me/export').expect(401);
    await request(http).delete('/api/users/me').expect(401);
  });

  it('leaves nothing of the person behind, seen through the API as another person', async () => {
    const ownImage = await storedImage(app.dataDir, '#aa3311');
    const sharedImage = await storedImage(app.dataDir, '#1133aa');
    const publicId = await createRecipe('leaver', {
      title: 'Leaver public pie',
      privacy: 'public',
      image: ownImage,
    });
    const sharedId = await createRecipe('leaver', {
      title: 'Leaver shared soup',
      privacy: 'public',
      image: sharedImage,
    });
    // A friend saved a copy showing the same picture: that picture stays for them.
    const copyId = await createRecipe('keeper', {
      title: 'Saved soup',
      privacy: 'private',
      image: sharedImage,
    });
    await request(http).get(`/api/recipes/${publicId}`).set(as('keeper')).expect(200);
    await request(http).get(ownImage).expect(200);

    await request(http).delete('/api/users/me').set(as('leaver')).expect(204);

    await request(http).get(`/api/recipes/${publicId}`).set(as('keeper')).expect(404);
    await request(http).get(`/api/recipes/${sharedId}`).set(as('keeper')).expect(404);
    const all = await request(http).get('/api/recipes?view=all').set(as('keeper')).expect(200);
    const titles = (all.body as { title: string }[]).map((recipe) => recipe.title);
    expect(titles).not.toContain('Leaver public pie');
    expect(titles).not.toContain('Leaver shared soup');
    await request(http).get(ownImage).expect(404);
    await request(http).get(sharedImage).expect(200);
    await request(http).get(`/api/recipes/${copyId}`).set(as('keeper')).expect(200);

    // Signing in again with the same identity starts from nothing.
    const again = await request(http).get('/api/users/me/export').set(as('leaver')).expect(200);
    expect((again.body as { recipes: unknown[] }).recipes).toEqual([]);
  });

  it('removes the person from friendships and dissolves their household for the others', async () => {
    const idOf = async (uid: string) =>
      ((await request(http).get('/api/users/profile').set(as(uid)).expect(200)).body as { id: number }).id;
    const [goner, friend] = [await idOf('goner'), await idOf('friend')];
    const sent = await request(http)
      .post('/api/users/friends/request')
      .set(as('goner'))
      .send({ addresseeId: friend })
      .expect(201);
    await request(http)
      .put(`/api/users/friends/${(sent.body as { id: number }).id}`)
      .set(as('friend'))
      .send({ status: 'accepted' })
      .expect(200);
    await request(http)
      .post('/api/household/invitations/send')
      .set(as('goner'))
      .send({ name: 'Goner House', friendIds: [friend] })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const invitations = await request(http)
      .get('/api/household/invitations/pending')
      .set(as('friend'))
      .expect(200);
    const invitationId = (invitations.body as { id: number }[])[0].id;
    await request(http)
      .post(`/api/household/invitations/${invitationId}/accept`)
      .set(as('friend'))
      .expect((res) => expect(res.status).toBeLessThan(300));
    await request(http).get('/api/household/mine').set(as('friend')).expect(200);

    await request(http).delete('/api/users/me').set(as('goner')).expect(204);

    const friends = await request(http)
      .get('/api/users/friends?status=accepted')
      .set(as('friend'))
      .expect(200);
    expect(friends.body).toEqual([]);
    await request(http).get('/api/household/mine').set(as('friend')).expect(404);
    await request(http).get(`/api/users/profile/${goner}`).set(as('friend')).expect(404);
  });
});
