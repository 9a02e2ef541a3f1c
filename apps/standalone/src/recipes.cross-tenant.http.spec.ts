import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ClientProxy } from '@nestjs/microservices';
import { BusEvents, FriendshipChangedEvent } from '@mise/contracts';
import { BUS_CLIENT, emit } from '@mise/platform-bus';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

interface Seen {
  id: number;
  title: string;
}

/**
 * Only attempts, over HTTP, to read or change another person's recipes in every way the API
 * allows. Owner O has a private, a friends-only and a public recipe; S is a stranger; F is a
 * friend who is then unfriended. Any attempt that works fails the test.
 */
describe('another person’s recipes over HTTP', () => {
  let app: TestStandalone;
  let http: App;
  const ids = { private: 0, friends: 0, public: 0 };
  const userIds = { owner: 0, stranger: 0, friend: 0 };

  const as = (uid: string) => ({ Authorization: app.bearer(uid) });
  const photo = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
  const friendship = async (event: FriendshipChangedEvent) => {
    emit(app.standalone.gateway.get<ClientProxy>(BUS_CLIENT), BusEvents.friendshipChanged, event);
    // The event is handled on a later tick; wait until the friend's view reflects it (bounded).
    const expectVisible = event.status === 'accepted';
    for (let i = 0; i < 50; i++) {
      const res = await request(http).get(`/api/recipes/${ids.friends}`).set(as('friend'));
      if ((res.status === 200) === expectVisible) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const titlesOf = async () => {
    const res = await request(http).get('/api/recipes?view=mine').set(as('owner')).expect(200);
    return (res.body as Seen[]).map((r) => r.title).sort();
  };

  beforeAll(async () => {
    app = await startTestStandalone();
    http = app.http as App;
    for (const uid of ['owner', 'stranger', 'friend'] as const) {
      const res = await request(http).get('/api/users/profile').set(as(uid)).expect(200);
      userIds[uid] = res.body.id;
    }
    for (const privacy of ['private', 'friends', 'public'] as const) {
      const res = await request(http)
        .post('/api/recipes')
        .set(as('owner'))
        .send({ title: `O ${privacy}`, privacy: privacy === 'friends' ? 'friends_only' : privacy })
        .expect(201);
      ids[privacy] = res.body.id;
    }
  }, 60000);
  afterAll(() => app.close());

  const ORIGINAL = ['O friends', 'O private', 'O public'];

  it('a stranger cannot open a private or friends-only recipe', async () => {
    for (const id of [ids.private, ids.friends]) {
      const res = await request(http).get(`/api/recipes/${id}`).set(as('stranger')).expect(404);
      expect(res.body).toEqual({ error: 'Recipe not found' });
    }
  });

  it('a stranger finds none of them in any list, and no friends view of them', async () => {
    for (const view of ['mine', 'friends', 'all']) {
      const res = await request(http).get(`/api/recipes?view=${view}`).set(as('stranger')).expect(200);
      const seen = (res.body as Seen[]).map((r) => r.id);
      expect(seen).not.toContain(ids.private);
      expect(seen).not.toContain(ids.friends);
      if (view !== 'all') expect(seen).not.toContain(ids.public);
    }
    const theirs = await request(http)
      .get(`/api/recipes/user/${userIds.owner}`)
      .set(as('stranger'))
      .expect(200);
    expect((theirs.body as Seen[]).map((r) => r.id)).toEqual([ids.public]);
  });

  it('a stranger cannot change any of them with JSON', async () => {
    const patches = [
      { title: 'Mine now' },
      { status: 'made' },
      { privacy: 'public' },
      { your_rating: 5, notes: 'hijacked', status: 'made' },
      { image: 'https://evil.example.com/x.jpg' },
    ];
    for (const id of Object.values(ids))
      for (const patch of patches) {
        const res = await request(http).patch(`/api/recipes/${id}`).set(as('stranger')).send(patch);
        expect([403, 404]).toContain(res.status);
        expect(res.body.error).toEqual(expect.any(String));
      }
    expect(await titlesOf()).toEqual(ORIGINAL);
  });

  it('a stranger cannot change any of them with the multipart form, with or without a photo', async () => {
    const before = await request(http).get(`/api/recipes/${ids.public}`).set(as('owner')).expect(200);
    for (const id of Object.values(ids)) {
      const plain = await request(http)
        .patch(`/api/recipes/${id}`)
        .set(as('stranger'))
        .field('title', 'Mine');
      expect([403, 404]).toContain(plain.status);
      const withPhoto = await request(http)
        .patch(`/api/recipes/${id}`)
        .set(as('stranger'))
        .field('title', 'Mine')
        .attach('imageFile', await photo(), 'x.jpg');
      expect([403, 404]).toContain(withPhoto.status);
    }
    const after = await request(http).get(`/api/recipes/${ids.public}`).set(as('owner')).expect(200);
    expect(after.body).toEqual(before.body);
    // Nor did the refused photo land in storage.
    expect(existsSync(join(app.dataDir, 'uploads', 'recipes'))).toBe(false);
  });

  it('a stranger cannot delete any of them', async () => {
    for (const id of Object.values(ids)) {
      const res = await request(http).delete(`/api/recipes/${id}`).set(as('stranger'));
      expect([403, 404]).toContain(res.status);
    }
    expect(await titlesOf()).toEqual(ORIGINAL);
  });

  it('a stranger cannot save a copy of a recipe they may not see', async () => {
    for (const id of [ids.private, ids.friends]) {
      const res = await request(http)
        .post('/api/recipes')
        .set(as('stranger'))
        .send({ title: 'Copy', original_recipe_id: id })
        .expect(404);
      expect(res.body).toEqual({ error: 'Recipe not found' });
    }
    const mine = await request(http).get('/api/recipes?view=mine').set(as('stranger')).expect(200);
    expect(mine.body).toEqual([]);
  });

  it('a friend reads friends-only but never private and changes nothing; unfriended, loses it at once', async () => {
    await friendship({ user_id: userIds.owner, friend_id: userIds.friend, status: 'accepted' });
    await request(http).get(`/api/recipes/${ids.friends}`).set(as('friend')).expect(200);
    await request(http).get(`/api/recipes/${ids.private}`).set(as('friend')).expect(404);
    const friendsView = await request(http).get('/api/recipes?view=friends').set(as('friend')).expect(200);
    expect((friendsView.body as Seen[]).map((r) => r.id).sort()).toEqual([ids.friends, ids.public].sort());
    const res = await request(http)
      .patch(`/api/recipes/${ids.friends}`)
      .set(as('friend'))
      .send({ title: 'Mine' })
      .expect(403);
    expect(res.body).toEqual({ error: 'You can only change your own recipes' });
    await request(http).delete(`/api/recipes/${ids.friends}`).set(as('friend')).expect(403);

    await friendship({ user_id: userIds.friend, friend_id: userIds.owner, status: 'removed' });
    await request(http).get(`/api/recipes/${ids.friends}`).set(as('friend')).expect(404);
    const after = await request(http).get('/api/recipes?view=friends').set(as('friend')).expect(200);
    expect(after.body).toEqual([]);
    expect(await titlesOf()).toEqual(ORIGINAL);
  });
});
