import request from 'supertest';
import { usePeople } from './people.fixture';

/**
 * Only what a person may not do with people and households, over HTTP through the whole stack.
 * Every call must be refused with a 4xx and an `{ error }` text; any success fails the file.
 */
describe('social: what a person may not do', () => {
  const people = usePeople(['ann', 'bob', 'cat', 'dan', 'eve']);
  const { ids, as } = people;
  const http = () => people.http;
  beforeAll(async () => {
    // ann and bob are friends; cat asked ann; dan is friends with bob only; eve knows nobody.
    await befriend('ann', 'bob');
    await befriend('bob', 'dan');
    await request(http()).post('/api/users/friends/request').set(as('cat')).send({ addresseeId: ids.ann });
  });

  async function befriend(from: string, to: string): Promise<number> {
    const sent = await request(http())
      .post('/api/users/friends/request')
      .set(as(from))
      .send({ addresseeId: ids[to] })
      .expect(201);
    await request(http())
      .put(`/api/users/friends/${sent.body.id}`)
      .set(as(to))
      .send({ status: 'accepted' })
      .expect(200);
    return sent.body.id as number;
  }

  /** The call was refused with this status and a text saying why. */
  function refused(res: request.Response, status: number): void {
    expect({ status: res.status, error: typeof res.body?.error }).toEqual({ status, error: 'string' });
    expect(res.body.error.length).toBeGreaterThan(0);
  }

  async function pendingRequestId(receiver: string): Promise<number> {
    const res = await request(http()).get('/api/users/friends?status=pending').set(as(receiver)).expect(200);
    return (res.body as { friendship_id: number; request_type: string }[]).find(
      (r) => r.request_type === 'received',
    )!.friendship_id;
  }

  it("refuses another user's friends list to a stranger and to someone who only asked", async () => {
    refused(await request(http()).get(`/api/users/${ids.ann}/friends`).set(as('eve')), 403);
    refused(await request(http()).get(`/api/users/${ids.ann}/friends`).set(as('cat')), 403);
    refused(await request(http()).get(`/api/users/${ids.ann}/friends`).set(as('dan')), 403);
  });

  it('refuses accepting or rejecting a request sent to someone else, and by its sender', async () => {
    const catToAnn = await pendingRequestId('ann');
    for (const status of ['accepted', 'rejected']) {
      refused(
        await request(http()).put(`/api/users/friends/${catToAnn}`).set(as('eve')).send({ status }),
        404,
      );
      refused(
        await request(http()).put(`/api/users/friends/${catToAnn}`).set(as('cat')).send({ status }),
        403,
      );
    }
  });

  it('refuses cancelling a request one received, or anyone else’s', async () => {
    const catToAnn = await pendingRequestId('ann');
    refused(
      await request(http())
        .put(`/api/users/friends/${catToAnn}`)
        .set(as('ann'))
        .send({ status: 'cancelled' }),
      403,
    );
    refused(await request(http()).delete(`/api/users/friends/${catToAnn}`).set(as('ann')), 403);
    refused(await request(http()).delete(`/api/users/friends/${catToAnn}`).set(as('eve')), 404);
  });

  it('refuses removing a friendship one is not part of', async () => {
    const friends = await request(http())
      .get('/api/users/friends?status=accepted')
      .set(as('ann'))
      .expect(200);
    const annBob = friends.body[0].friendship_id as number;
    refused(await request(http()).delete(`/api/users/friends/${annBob}`).set(as('eve')), 404);
    refused(await request(http()).delete(`/api/users/friends/${annBob}`).set(as('dan')), 404);
  });

  it('refuses a request to oneself, a second request, and one to someone who already asked', async () => {
    refused(
      await request(http()).post('/api/users/friends/request').set(as('eve')).send({ addresseeId: ids.eve }),
      400,
    );
    refused(
      await request(http()).post('/api/users/friends/request').set(as('cat')).send({ addresseeId: ids.ann }),
      409,
    );
    const reverse = await request(http())
      .post('/api/users/friends/request')
      .set(as('ann'))
      .send({ addresseeId: ids.cat });
    refused(reverse, 409);
    expect(reverse.body.error).toMatch(/Accept their request/);
    refused(
      await request(http()).post('/api/users/friends/request').set(as('ann')).send({ addresseeId: ids.bob }),
      409,
    );
  });

  it('refuses a search under 2 characters', async () => {
    refused(await request(http()).get('/api/users/search?q=a').set(as('eve')), 400);
    refused(await request(http()).get('/api/users/search').set(as('eve')), 400);
  });

  it("does not show a stranger's email on their profile", async () => {
    const res = await request(http()).get(`/api/users/profile/${ids.ann}`).set(as('eve')).expect(200);
    expect(res.body.email).toBeNull();
    refused(await request(http()).get('/api/users/profile/999999').set(as('eve')), 404);
  });

  it('refuses inviting a non-friend or someone with only a pending request to a household', async () => {
    refused(
      await request(http())
        .post('/api/household/invitations/send')
        .set(as('ann'))
        .send({ name: 'Flat', friendIds: [ids.eve] }),
      403,
    );
    refused(
      await request(http())
        .post('/api/household/invitations/send')
        .set(as('ann'))
        .send({ name: 'Flat', friendIds: [ids.cat] }),
      403,
    );
    expect((await request(http()).get('/api/household/invitations/pending').set(as('eve'))).body).toEqual([]);
  });

  it('refuses joining a second household, and answering or cancelling invitations of others', async () => {
    const first = await request(http())
      .post('/api/household/invitations/send')
      .set(as('ann'))
      .send({ name: 'First', friendIds: [ids.bob] })
      .expect(201);
    const second = await request(http())
      .post('/api/household/invitations/send')
      .set(as('dan'))
      .send({ name: 'Second', friendIds: [ids.bob] })
      .expect(201);
    const invitations = (await request(http()).get('/api/household/invitations/pending').set(as('bob')))
      .body as {
      id: number;
      household_name: string;
    }[];
    const toFirst = invitations.find((i) => i.household_name === 'First')!.id;
    const toSecond = invitations.find((i) => i.household_name === 'Second')!.id;

    refused(await request(http()).post(`/api/household/invitations/${toFirst}/accept`).set(as('eve')), 404);
    refused(await request(http()).post(`/api/household/invitations/${toFirst}/decline`).set(as('ann')), 404);
    refused(
      await request(http()).delete(`/api/household/invitations/${first.body.id}/cancel`).set(as('bob')),
      404,
    );
    refused(
      await request(http()).delete(`/api/household/invitations/${second.body.id}/cancel`).set(as('ann')),
      404,
    );

    await request(http()).post(`/api/household/invitations/${toFirst}/accept`).set(as('bob')).expect(200);
    refused(await request(http()).post(`/api/household/invitations/${toSecond}/accept`).set(as('bob')), 409);
    refused(
      await request(http())
        .post('/api/household/invitations/send')
        .set(as('bob'))
        .send({ name: 'Third', friendIds: [ids.dan] }),
      409,
    );
    refused(await request(http()).delete('/api/household/leave').set(as('eve')), 404);
    refused(await request(http()).get('/api/household/mine').set(as('dan')), 404);
  });

  it('refuses a friends_only recipe to someone who is no longer a friend', async () => {
    const recipe = await request(http())
      .post('/api/recipes')
      .set(as('dan'))
      .send({ title: 'For friends', privacy: 'friends_only' })
      .expect(201);
    const friendship = await befriend('dan', 'eve');
    await request(http()).delete(`/api/users/friends/${friendship}`).set(as('eve')).expect(200);
    refused(await request(http()).get(`/api/recipes/${recipe.body.id}`).set(as('eve')), 404);
    const friendsOfDan = await request(http()).get(`/api/users/${ids.dan}/friends`).set(as('eve'));
    refused(friendsOfDan, 403);
  });

  it('refuses a profile photo that is not an image', async () => {
    refused(
      await request(http())
        .post('/api/users/profile/image')
        .set(as('eve'))
        .attach('profileImage', Buffer.from('<svg onload="alert(1)"></svg>'), {
          filename: 'me.jpg',
          contentType: 'image/jpeg',
        }),
      400,
    );
    refused(await request(http()).post('/api/users/profile/image').set(as('eve')), 400);
    expect(
      (await request(http()).get('/api/users/profile').set(as('eve'))).body.profile_image_url,
    ).toBeNull();
  });
});
