import { mintEmulatorToken } from '@mise/platform-testing';
import request from 'supertest';
import { usePeople } from './people.fixture';

/**
 * Every HTTP route of the gateway tried as every kind of person. The route list comes from the
 * router, so a route added without rows here fails the first test: who may use it has to be
 * decided. Cells are expected statuses; a person who must not see something (another person's
 * private recipe, a household's list, an email) is checked not to find its words in the answer,
 * and a refused change is checked to have changed nothing.
 */

const PEOPLE = ['owner', 'friend', 'pending', 'stranger', 'member', 'former'] as const;
type Person = (typeof PEOPLE)[number];
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the owner (Olive) has that others may or may not reach. */
const SECRET = {
  privateTitle: 'Olive private truffle risotto',
  friendsTitle: 'Olive friends-only fig tart',
  publicTitle: 'Olive public lemon soup',
  listItem: 'household saffron threads',
  pantryItem: 'household smoked paprika',
  planTitle: 'household paella night',
  email: 'owner@example.com',
};

interface World {
  ids: Record<Person | 'newcomer', number>;
  recipes: { private: number; friends: number; public: number };
  pendingFriendshipId: number;
  friendFriendshipId: number;
  listItemId: string;
  pantryItemId: string;
  planEntryId: string;
}

interface Row {
  /** 'GET /api/recipes/:id': the router's method and path. */
  route: string;
  /** Which case of the route, when it has several rows. */
  case?: string;
  path: (w: World) => string;
  query?: Record<string, string>;
  body?: (w: World) => unknown;
  expect: Record<Person, number | number[]>;
  /** Words that only `sees` may find in the answer (everyone else is checked not to). */
  secrets?: string[];
  sees?: Person[];
  /** After every refused cell, the owner still reads this unchanged. */
  unchanged?: (w: World) => { path: string; contains: string };
  /** For cells that change things: a fresh target is made for the allowed persons, run last. */
  fresh?: (w: World, who: Person) => Promise<Partial<World>>;
}

const all = (status: number | number[]): Record<Person, number | number[]> =>
  Object.fromEntries(PEOPLE.map((p) => [p, status])) as Record<Person, number | number[]>;
const only = (allowed: Person[], yes: number | number[], no: number | number[]) =>
  Object.fromEntries(PEOPLE.map((p) => [p, allowed.includes(p) ? yes : no])) as Record<
    Person,
    number | number[]
  >;
const HIDDEN = [403, 404];
const FRIENDS_OF_OWNER: Person[] = ['owner', 'friend', 'member', 'former'];

describe('who may use every route', () => {
  // Limits off: the table sends far more refused tokens from one address than a person would.
  const people = usePeople(['owner', 'friend', 'pending', 'stranger', 'member', 'former', 'newcomer'], {
    RATE_LIMIT_SCALE: '0',
  });
  let extras = 0;
  /** A new person who asks `who` to be friends; accepted when `accept`. Returns the friendship id. */
  const newFriendship = async (who: Person, accept: boolean): Promise<number> => {
    const extra = `extra${++extras}`;
    const sent = await call(extra as Person, 'post', '/api/users/friends/request', {
      addresseeId: w.ids[who],
    });
    if (accept)
      await call(who, 'put', `/api/users/friends/${sent.body.id}`, { status: 'accepted' }).expect(200);
    return sent.body.id as number;
  };
  const w = {} as World;
  const as = (who: Person | 'newcomer') => people.as(who);
  const call = (who: Person | 'newcomer' | null, method: Method, path: string, body?: unknown) => {
    const req = request(people.http)[method](path);
    if (who) req.set(as(who));
    return body === undefined ? req : req.send(body as object);
  };

  beforeAll(async () => {
    w.ids = people.ids as World['ids'];
    const befriend = async (who: Person) => {
      const sent = await call(who, 'post', '/api/users/friends/request', { addresseeId: w.ids.owner }).expect(
        (res) => expect(res.status).toBeLessThan(300),
      );
      await call('owner', 'put', `/api/users/friends/${sent.body.id}`, { status: 'accepted' }).expect(200);
      return sent.body.id as number;
    };
    w.friendFriendshipId = await befriend('friend');
    await befriend('member');
    await befriend('former');
    const pending = await call('pending', 'post', '/api/users/friends/request', { addresseeId: w.ids.owner });
    w.pendingFriendshipId = pending.body.id;

    // Former: shared a household with the owner, then left (which dissolves it).
    const first = await call('owner', 'post', '/api/household/invitations/send', {
      name: 'First home',
      friendIds: [w.ids.former],
    }).expect((res) => expect(res.status).toBeLessThan(300));
    const formerInvite = (await call('former', 'get', '/api/household/invitations/pending')).body[0].id;
    await call('former', 'post', `/api/household/invitations/${formerInvite}/accept`).expect((res) =>
      expect(res.status).toBeLessThan(300),
    );
    await call('former', 'delete', '/api/household/leave').expect((res) =>
      expect(res.status).toBeLessThan(300),
    );
    expect(first.body).toBeDefined();
    // Member: in the owner's household now.
    await call('owner', 'post', '/api/household/invitations/send', {
      name: 'Home',
      friendIds: [w.ids.member],
    });
    const memberInvite = (await call('member', 'get', '/api/household/invitations/pending')).body[0].id;
    await call('member', 'post', `/api/household/invitations/${memberInvite}/accept`).expect((res) =>
      expect(res.status).toBeLessThan(300),
    );

    const recipe = async (title: string, privacy: string) =>
      (await call('owner', 'post', '/api/recipes', { title, privacy }).expect(201)).body.id as number;
    w.recipes = {
      private: await recipe(SECRET.privateTitle, 'private'),
      friends: await recipe(SECRET.friendsTitle, 'friends_only'),
      public: await recipe(SECRET.publicTitle, 'public'),
    };
    const list = await call('owner', 'post', '/api/shopping/items', { name: SECRET.listItem });
    w.listItemId = list.body.customItems.find((i: { name: string }) => i.name === SECRET.listItem).id;
    const pantry = await call('owner', 'post', '/api/pantry/items', {
      name: SECRET.pantryItem,
      quantity: '1',
    });
    w.pantryItemId = pantry.body.items.find((i: { name: string }) => i.name === SECRET.pantryItem).id;
    w.planEntryId = await planEntry(SECRET.planTitle);
  }, 120_000);
  const PLAN_WEEK = '/api/plan?from=2026-12-07&to=2026-12-13';
  const planEntry = async (title: string) =>
    (
      await call('owner', 'post', '/api/plan/entries', { date: '2026-12-08', meal: 'dinner', title }).expect(
        201,
      )
    ).body.id as string;

  const RECIPE_SECRETS = [SECRET.privateTitle, SECRET.friendsTitle];
  const listRows = (route: string, path: (w: World) => string): Row[] => [
    // Everyone gets their own list; only the owner sees the private recipe, only friends the friends-only one.
    { route, case: 'private', path, expect: all(200), secrets: [SECRET.privateTitle], sees: ['owner'] },
    {
      route,
      case: 'friends only',
      path,
      expect: all(200),
      secrets: [SECRET.friendsTitle],
      sees: FRIENDS_OF_OWNER,
    },
  ];
  const ROWS: Row[] = [
    // ---- recipes
    ...listRows('GET /api/recipes', () => '/api/recipes?view=all'),
    ...listRows('GET /api/recipes', () => '/api/recipes?view=friends'),
    ...listRows('GET /api/recipes/user/:userId', (w) => `/api/recipes/user/${w.ids.owner}`),
    {
      route: 'GET /api/recipes/:id',
      case: 'private',
      path: (w) => `/api/recipes/${w.recipes.private}`,
      expect: only(['owner'], 200, HIDDEN),
      secrets: RECIPE_SECRETS,
      sees: ['owner'],
    },
    {
      route: 'GET /api/recipes/:id',
      case: 'friends only',
      path: (w) => `/api/recipes/${w.recipes.friends}`,
      expect: only(FRIENDS_OF_OWNER, 200, HIDDEN),
      secrets: [SECRET.friendsTitle],
      sees: FRIENDS_OF_OWNER,
    },
    {
      route: 'GET /api/recipes/:id',
      case: 'public',
      path: (w) => `/api/recipes/${w.recipes.public}`,
      expect: all(200),
    },
    {
      route: 'PATCH /api/recipes/:id',
      path: (w) => `/api/recipes/${w.recipes.public}`,
      body: () => ({ title: 'Taken over' }),
      expect: only(['owner'], 200, HIDDEN),
      unchanged: (w) => ({ path: `/api/recipes/${w.recipes.public}`, contains: SECRET.publicTitle }),
      fresh: async (w) => ({
        recipes: {
          ...w.recipes,
          public: (await call('owner', 'post', '/api/recipes', { title: 'Spare' })).body.id,
        },
      }),
    },
    {
      route: 'DELETE /api/recipes/:id',
      path: (w) => `/api/recipes/${w.recipes.private}`,
      expect: only(['owner'], [200, 204], HIDDEN),
      unchanged: (w) => ({ path: `/api/recipes/${w.recipes.private}`, contains: SECRET.privateTitle }),
      fresh: async (w) => ({
        recipes: {
          ...w.recipes,
          private: (await call('owner', 'post', '/api/recipes', { title: 'Spare' })).body.id,
        },
      }),
    },
    {
      route: 'POST /api/recipes',
      path: () => '/api/recipes',
      body: () => ({ title: 'My own' }),
      expect: all(201),
    },
    {
      route: 'GET /api/recipes/search-image',
      path: () => '/api/recipes/search-image?query=soup',
      expect: all(200),
    },
    // ---- imports: each person imports for themselves; an empty request is refused for all alike
    {
      route: 'POST /api/extraction/text',
      path: () => '/api/extraction/text',
      body: () => ({ text: '' }),
      expect: all(400),
    },
    {
      // Each person sees only the stage of imports they named themselves; an unknown one is null.
      route: 'GET /api/extraction/stage/:importId',
      path: () => '/api/extraction/stage/00000000-0000-4000-8000-000000000000',
      expect: all(200),
    },
    {
      route: 'POST /api/recipes/extract-recipe',
      path: () => '/api/recipes/extract-recipe',
      expect: all(400),
    },
    {
      route: 'POST /api/recipes/extract-from-youtube',
      path: () => '/api/recipes/extract-from-youtube',
      body: () => ({}),
      expect: all(400),
    },
    {
      route: 'POST /api/recipes/extract-from-url',
      path: () => '/api/recipes/extract-from-url',
      body: () => ({}),
      expect: all(400),
    },
    { route: 'POST /api/recipes/import-file', path: () => '/api/recipes/import-file', expect: all(400) },
    {
      route: 'POST /api/recipes/import-file/save',
      path: () => '/api/recipes/import-file/save',
      body: () => ({}),
      expect: all(400),
    },
    // ---- people
    { route: 'GET /api/users/profile', path: () => '/api/users/profile', expect: all(200) },
    {
      route: 'GET /api/users/profile/:userId',
      path: (w) => `/api/users/profile/${w.ids.owner}`,
      expect: all(200),
      secrets: [SECRET.email],
      sees: FRIENDS_OF_OWNER,
    },
    {
      route: 'PATCH /api/users/profile',
      path: () => '/api/users/profile',
      body: () => ({ language: 'xx' }),
      expect: all(400),
    },
    { route: 'POST /api/users/profile/image', path: () => '/api/users/profile/image', expect: all(400) },
    {
      route: 'GET /api/users/friendship-status/:userId',
      path: (w) => `/api/users/friendship-status/${w.ids.owner}`,
      expect: all(200),
    },
    {
      route: 'GET /api/users/stats/:userId',
      path: (w) => `/api/users/stats/${w.ids.owner}`,
      expect: all(200),
    },
    { route: 'GET /api/users/friends/stats', path: () => '/api/users/friends/stats', expect: all(200) },
    {
      route: 'GET /api/users/friends/stats/:userId',
      path: (w) => `/api/users/friends/stats/${w.ids.owner}`,
      expect: all(200),
    },
    {
      route: 'GET /api/users/friends/suggestions',
      path: () => '/api/users/friends/suggestions',
      expect: all([200, 404]),
    },
    {
      route: 'POST /api/users/friends/suggestions/:userId/dismiss',
      path: (w) => `/api/users/friends/suggestions/${w.ids.newcomer}/dismiss`,
      expect: all([200, 404]),
    },
    {
      route: 'POST /api/users/friends/request',
      case: 'to the owner',
      path: () => '/api/users/friends/request',
      body: (w) => ({ addresseeId: w.ids.owner }),
      // Not to oneself, not twice, not to a friend; the stranger's request is the one allowed (run last).
      expect: {
        owner: 400,
        friend: [400, 409],
        pending: [400, 409],
        stranger: [200, 201],
        member: [400, 409],
        former: [400, 409],
      },
    },
    {
      route: 'GET /api/users/friends',
      path: () => '/api/users/friends?status=accepted',
      expect: all(200),
    },
    {
      route: 'GET /api/users/:userId/friends',
      path: (w) => `/api/users/${w.ids.owner}/friends`,
      expect: only(FRIENDS_OF_OWNER, 200, 403),
    },
    {
      route: 'PUT /api/users/friends/:friendshipId',
      case: 'accept a request sent to the owner',
      path: (w) => `/api/users/friends/${w.pendingFriendshipId}`,
      body: () => ({ status: 'accepted' }),
      expect: only(['owner'], 200, HIDDEN),
      fresh: async () => ({ pendingFriendshipId: await newFriendship('owner', false) }),
    },
    {
      route: 'DELETE /api/users/friends/:friendshipId',
      case: "remove the owner's friendship with friend",
      path: (w) => `/api/users/friends/${w.friendFriendshipId}`,
      // Either of the two friends may end it: each allowed cell ends a fresh friendship of their own.
      expect: { owner: 200, friend: 200, pending: HIDDEN, stranger: HIDDEN, member: HIDDEN, former: HIDDEN },
      fresh: async (_w, who) => ({ friendFriendshipId: await newFriendship(who, true) }),
    },
    {
      route: 'GET /api/users/search',
      path: () => '/api/users/search?q=ow',
      expect: all(200),
      secrets: [SECRET.email],
      sees: FRIENDS_OF_OWNER,
    },
    // ---- household
    {
      route: 'GET /api/household/mine',
      path: () => '/api/household/mine',
      expect: only(['owner', 'member'], 200, 404),
    },
    {
      route: 'GET /api/household/available-friends',
      path: () => '/api/household/available-friends',
      expect: all(200),
    },
    {
      route: 'GET /api/household/invitations/pending',
      path: () => '/api/household/invitations/pending',
      expect: all(200),
    },
    {
      route: 'GET /api/household/invitations/sent',
      path: () => '/api/household/invitations/sent',
      expect: all(200),
    },
    {
      route: 'POST /api/household/invitations/send',
      case: 'inviting the owner, who is not their friend or is in a household',
      path: () => '/api/household/invitations/send',
      body: (w) => ({ name: 'Another home', friendIds: [w.ids.owner] }),
      expect: all([400, 403, 409]),
    },
    {
      route: 'POST /api/household/invitations/:id/accept',
      path: () => '/api/household/invitations/999999/accept',
      expect: all(HIDDEN),
    },
    {
      route: 'POST /api/household/invitations/:id/decline',
      path: () => '/api/household/invitations/999999/decline',
      expect: all(HIDDEN),
    },
    {
      route: 'DELETE /api/household/invitations/:id/cancel',
      path: () => '/api/household/invitations/999999/cancel',
      expect: all(HIDDEN),
    },
    // ---- shopping and pantry: everyone has a list; only the household reads and changes the owner's
    {
      route: 'GET /api/shopping',
      path: () => '/api/shopping',
      expect: all(200),
      secrets: [SECRET.listItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'GET /api/pantry',
      path: () => '/api/pantry',
      expect: all(200),
      secrets: [SECRET.pantryItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'PATCH /api/shopping/items/:id',
      path: (w) => `/api/shopping/items/${w.listItemId}`,
      body: () => ({ name: 'renamed by someone' }),
      expect: only(['owner', 'member'], 200, HIDDEN),
      unchanged: () => ({ path: '/api/shopping', contains: SECRET.listItem }),
      fresh: async () => ({
        listItemId: (
          await call('owner', 'post', '/api/shopping/items', { name: 'spare' })
        ).body.customItems.find((i: { name: string }) => i.name === 'spare').id,
      }),
    },
    {
      route: 'DELETE /api/shopping/items/:id',
      // Outside the household the id is not in the person's own list: a no-op (deletes stay
      // idempotent for offline replays), and the owner's item stays.
      path: (w) => `/api/shopping/items/${w.listItemId}`,
      expect: only(['owner', 'member'], 200, [200, ...HIDDEN]),
      unchanged: () => ({ path: '/api/shopping', contains: SECRET.listItem }),
      fresh: async () => ({
        listItemId: (
          await call('owner', 'post', '/api/shopping/items', { name: 'spare 2' })
        ).body.customItems.find((i: { name: string }) => i.name === 'spare 2').id,
      }),
    },
    {
      route: 'PATCH /api/pantry/items/:id',
      path: (w) => `/api/pantry/items/${w.pantryItemId}`,
      body: () => ({ name: 'renamed by someone' }),
      expect: only(['owner', 'member'], 200, HIDDEN),
      unchanged: () => ({ path: '/api/pantry', contains: SECRET.pantryItem }),
      fresh: async () => ({
        pantryItemId: (
          await call('owner', 'post', '/api/pantry/items', { name: 'spare jar', quantity: '1' })
        ).body.items.find((i: { name: string }) => i.name === 'spare jar').id,
      }),
    },
    {
      route: 'DELETE /api/pantry/items/:id',
      // Outside the household the id is not in the person's own list: a no-op (deletes stay
      // idempotent for offline replays), and the owner's item stays.
      path: (w) => `/api/pantry/items/${w.pantryItemId}`,
      expect: only(['owner', 'member'], 200, [200, ...HIDDEN]),
      unchanged: () => ({ path: '/api/pantry', contains: SECRET.pantryItem }),
      fresh: async () => ({
        pantryItemId: (
          await call('owner', 'post', '/api/pantry/items', { name: 'spare tin', quantity: '1' })
        ).body.items.find((i: { name: string }) => i.name === 'spare tin').id,
      }),
    },
    // ---- meal plan: everyone has one; only the household reads and changes the owner's
    {
      route: 'GET /api/plan',
      path: () => PLAN_WEEK,
      expect: all(200),
      secrets: [SECRET.planTitle],
      sees: ['owner', 'member'],
    },
    {
      route: 'POST /api/plan/entries',
      case: 'a note of their own',
      path: () => '/api/plan/entries',
      body: () => ({ date: '2026-12-09', meal: 'lunch', title: 'my own lunch' }),
      expect: all(201),
    },
    {
      route: 'POST /api/plan/entries',
      case: "the owner's private recipe",
      path: () => '/api/plan/entries',
      body: (w) => ({ date: '2026-12-09', meal: 'dinner', recipeId: w.recipes.private }),
      expect: only(['owner'], 201, 404),
      secrets: [SECRET.privateTitle],
      sees: ['owner'],
    },
    {
      route: 'PATCH /api/plan/entries/:id',
      path: (w) => `/api/plan/entries/${w.planEntryId}`,
      body: () => ({ note: 'changed by someone', servings: 9 }),
      expect: only(['owner', 'member'], 200, 404),
      secrets: [SECRET.planTitle],
      sees: ['owner', 'member'],
      unchanged: () => ({ path: PLAN_WEEK, contains: SECRET.planTitle }),
      fresh: async () => ({ planEntryId: await planEntry('spare plan') }),
    },
    {
      route: 'DELETE /api/plan/entries/:id',
      path: (w) => `/api/plan/entries/${w.planEntryId}`,
      expect: only(['owner', 'member'], 204, 404),
      unchanged: () => ({ path: PLAN_WEEK, contains: SECRET.planTitle }),
      fresh: async () => ({ planEntryId: await planEntry('spare plan 2') }),
    },
    {
      route: 'POST /api/plan/shopping',
      path: () => '/api/plan/shopping',
      body: () => ({ from: '2026-12-07', to: '2026-12-13' }),
      expect: all(200),
    },
    { route: 'POST /api/plan/calendar-link', path: () => '/api/plan/calendar-link', expect: all(201) },
    {
      route: 'GET /api/recipes/cookable',
      path: () => '/api/recipes/cookable',
      expect: all(200),
      secrets: RECIPE_SECRETS,
      sees: ['owner'],
    },
    { route: 'GET /api/food', path: () => '/api/food', expect: all(200) },
    {
      route: 'GET /api/food/categorize/:ingredient',
      path: () => '/api/food/categorize/onion',
      expect: all(200),
    },
    // ---- each person's own list and pantry (the household's for members), answered without
    //      anything of a household they are not in
    {
      route: 'POST /api/shopping/items',
      path: () => '/api/shopping/items',
      body: () => ({ name: 'my own bread' }),
      expect: all(201),
      secrets: [SECRET.listItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'POST /api/pantry/items',
      path: () => '/api/pantry/items',
      body: () => ({ name: 'my own rice', quantity: '1' }),
      expect: all(201),
      secrets: [SECRET.pantryItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'POST /api/shopping',
      path: () => '/api/shopping',
      body: () => ({ customItems: [{ name: 'merged eggs' }] }),
      expect: all([200, 201]),
      secrets: [SECRET.listItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'PATCH /api/shopping',
      path: () => '/api/shopping',
      body: () => ({ checkedItems: {} }),
      expect: all(200),
      secrets: [SECRET.listItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'DELETE /api/shopping/recipes/:recipeId',
      path: (w) => `/api/shopping/recipes/${w.recipes.public}`,
      expect: all([200, 404]),
      secrets: [SECRET.listItem],
      sees: ['owner', 'member'],
    },
    { route: 'GET /api/pantry/images', path: () => '/api/pantry/images', expect: all(200) },
    {
      route: 'POST /api/pantry/images',
      path: () => '/api/pantry/images',
      body: () => ({}),
      expect: all(400),
    },
    {
      route: 'DELETE /api/pantry/images/:id',
      path: () => '/api/pantry/images/999999',
      expect: all([200, 404]),
    },
    // The live stream is only for an EventSource; anything else is told so.
    { route: 'GET /api/shopping/events', path: () => '/api/shopping/events', expect: all(400) },
    // ---- last, because they empty the lists and end the household the rows above read
    {
      route: 'DELETE /api/shopping/checked',
      path: () => '/api/shopping/checked',
      expect: all(200),
      secrets: [SECRET.listItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'POST /api/pantry',
      path: () => '/api/pantry',
      body: () => ({ items: [] }),
      expect: all(200),
      secrets: [SECRET.pantryItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'DELETE /api/shopping',
      path: () => '/api/shopping',
      expect: all(200),
      secrets: [SECRET.listItem],
      sees: ['owner', 'member'],
    },
    {
      route: 'DELETE /api/household/leave',
      path: () => '/api/household/leave',
      // Whichever of the two leaves first dissolves it; the other then has no household to leave.
      expect: {
        owner: 200,
        member: [200, 404, 409],
        friend: [400, 404, 409],
        pending: [400, 404, 409],
        stranger: [400, 404, 409],
        former: [400, 404, 409],
      },
    },
    // ---- one's own account: the export holds only what the person may see; deletion is their own
    {
      route: 'GET /api/users/me/export',
      path: () => '/api/users/me/export',
      expect: all(200),
      secrets: [SECRET.privateTitle],
      sees: ['owner'],
    },
    { route: 'DELETE /api/users/me', path: () => '/api/users/me', expect: all([200, 204]) },
  ];

  it('has rows for every route of the gateway', () => {
    const router = (
      people.app.standalone.gateway.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    const routes = router.stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`)
        : [],
    );
    const covered = new Set([...ROWS.map((row) => row.route), ...PUBLIC_ROUTES]);
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });

  // Filled in after the merge (see ROWS above).
  // The calendar feed: its secret is the key (a calendar app cannot sign in).
  const PUBLIC_ROUTES = [
    'GET /api/health',
    'GET /api/images/:folder/:name',
    'GET /api/openapi.json',
    'GET /api/docs',
    'GET /api/docs/:file',
    'GET /share/:id',
    'GET /api/plan/calendar/:secret',
  ];

  it('refuses every bad token on every route but the public ones', async () => {
    const tokens = {
      none: null,
      expired: mintEmulatorToken({ uid: 'owner', expiresInSeconds: -60 }),
      foreign: mintEmulatorToken({ uid: 'owner', projectId: 'someone-elses-project' }),
      forged: `${mintEmulatorToken({ uid: 'owner' }).slice(0, -4)}AAAA`,
    };
    for (const row of ROWS) {
      const [method] = row.route.split(' ');
      for (const [kind, token] of Object.entries(tokens)) {
        const req = request(people.http)[method.toLowerCase() as Method](row.path(w));
        if (token) req.set('Authorization', `Bearer ${token}`);
        const res = await req;
        expect({ route: row.route, kind, status: res.status }).toEqual({
          route: row.route,
          kind,
          status: 401,
        });
      }
    }
    // Four requests on each of some hundred routes: more than jest's default 5 s on a busy machine.
  }, 60_000);

  it('answers each person as the table says and leaks nothing', async () => {
    const failures: string[] = [];
    for (const row of ROWS) {
      const [methodName] = row.route.split(' ');
      const method = methodName.toLowerCase() as Method;
      const order = [...PEOPLE].sort((a, b) => Number(ok(row.expect[a])) - Number(ok(row.expect[b])));
      for (const who of order) {
        const world = row.fresh && ok(row.expect[who]) ? { ...w, ...(await row.fresh(w, who)) } : w;
        const req = call(who, method, row.path(world), row.body?.(world));
        if (row.query) req.query(row.query);
        const res = await req;
        const expected = ([] as number[]).concat(row.expect[who]);
        const label = `${row.route}${row.case ? ` (${row.case})` : ''} as ${who}`;
        if (!expected.includes(res.status))
          failures.push(`${label}: ${res.status}, expected ${expected.join('|')}`);
        if (res.status >= 400 && typeof res.body?.error !== 'string') failures.push(`${label}: no { error }`);
        const text = JSON.stringify(res.body ?? '') + (res.text ?? '');
        if (row.secrets && !(row.sees ?? []).includes(who))
          for (const secret of row.secrets)
            if (text.includes(secret)) failures.push(`${label}: leaked '${secret}'`);
        if (row.unchanged && !ok(row.expect[who])) {
          const check = row.unchanged(w);
          const after = await call('owner', 'get', check.path);
          if (!JSON.stringify(after.body).includes(check.contains))
            failures.push(`${label}: a refused change altered ${check.path}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

function ok(expected: number | number[]): boolean {
  return ([] as number[]).concat(expected).some((status) => status < 300);
}
