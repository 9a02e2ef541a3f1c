import type { AddressInfo } from 'node:net';
import { ClientProxy } from '@nestjs/microservices';
import { BusEvents, HouseholdChangedEvent, ShoppingList } from '@mise/contracts';
import { BUS_CLIENT, emit } from '@mise/platform-bus';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { readEvents } from './event-stream.fixture';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

describe('shopping, pantry and food over HTTP', () => {
  let app: TestStandalone;
  let http: App;
  let base: string;

  beforeAll(async () => {
    app = await startTestStandalone();
    http = app.http as App;
    await app.standalone.gateway.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.standalone.gateway.getHttpServer().address() as AddressInfo).port}`;
  }, 60000);
  afterAll(() => app.close());

  const as = (uid: string, name?: string) => ({ Authorization: app.bearer(uid, name) });
  const idOf = async (uid: string, name?: string) =>
    (await request(http).get('/api/users/profile').set(as(uid, name)).expect(200)).body.id as number;
  const formHousehold = async (
    uid: string,
    household: Partial<HouseholdChangedEvent> & { member_ids: number[] },
  ) => {
    const bus = app.standalone.gateway.get<ClientProxy>(BUS_CLIENT);
    emit(bus, BusEvents.householdChanged, { household_id: 1, name: 'Home', dissolved: false, ...household });
    // Wait until the shopping service has recorded it: the first member sees the household's list.
    for (let i = 0; i < 100; i++) {
      const list = (await request(http).get('/api/shopping').set(as(uid))).body;
      if (list.owner?.household_id === (household.dissolved ? null : (household.household_id ?? 1))) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('answers 401 without a token on every shopping, pantry and food route', async () => {
    for (const [method, path] of [
      ['get', '/api/shopping'],
      ['post', '/api/shopping'],
      ['patch', '/api/shopping'],
      ['delete', '/api/shopping'],
      ['delete', '/api/shopping/checked'],
      ['get', '/api/pantry'],
      ['post', '/api/pantry'],
      ['get', '/api/pantry/images'],
      ['post', '/api/pantry/images'],
      ['delete', '/api/pantry/images/1'],
      ['get', '/api/food'],
      ['get', '/api/food/categorize/onion'],
      ['get', '/api/shopping/events'],
    ] as const) {
      const res = await request(http)[method](path);
      expect([path, res.status, res.body]).toEqual([path, 401, { error: 'Authentication required' }]);
    }
  });

  it('takes the Shop hand-off, groups by category with scaled amounts and checks items', async () => {
    const handoff = {
      recipeId: 12,
      recipeTitle: 'Pancakes',
      originalServings: 2,
      targetServings: 4,
      ingredientsRaw: ['*Batter*', '200 g flour', '2 eggs', '300 ml milk'],
    };
    const posted = await request(http)
      .post('/api/shopping')
      .set(as('shopper', 'Pat Cook'))
      .send({ recipes: [handoff], customItems: [] })
      .expect(201);
    const list = posted.body as ShoppingList;
    expect(list.recipes[0].ingredientsRaw.map((i) => [i.name, i.category])).toEqual([
      ['400 g flour', 'Pantry'],
      ['4 eggs', 'Eggs & Fridge'],
      ['600 ml milk', 'Dairy'],
    ]);
    expect(list.recipes[0].addedBy).toBe('Pat Cook');
    const patched = await request(http)
      .patch('/api/shopping')
      .set(as('shopper'))
      .send({ checkedItems: { recipe_12_0: true } })
      .expect(200);
    expect(patched.body.recipes[0].ingredientsRaw[0].checked).toBe(true);
    const cleared = await request(http).delete('/api/shopping/checked').set(as('shopper')).expect(200);
    expect(cleared.body.recipes[0].ingredientsRaw).toHaveLength(2);
  });

  it('refuses bad bodies with a 400 { error } and changes nothing', async () => {
    const before = (await request(http).get('/api/shopping').set(as('careful')).expect(200)).body;
    for (const [path, body, error] of [
      ['/api/shopping/items', { name: '   ' }, 'Item name is required'],
      ['/api/shopping', { customItems: [{ name: '' }] }, 'Item name is required'],
      ['/api/pantry', { items: [{ name: ' ' }] }, 'Pantry item name is required'],
      [
        '/api/pantry/items',
        { name: 'Rice', unit: 'bucket' },
        expect.stringContaining('unit must be one of bottle'),
      ],
    ] as const) {
      const res = await request(http).post(path).set(as('careful')).send(body);
      expect([path, res.status, res.body]).toEqual([path, 400, { error }]);
    }
    const patch = await request(http).patch('/api/shopping').set(as('careful')).send({});
    expect(patch.status).toBe(400);
    expect((await request(http).get('/api/shopping').set(as('careful'))).body).toEqual(before);
  });

  it('categorises ingredients after the parser and lists the food list', async () => {
    const res = await request(http)
      .get(`/api/food/categorize/${encodeURIComponent('2 red onions, diced')}`)
      .set(as('cook'))
      .expect(200);
    expect(res.body).toEqual({ category: 'Fresh Produce', emoji: '🧅' });
    const unknown = await request(http).get('/api/food/categorize/moon%20dust').set(as('cook')).expect(200);
    expect(unknown.body.category).toBe('Other Items');
    const food = await request(http).get('/api/food').set(as('cook')).expect(200);
    expect(food.body.items.length).toBeGreaterThanOrEqual(500);
    expect(food.body.items).toContainEqual({ name: 'salmon', category: 'Seafood', emoji: '🐟' });
  });

  it('stores pantry photos through the image pipeline and serves them', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'PhoneCam' } } })
      .toBuffer();
    const viaJson = await request(http)
      .post('/api/pantry/images')
      .set(as('photos'))
      .send({ imageUrl: `data:image/jpeg;base64,${photo.toString('base64')}` })
      .expect(201);
    expect(viaJson.body.image_url).toMatch(/^\/api\/images\/pantry\/[a-z0-9]+-display\.webp$/);
    const served = await request(http).get(viaJson.body.image_url).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    const viaFile = await request(http)
      .post('/api/pantry/images')
      .set(as('photos'))
      .attach('image', photo, 'shelf.jpg')
      .expect(201);
    expect(viaFile.body.name).toBe('shelf.jpg');
    const notImage = await request(http)
      .post('/api/pantry/images')
      .set(as('photos'))
      .attach('image', Buffer.from('<svg/>'), 'x.svg');
    expect(notImage.status).toBe(400);
    const list = await request(http).get('/api/pantry/images').set(as('photos')).expect(200);
    expect(list.body).toHaveLength(2);
    await request(http).delete(`/api/pantry/images/${viaJson.body.id}`).set(as('photos')).expect(204);
    expect((await request(http).get('/api/pantry/images').set(as('photos'))).body).toHaveLength(1);
  });

  it("streams another member's check to the household, not to a stranger", async () => {
    const [ann, ben] = [await idOf('u-ann', 'Ann'), await idOf('u-ben', 'Ben')];
    await idOf('u-stranger');
    await formHousehold('u-ann', { household_id: 50, name: 'Hill House', member_ids: [ann, ben] });
    const added = await request(http)
      .post('/api/shopping/items')
      .set(as('u-ann'))
      .send({ name: 'Limes' })
      .expect(201);
    const item = (added.body as ShoppingList).customItems[0];
    expect(added.body.owner).toEqual({ household_id: 50, household_name: 'Hill House' });

    const token = app.bearer('u-ben').slice('Bearer '.length);
    const benStream = await readEvents(`${base}/api/shopping/events?access_token=${token}`, (events) =>
      events.some((e) => e.event === 'list'),
    );
    const strangerStream = await readEvents(`${base}/api/shopping/events`, () => false, as('u-stranger'));
    expect([benStream.status, strangerStream.status]).toEqual([200, 200]);
    await request(http)
      .patch(`/api/shopping/items/${item.id}`)
      .set(as('u-ann'))
      .send({ checked: true })
      .expect(200);
    await benStream.done;
    const change = benStream.events.find((e) => e.event === 'list')?.data as {
      list: ShoppingList;
      actor_id: number;
    };
    expect(change.actor_id).toBe(ann);
    expect(change.list.customItems.find((c) => c.id === item.id)?.checked).toBe(true);
    benStream.close();

    // The stranger reads and changes only their own list, and heard nothing.
    expect((await request(http).get('/api/shopping').set(as('u-stranger'))).body.customItems).toEqual([]);
    const refused = await request(http)
      .patch(`/api/shopping/items/${item.id}`)
      .set(as('u-stranger'))
      .send({ checked: false });
    expect([refused.status, refused.body]).toEqual([404, { error: 'Item not found' }]);
    expect(strangerStream.events.filter((e) => e.event !== 'ready')).toEqual([]);
    strangerStream.close();
    const bad = await readEvents(`${base}/api/shopping/events?access_token=nonsense`, () => true);
    expect(bad.status).toBe(401);
    const notAStream = await request(http).get('/api/shopping/events').set(as('u-ben'));
    expect([notAStream.status, notAStream.body]).toEqual([
      400,
      { error: 'This is an event stream: send Accept: text/event-stream' },
    ]);
  }, 30000);

  it('shares one list in a household formed through the social routes, and leaves each a copy on leaving', async () => {
    const [, bea] = [await idOf('s-al', 'Al'), await idOf('s-bea', 'Bea')];
    await request(http)
      .post('/api/users/friends/request')
      .set(as('s-al'))
      .send({ addresseeId: bea })
      .expect(201);
    const [pendingRequest] = (await request(http).get('/api/users/friends?status=pending').set(as('s-bea')))
      .body;
    await request(http)
      .put(`/api/users/friends/${pendingRequest.friendship_id}`)
      .set(as('s-bea'))
      .send({ status: 'accepted' })
      .expect(200);
    await request(http).post('/api/shopping/items').set(as('s-al')).send({ name: 'Al before' }).expect(201);
    await request(http)
      .post('/api/household/invitations/send')
      .set(as('s-al'))
      .send({ name: 'Maple Flat', friendIds: [bea] })
      .expect(201);
    const [invitation] = (await request(http).get('/api/household/invitations/pending').set(as('s-bea')))
      .body;
    await request(http)
      .post(`/api/household/invitations/${invitation.id}/accept`)
      .set(as('s-bea'))
      .expect(200);

    let shared: ShoppingList | undefined;
    for (let i = 0; i < 200 && shared?.owner.household_name !== 'Maple Flat'; i++)
      shared = (await request(http).get('/api/shopping').set(as('s-bea'))).body as ShoppingList;
    expect(shared?.owner.household_name).toBe('Maple Flat');
    await request(http).post('/api/shopping/items').set(as('s-bea')).send({ name: 'Oat milk' }).expect(201);
    const alSees = (await request(http).get('/api/shopping').set(as('s-al'))).body as ShoppingList;
    expect(alSees.customItems.map((c) => [c.name, c.addedBy])).toEqual([['Oat milk', 'Cook s-bea']]);

    await request(http).delete('/api/household/leave').set(as('s-al')).expect(200);
    let mine: ShoppingList | undefined;
    for (let i = 0; i < 200 && mine?.owner.household_id !== null; i++)
      mine = (await request(http).get('/api/shopping').set(as('s-al'))).body as ShoppingList;
    expect(mine?.customItems.map((c) => c.name)).toEqual(['Al before', 'Oat milk']);
    const beaKeeps = (await request(http).get('/api/shopping').set(as('s-bea'))).body as ShoppingList;
    expect(beaKeeps.customItems.map((c) => c.name)).toEqual(['Oat milk']);
  }, 30000);
});
