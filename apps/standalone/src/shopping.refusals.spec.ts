import { ClientProxy } from '@nestjs/microservices';
import { BusEvents } from '@mise/contracts';
import { BUS_CLIENT, emit } from '@mise/platform-bus';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/** What a stranger to a household tries, and is refused: its list, pantry and photos stay as they were. */
describe('a stranger and a household’s shopping list and pantry', () => {
  let app: TestStandalone;
  let http: App;
  const as = (uid: string) => ({ Authorization: app.bearer(uid) });
  let list: { customItems: { id: string }[]; recipes: { recipeId: number }[] };
  let pantry: { items: { id: string }[] };
  let imageId: number;

  const householdState = async () => ({
    list: (await request(http).get('/api/shopping').set(as('member-1'))).body,
    pantry: (await request(http).get('/api/pantry').set(as('member-1'))).body,
    images: (await request(http).get('/api/pantry/images').set(as('member-1'))).body,
  });

  beforeAll(async () => {
    app = await startTestStandalone();
    http = app.http as App;
    const ids = [];
    for (const uid of ['member-1', 'member-2', 'stranger'])
      ids.push((await request(http).get('/api/users/profile').set(as(uid))).body.id as number);
    emit(app.standalone.gateway.get<ClientProxy>(BUS_CLIENT), BusEvents.householdChanged, {
      household_id: 5,
      name: 'Orchard Road',
      member_ids: ids.slice(0, 2),
      dissolved: false,
    });
    for (let i = 0; i < 200; i++) {
      const res = await request(http).get('/api/shopping').set(as('member-2'));
      if (res.body.owner?.household_id === 5) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await request(http)
      .post('/api/shopping')
      .set(as('member-1'))
      .send({ recipes: [{ recipeId: 3, recipeTitle: 'Stew', ingredientsRaw: ['1 onion'] }] })
      .expect(201);
    list = (
      await request(http).post('/api/shopping/items').set(as('member-2')).send({ name: 'Tea' }).expect(201)
    ).body;
    pantry = (
      await request(http).post('/api/pantry/items').set(as('member-1')).send({ name: 'Oats' }).expect(201)
    ).body;
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    imageId = (
      await request(http)
        .post('/api/pantry/images')
        .set(as('member-2'))
        .attach('image', photo, 'p.png')
        .expect(201)
    ).body.id;
  }, 60000);
  afterAll(() => app.close());

  it('the stranger reads only their own empty list, pantry and photos', async () => {
    const own = await request(http).get('/api/shopping').set(as('stranger')).expect(200);
    expect(own.body).toMatchObject({ recipes: [], customItems: [], owner: { household_id: null } });
    expect((await request(http).get('/api/pantry').set(as('stranger'))).body.items).toEqual([]);
    expect((await request(http).get('/api/pantry/images').set(as('stranger'))).body).toEqual([]);
  });

  it('the stranger cannot change or remove the household’s items, recipes, pantry or photos', async () => {
    const before = await householdState();
    const item = list.customItems[0].id;
    const tries = [
      request(http).patch(`/api/shopping/items/${item}`).set(as('stranger')).send({ checked: true }),
      request(http).patch(`/api/shopping/items/${item}`).set(as('stranger')).send({ name: 'Coffee' }),
      request(http).delete(`/api/shopping/items/${item}`).set(as('stranger')),
      request(http).delete('/api/shopping/recipes/3').set(as('stranger')),
      request(http)
        .patch('/api/shopping')
        .set(as('stranger'))
        .send({ checkedItems: { [`custom_${item}`]: true } }),
      request(http).delete('/api/shopping/checked').set(as('stranger')),
      request(http).delete('/api/shopping').set(as('stranger')),
      request(http)
        .patch(`/api/pantry/items/${pantry.items[0].id}`)
        .set(as('stranger'))
        .send({ quantity: '9' }),
      request(http).delete(`/api/pantry/items/${pantry.items[0].id}`).set(as('stranger')),
      request(http).post('/api/pantry').set(as('stranger')).send({ items: [] }),
    ];
    const statuses = (await Promise.all(tries)).map((res) => res.status);
    expect(statuses.slice(0, 2)).toEqual([404, 404]);
    expect(statuses[7]).toBe(404);
    const image = await request(http).delete(`/api/pantry/images/${imageId}`).set(as('stranger'));
    expect([image.status, image.body]).toEqual([404, { error: 'Image not found' }]);
    expect(await householdState()).toEqual(before);
  });

  it('a member who is not signed in is refused everything', async () => {
    const before = await householdState();
    for (const res of [
      await request(http).get('/api/shopping'),
      await request(http).post('/api/shopping/items').send({ name: 'x' }),
      await request(http).delete('/api/shopping'),
      await request(http).post('/api/pantry').send({ items: [] }),
      await request(http).get('/api/shopping/events?access_token='),
    ])
      expect(res.status).toBe(401);
    expect(await householdState()).toEqual(before);
  });
});
