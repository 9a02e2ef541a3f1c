import type { AddressInfo } from 'node:net';
import type { PlanEntry, ShoppingList } from '@mise/contracts';
import request from 'supertest';
import { readEvents } from './event-stream.fixture';
import { usePeople } from './people.fixture';

/** The meal plan over HTTP (issue 23): entries, household sharing, shopping, cookable, calendar. */
describe('meal plan over HTTP', () => {
  const people = usePeople(['ann', 'ben', 'cat', 'dan']);
  const as = (who: string) => people.as(who);
  const api = () => request(people.http);
  const week = { from: '2026-12-07', to: '2026-12-13' };
  const plan = async (who: string, range = week) =>
    (await api().get('/api/plan').query(range).set(as(who)).expect(200)).body.entries as PlanEntry[];
  const recipe = async (who: string, body: Record<string, unknown>) =>
    (await api().post('/api/recipes').set(as(who)).send(body).expect(201)).body.id as number;
  const add = (who: string, body: Record<string, unknown>) =>
    api().post('/api/plan/entries').set(as(who)).send(body);
  const befriend = async (a: string, b: string) => {
    const sent = await api()
      .post('/api/users/friends/request')
      .set(as(a))
      .send({ addresseeId: people.ids[b] })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await api().put(`/api/users/friends/${sent.body.id}`).set(as(b)).send({ status: 'accepted' }).expect(200);
  };
  /** Waits until the shopping service has heard of the household change (the list names it). */
  const householdIs = async (who: string, has: boolean) => {
    for (let i = 0; i < 200; i++) {
      const list = (await api().get('/api/shopping').set(as(who))).body as ShoppingList;
      if ((list.owner.household_id !== null) === has) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`household of ${who} never became ${has}`);
  };

  it('refuses bad entries and ranges with a 400 { error }', async () => {
    for (const [body, error] of [
      [{ date: '2026-02-30', meal: 'dinner', title: 'x' }, 'date must be a real day (YYYY-MM-DD)'],
      [{ date: '7/12/2026', meal: 'dinner', title: 'x' }, 'date must be YYYY-MM-DD'],
      [
        { date: '2026-12-07', meal: 'brunch', title: 'x' },
        'meal must be one of breakfast, lunch, dinner, snack',
      ],
      [
        { date: '2026-12-07', meal: 'dinner', title: 'x', servings: 0 },
        'servings must be a whole number from 1 to 100',
      ],
      [
        { date: '2026-12-07', meal: 'dinner', title: 'x', servings: 101 },
        'servings must be a whole number from 1 to 100',
      ],
      [{ date: '2026-12-07', meal: 'dinner' }, 'A title is required for an entry without a recipe'],
    ] as const) {
      const res = await add('ann', body).expect(400);
      expect(res.body).toEqual({ error });
    }
    const tooLong = await api()
      .get('/api/plan')
      .query({ from: '2026-01-01', to: '2026-03-04' })
      .set(as('ann'));
    expect([tooLong.status, tooLong.body]).toEqual([400, { error: 'A plan range is at most 62 days' }]);
    expect(await plan('ann')).toEqual([]);
  });

  it('orders entries by date, meal and creation, takes a recipe title, and hides others’ private recipes', async () => {
    const soup = await recipe('ann', { title: 'Tomato soup', servings: 2, ingredients: ['4 tomatoes'] });
    const secret = await recipe('dan', { title: 'Dan secret stew', privacy: 'private' });
    await add('ann', { date: '2026-12-08', meal: 'dinner', title: 'Leftovers', note: 'from Monday' }).expect(
      201,
    );
    await add('ann', { date: '2026-12-08', meal: 'breakfast', title: 'Porridge' }).expect(201);
    const made = await add('ann', { date: '2026-12-07', meal: 'lunch', recipeId: soup }).expect(201);
    expect(made.body).toMatchObject({
      recipeId: soup,
      title: 'Tomato soup',
      servings: 2,
      note: '',
      addedBy: { id: people.ids.ann, displayName: 'Ann Smith' },
    });
    await add('ann', { date: '2026-12-08', meal: 'breakfast', title: 'Coffee' }).expect(201);
    expect((await plan('ann')).map((e) => `${e.date} ${e.meal} ${e.title}`)).toEqual([
      '2026-12-07 lunch Tomato soup',
      '2026-12-08 breakfast Porridge',
      '2026-12-08 breakfast Coffee',
      '2026-12-08 dinner Leftovers',
    ]);
    const hidden = await add('ann', { date: '2026-12-07', meal: 'dinner', recipeId: secret }).expect(404);
    expect(hidden.body).toEqual({ error: 'Recipe not found' });
    expect(JSON.stringify(await plan('ann'))).not.toContain('Dan secret stew');
  });

  it('moves, rescales and deletes; an entry outside one’s plan is 404 and stays as it was', async () => {
    const entry = (
      await add('cat', { date: '2026-12-09', meal: 'lunch', title: 'Salad', servings: 2 }).expect(201)
    ).body as PlanEntry;
    const moved = await api()
      .patch(`/api/plan/entries/${entry.id}`)
      .set(as('cat'))
      .send({ date: '2026-12-10', meal: 'dinner', servings: 3 })
      .expect(200);
    expect(moved.body).toMatchObject({ date: '2026-12-10', meal: 'dinner', servings: 3 });
    for (const [method, body] of [
      ['patch', { servings: 9 }],
      ['delete', undefined],
    ] as const) {
      const res = await api()[method](`/api/plan/entries/${entry.id}`).set(as('dan')).send(body);
      expect([res.status, res.body]).toEqual([404, { error: 'Plan entry not found' }]);
    }
    expect((await plan('cat')).find((e) => e.id === entry.id)?.servings).toBe(3);
    expect(await plan('dan')).toEqual([]);
    await api().delete(`/api/plan/entries/${entry.id}`).set(as('cat')).expect(204);
    expect((await plan('cat')).some((e) => e.id === entry.id)).toBe(false);
  });

  it('resending an entry with the same id adds it once', async () => {
    const body = { id: 'offline-entry-0001', date: '2026-12-11', meal: 'snack', title: 'Fruit' };
    await add('cat', body).expect(201);
    await add('cat', body).expect(201);
    expect((await plan('cat')).filter((e) => e.id === body.id)).toHaveLength(1);
    // Another plan's id names nothing for someone else.
    expect((await add('dan', body)).status).toBe(404);
  });

  describe('shared by a household', () => {
    let base = '';
    beforeAll(async () => {
      await people.app.standalone.gateway.listen(0, '127.0.0.1');
      const { port } = people.app.standalone.gateway.getHttpServer().address() as AddressInfo;
      base = `http://127.0.0.1:${port}`;
      await befriend('ann', 'ben');
      await add('ben', { date: '2026-12-12', meal: 'dinner', title: 'Ben pizza night' }).expect(201);
      await api()
        .post('/api/household/invitations/send')
        .set(as('ann'))
        .send({ name: 'Flat', friendIds: [people.ids.ben] })
        .expect((res) => expect(res.status).toBeLessThan(300));
      const invite = (await api().get('/api/household/invitations/pending').set(as('ben'))).body[0].id;
      await api().post(`/api/household/invitations/${invite}/accept`).set(as('ben')).expect(200);
      await householdIs('ben', true);
      await householdIs('ann', true);
    }, 60_000);

    it('brings each member’s personal plan in, and stays hidden from others', async () => {
      const titles = (await plan('ann')).map((e) => e.title);
      expect(titles).toEqual(expect.arrayContaining(['Tomato soup', 'Ben pizza night']));
      expect((await plan('ben')).map((e) => e.title)).toEqual(titles);
      expect(JSON.stringify(await plan('dan'))).not.toContain('Ben pizza night');
    });

    it('pushes a member’s change to the other on the list’s stream', async () => {
      const stream = await readEvents(
        `${base}/api/shopping/events`,
        (events) => events.some((e) => e.event === 'plan'),
        as('ben'),
      );
      const started = Date.now();
      await add('ann', { date: '2026-12-13', meal: 'lunch', title: 'Roast' }).expect(201);
      await stream.done;
      stream.close();
      expect(stream.events.find((e) => e.event === 'plan')?.data).toMatchObject({
        kind: 'plan',
        actor_id: people.ids.ann,
      });
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await plan('ben')).some((e) => e.title === 'Roast')).toBe(true);
    });

    it('puts the week on the list: scaled, merged across recipes, pantry left out, once', async () => {
      const curry = await recipe('ann', {
        title: 'Curry',
        servings: 2,
        ingredients: ['*Base*', '2 onions', '200 g rice', '1 tbsp cumin', '400 ml coconut milk'],
      });
      const stew = await recipe('ben', {
        title: 'Stew',
        servings: 4,
        ingredients: ['1 large onion, diced', '1 kg potatoes', '1 tsp cumin', '2 carrots'],
      });
      await add('ann', { date: '2026-12-09', meal: 'dinner', recipeId: curry, servings: 4 }).expect(201);
      await add('ben', { date: '2026-12-10', meal: 'dinner', recipeId: stew }).expect(201);
      await api()
        .post('/api/pantry/items')
        .set(as('ben'))
        .send({ name: 'Potatoes', quantity: '2', unit: 'kg' });
      await api().post('/api/shopping/items').set(as('ann')).send({ name: '1 carrot' }).expect(201);

      const preview = await api()
        .post('/api/plan/shopping')
        .set(as('ann'))
        .send({ ...week, preview: true })
        .expect(200);
      expect(preview.body).toMatchObject({ merged: 1, inPantry: ['potatoes'] });
      expect(preview.body.lines).toEqual(expect.arrayContaining(['5 onions', '3 carrots', '400 g rice']));
      const untouched = (await api().get('/api/shopping').set(as('ann'))).body as ShoppingList;
      expect(untouched.customItems.map((i) => i.name)).toEqual(['1 carrot']);

      const first = await api().post('/api/plan/shopping').set(as('ann')).send(week).expect(200);
      expect(first.body.inPantry).toEqual(['potatoes']);
      const list = (await api().get('/api/shopping').set(as('ben')).expect(200)).body as ShoppingList;
      const line = (food: string) => list.customItems.find((item) => item.name.includes(food));
      expect(line('onion')).toMatchObject({
        name: '5 onions',
        category: 'Fresh Produce',
        fromRecipes: [
          { recipeId: curry, recipeTitle: 'Curry' },
          { recipeId: stew, recipeTitle: 'Stew' },
        ],
      });
      expect(line('rice')?.name).toBe('400 g rice');
      expect(line('cumin')?.name).toBe('2⅓ tbsp cumin');
      expect(line('carrot')?.name).toBe('3 carrots');
      expect(line('potato')).toBeUndefined();
      // Tomato soup's tomatoes too: the first test's entry is in the household's week.
      expect(first.body.added).toBe(list.customItems.length - 1);
      expect(first.body.merged).toBe(1);

      const again = await api().post('/api/plan/shopping').set(as('ben')).send(week).expect(200);
      expect(again.body).toEqual({ added: 0, merged: 0, inPantry: [] });
      const after = (await api().get('/api/shopping').set(as('ann'))).body as ShoppingList;
      expect(after.customItems.map((i) => i.name)).toEqual(list.customItems.map((i) => i.name));
    });

    it('ranks what the pantry can make among own and friends’ recipes, not strangers’', async () => {
      const omelette = await recipe('ben', {
        title: 'Omelette',
        privacy: 'friends_only',
        ingredients: ['3 eggs', '1 knob butter', 'salt'],
      });
      await recipe('dan', { title: 'Dan public eggs', privacy: 'public', ingredients: ['2 eggs', 'salt'] });
      for (const name of ['eggs', 'unsalted butter', 'salt'])
        await api().post('/api/pantry/items').set(as('ben')).send({ name, quantity: '1' }).expect(201);
      const res = await api().get('/api/recipes/cookable').query({ limit: 5 }).set(as('ann')).expect(200);
      expect(res.body[0]).toMatchObject({
        recipe: { id: omelette, title: 'Omelette' },
        have: 3,
        total: 3,
        missing: [],
      });
      const titled = (title: string) =>
        res.body.find((r: { recipe: { title: string } }) => r.recipe.title === title);
      expect(titled('Stew')).toMatchObject({
        have: 1,
        total: 4,
        missing: ['1 large onion, diced', '1 tsp cumin', '2 carrots'],
      });
      // Nothing of it in the pantry: not worth listing.
      expect(titled('Curry')).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain('Dan public eggs');
      const ranks = res.body.map((r: { have: number; total: number }) => r.have / r.total);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      expect((await api().get('/api/recipes/cookable').query({ limit: 0 }).set(as('ann'))).status).toBe(400);
    });

    it('serves the plan as a calendar at a secret link; a new link ends the old one', async () => {
      const first = (await api().post('/api/plan/calendar-link').set(as('ben')).expect(201)).body
        .url as string;
      const path = new URL(first).pathname;
      const feed = await api().get(path).expect(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
      expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/);
      const second = (await api().post('/api/plan/calendar-link').set(as('ben')).expect(201)).body
        .url as string;
      expect(second).not.toBe(first);
      expect((await api().get(path)).status).toBe(404);
      expect((await api().get(new URL(second).pathname)).status).toBe(200);
    });

    it('leaving keeps a copy of the plan for each former member', async () => {
      const before = (await plan('ann')).map((e) => e.title);
      await api().delete('/api/household/leave').set(as('ben')).expect(200);
      await householdIs('ann', false);
      await householdIs('ben', false);
      expect((await plan('ann')).map((e) => e.title)).toEqual(before);
      expect((await plan('ben')).map((e) => e.title)).toEqual(before);
      const [one] = await plan('ann');
      await api().delete(`/api/plan/entries/${one.id}`).set(as('ann')).expect(204);
      expect(await plan('ben')).toHaveLength(before.length);
    });
  });

  it('needs a signed-in person on every plan route but the calendar feed', async () => {
    for (const [method, path] of [
      ['get', '/api/plan?from=2026-12-07&to=2026-12-13'],
      ['post', '/api/plan/entries'],
      ['patch', '/api/plan/entries/abc'],
      ['delete', '/api/plan/entries/abc'],
      ['post', '/api/plan/shopping'],
      ['post', '/api/plan/calendar-link'],
      ['get', '/api/recipes/cookable'],
    ] as const) {
      const res = await api()[method](path);
      expect([path, res.status]).toEqual([path, 401]);
    }
    expect((await api().get('/api/plan/calendar/not-a-real-secret-at-all.ics')).status).toBe(404);
  });
});
