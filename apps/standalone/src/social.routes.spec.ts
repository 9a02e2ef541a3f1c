import sharp from 'sharp';
import request from 'supertest';
import { usePeople } from './people.fixture';

/** People and households over HTTP, through the gateway, the bus and the social service. */
describe('social routes', () => {
  const people = usePeople(['amy', 'ben', 'cal']);
  const { ids, as } = people;
  const http = () => people.http;

  it('takes a request from sent to accepted, and suggests a friend of a friend', async () => {
    const sent = await request(http())
      .post('/api/users/friends/request')
      .set(as('amy'))
      .send({ addresseeId: ids.ben })
      .expect(201);
    expect(
      (await request(http()).get(`/api/users/friendship-status/${ids.amy}`).set(as('ben'))).body,
    ).toEqual({
      status: 'pending',
      friendshipId: sent.body.id,
      request_type: 'received',
    });
    expect((await request(http()).get('/api/users/friends/stats').set(as('ben'))).body).toEqual({
      friendsCount: 0,
      pendingRequestsCount: 1,
    });
    const pending = await request(http()).get('/api/users/friends?status=pending').set(as('ben')).expect(200);
    expect(pending.body).toEqual([
      expect.objectContaining({
        friendship_id: sent.body.id,
        request_type: 'received',
        display_name: 'Amy Smith',
      }),
    ]);
    await request(http())
      .put(`/api/users/friends/${sent.body.id}`)
      .set(as('ben'))
      .send({ status: 'accepted' })
      .expect(200);
    const friends = await request(http())
      .get('/api/users/friends?status=accepted')
      .set(as('amy'))
      .expect(200);
    expect(friends.body).toEqual([
      expect.objectContaining({ id: ids.ben, display_name: 'Ben Smith', friendship_id: sent.body.id }),
    ]);

    const benCal = await request(http())
      .post('/api/users/friends/request')
      .set(as('cal'))
      .send({ addresseeId: ids.ben })
      .expect(201);
    await request(http())
      .put(`/api/users/friends/${benCal.body.id}`)
      .set(as('ben'))
      .send({ status: 'accepted' });
    const suggestions = await request(http())
      .get('/api/users/friends/suggestions')
      .set(as('cal'))
      .expect(200);
    expect(suggestions.body).toEqual([
      expect.objectContaining({ id: ids.amy, mutual_friends_count: 1, suggestion_reason: '1 mutual friend' }),
    ]);
    const ofBen = await request(http()).get(`/api/users/${ids.ben}/friends`).set(as('cal')).expect(200);
    expect(ofBen.body.userInfo).toEqual({ id: ids.ben, display_name: 'Ben Smith' });
    expect(ofBen.body.friends.map((f: { id: number }) => f.id).sort()).toEqual([ids.amy, ids.cal].sort());

    await request(http())
      .post(`/api/users/friends/suggestions/${ids.amy}/dismiss`)
      .set(as('cal'))
      .expect(200);
    expect((await request(http()).get('/api/users/friends/suggestions').set(as('cal'))).body).toEqual([]);

    const search = await request(http()).get('/api/users/search?q=SMI').set(as('cal')).expect(200);
    expect(search.body.map((r: { id: number }) => r.id).sort()).toEqual([ids.amy, ids.ben].sort());
  });

  it('forms a household from an invitation and dissolves it when a member leaves', async () => {
    expect((await request(http()).get('/api/household/available-friends').set(as('amy'))).body).toEqual([
      { id: ids.ben, first_name: 'Ben', display_name: 'Ben Smith' },
    ]);
    const sent = await request(http())
      .post('/api/household/invitations/send')
      .set(as('amy'))
      .send({ name: 'Smith House', friendIds: [ids.ben] })
      .expect(201);
    expect((await request(http()).get('/api/household/invitations/sent').set(as('amy'))).body).toEqual([
      expect.objectContaining({ id: sent.body.id, household_name: 'Smith House', pending_count: 1 }),
    ]);
    const [invitation] = (await request(http()).get('/api/household/invitations/pending').set(as('ben')))
      .body;
    expect(invitation).toMatchObject({ household_name: 'Smith House', inviter_name: 'Amy Smith' });
    await request(http())
      .post(`/api/household/invitations/${invitation.id}/accept`)
      .set(as('ben'))
      .expect(200);

    const mine = await request(http()).get('/api/household/mine').set(as('amy')).expect(200);
    expect(mine.body).toMatchObject({ name: 'Smith House' });
    expect(mine.body.members.map((m: { first_name: string }) => m.first_name)).toEqual(['Amy', 'Ben']);
    const benSeen = await request(http()).get(`/api/users/profile/${ids.ben}`).set(as('amy')).expect(200);
    expect(benSeen.body).toMatchObject({
      isInSameHousehold: true,
      householdInfo: { name: 'Smith House' },
      friendship: { status: 'friends' },
    });

    await request(http()).delete('/api/household/leave').set(as('amy')).expect(200);
    const gone = await request(http()).get('/api/household/mine').set(as('ben')).expect(404);
    expect(gone.body).toEqual({ error: 'You are not in a household' });
  });

  it('stores a profile photo through the image pipeline and shows it on the profile', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const res = await request(http())
      .post('/api/users/profile/image')
      .set(as('cal'))
      .attach('profileImage', jpeg, 'me.jpg')
      .expect(200);
    expect(res.body.imageUrl).toMatch(/^\/api\/images\/profiles\//);
    await request(http()).get(res.body.imageUrl).expect(200);
    const profile = await request(http()).get('/api/users/profile').set(as('cal')).expect(200);
    expect(profile.body).toMatchObject({
      id: ids.cal,
      firebase_uid: 'cal',
      profile_image_url: res.body.imageUrl,
    });
  });

  it('keeps the chosen interface language on the profile, for its owner only', async () => {
    expect((await request(http()).get('/api/users/profile').set(as('ben'))).body.language).toBeNull();
    const saved = await request(http())
      .patch('/api/users/profile')
      .set(as('ben'))
      .send({ language: 'pt-BR' })
      .expect(200);
    expect(saved.body).toMatchObject({ id: ids.ben, firebase_uid: 'ben', language: 'pt-BR' });
    expect((await request(http()).get('/api/users/profile').set(as('ben'))).body.language).toBe('pt-BR');
    const seenByAmy = await request(http()).get(`/api/users/profile/${ids.ben}`).set(as('amy')).expect(200);
    expect(seenByAmy.body.language).toBeNull();
    const refused = await request(http())
      .patch('/api/users/profile')
      .set(as('ben'))
      .send({ language: 'klingon' })
      .expect(400);
    expect(refused.body.error).toEqual(expect.any(String));
  });
});
