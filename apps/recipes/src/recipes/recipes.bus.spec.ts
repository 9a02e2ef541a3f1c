import { INestMicroservice } from '@nestjs/common';
import { firstValueFrom } from 'rxjs';
import {
  BusEvents,
  cardsOf,
  FriendshipChangedEvent,
  Messages,
  RecipeCountVisibleMessage,
  RecipeCreateMessage,
  RecipeCreate,
  RecipesForUserMessage,
} from '@mise/contracts';
import { busServerOptions, emit, InProcessBroker, InProcessClient, send } from '@mise/platform-bus';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { recipesMigrations, startRecipesService } from '../recipes.app';

/** The recipes service behind the in-process bus: social's friendship events drive who sees what. */
describe('recipes service on the bus', () => {
  let testStore: TestStore;
  let service: INestMicroservice;
  let bus: InProcessClient;

  beforeAll(async () => {
    testStore = await openTestStore([recipesMigrations]);
    const broker = new InProcessBroker();
    bus = new InProcessClient(broker);
    service = await startRecipesService({ store: testStore.store, bus }, busServerOptions({}, broker), false);
  }, 60000);
  afterAll(async () => {
    await service.close();
    await testStore.close();
  });

  const create = (userId: number, input: Partial<RecipeCreate> & { title: string }) => {
    const message: RecipeCreateMessage = {
      userId,
      displayName: `U${userId}`,
      body: RecipeCreate.parse(input),
    };
    return send(bus, Messages.recipes.create, message);
  };
  const count = (viewerId: number, ownerId: number) => {
    const message: RecipeCountVisibleMessage = { viewerId, ownerId };
    return send(bus, Messages.recipes.countVisible, message);
  };
  const forUser = async (viewerId: number, ownerId: number) => {
    const message: RecipesForUserMessage = { viewerId, ownerId };
    return cardsOf(await send(bus, Messages.recipes.listForUser, message));
  };
  const friendship = (event: FriendshipChangedEvent) => emit(bus, BusEvents.friendshipChanged, event);
  /** Events are delivered on a later tick: ask again until the answer changes (a bounded number of times). */
  async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
    let last = await read();
    for (let i = 0; i < 50 && JSON.stringify(last) !== JSON.stringify(expected); i++) {
      await new Promise((resolve) => setImmediate(resolve));
      last = await read();
    }
    return last;
  }

  it("counts an owner's recipes as the viewer may see them, following friendship events", async () => {
    await create(10, { title: 'Private', privacy: 'private' });
    await create(10, { title: 'Friends only', privacy: 'friends_only' });
    await create(10, { title: 'Public', privacy: 'public' });

    expect(await count(10, 10)).toEqual({ count: 3 });
    expect(await count(11, 10)).toEqual({ count: 1 });
    expect((await forUser(11, 10)).map((r) => r.title)).toEqual(['Public']);

    friendship({ user_id: 11, friend_id: 10, status: 'accepted' });
    expect(await eventually(() => count(11, 10), { count: 2 })).toEqual({ count: 2 });
    expect((await forUser(11, 10)).map((r) => r.title).sort()).toEqual(['Friends only', 'Public']);

    friendship({ user_id: 10, friend_id: 11, status: 'removed' });
    expect(await eventually(() => count(11, 10), { count: 1 })).toEqual({ count: 1 });
  });

  it('refuses a malformed count message', async () => {
    // Straight on the client: the typed send would refuse it before it reached the handler.
    const raw = firstValueFrom(bus.send(Messages.recipes.countVisible.name, { viewerId: 'x' }));
    await expect(raw).rejects.toMatchObject({ kind: 'Invalid' });
  });
});
