import { Controller, INestMicroservice, Module } from '@nestjs/common';
import {
  AppError,
  FriendIdsReply,
  FriendIdsRequest,
  FriendsDigestsReply,
  FriendsDigestsRequest,
  friendsDigest,
  Messages,
  RecipeCard,
  RecipeCreate,
  RecipeListPage,
  RecipeListReply,
} from '@mise/contracts';
import {
  busServerOptions,
  Handles,
  InProcessBroker,
  InProcessClient,
  startBusService,
} from '@mise/platform-bus';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { recipesMigrations, startRecipesService } from '../recipes.app';
import { RecipesRepository } from './recipes.repository';
import { RecipesService } from './recipes.service';

/** Social as the truth about friendships: who is friends with whom right now. */
const socialFriends = new Map<number, Set<number>>();
let socialDown = false;
/** Whose friends social was asked for one by one, and how many digest batches it answered. */
const asked = { friendIds: new Set<number>(), digests: 0 };
const befriend = (a: number, b: number) => {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ]) {
    const set = socialFriends.get(x) ?? new Set<number>();
    set.add(y);
    socialFriends.set(x, set);
  }
};
const unfriend = (a: number, b: number) => {
  socialFriends.get(a)?.delete(b);
  socialFriends.get(b)?.delete(a);
};
const friendsOf = (id: number) => [...(socialFriends.get(id) ?? [])];
/** The event social publishes for a change it has made, digests included. */
const eventFor = (a: number, b: number, status: 'accepted' | 'removed') => ({
  user_id: a,
  friend_id: b,
  status,
  user_friends_digest: friendsDigest(friendsOf(a)),
  friend_friends_digest: friendsDigest(friendsOf(b)),
});

@Controller()
class SocialStandIn {
  @Handles(Messages.social.friendIds)
  friendIds({ user_id }: FriendIdsRequest): FriendIdsReply {
    if (socialDown) throw new AppError('Unavailable', 'The service is not available. Please try again.');
    asked.friendIds.add(user_id);
    return { friend_ids: friendsOf(user_id) };
  }

  @Handles(Messages.social.friendsDigests)
  digests({ user_ids }: FriendsDigestsRequest): FriendsDigestsReply {
    if (socialDown) throw new AppError('Unavailable', 'The service is not available. Please try again.');
    asked.digests++;
    return { digests: Object.fromEntries(user_ids.map((id) => [String(id), friendsDigest(friendsOf(id))])) };
  }
}

@Module({ controllers: [SocialStandIn] })
class SocialStandInModule {}

/**
 * The recipes service's copy of friendships when social's events go missing: it notices from the
 * next event's digests, or on start, asks social and rebuilds, and privacy follows social again.
 */
describe("recipes' friendship copy catching up with social", () => {
  const A = 1; // owns the recipes
  const F = 2; // a friend who is unfriended while the event is lost
  const G = 3; // a new friend of A
  const H = 4; // befriended by A while recipes was not listening
  let testStore: TestStore;
  let broker: InProcessBroker;
  let social: INestMicroservice;
  let service: RecipesService;
  let friendsOnly: number;

  const titles = (reply: RecipeListReply) =>
    (JSON.parse((reply as RecipeListPage).body) as RecipeCard[]).map((r) => r.title);
  const sees = async (viewer: number) => {
    const visible = await service.get(viewer, friendsOnly).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.kind === 'NotFound') return false;
        throw error;
      },
    );
    const inFriendsView = titles(await service.list(viewer, { view: 'friends' })).includes('For friends');
    expect(inFriendsView).toBe(visible);
    return visible;
  };

  beforeAll(async () => {
    testStore = await openTestStore([recipesMigrations]);
    broker = new InProcessBroker();
    social = await startBusService(SocialStandInModule, busServerOptions({}, broker), false);
    service = new RecipesService(new RecipesRepository(testStore.store.db), new InProcessClient(broker));
    friendsOnly = (await service.create(A, 'A', RecipeCreate.parse({ title: 'For friends' }))).id;
    await service.create(A, 'A', RecipeCreate.parse({ title: 'Only me', privacy: 'private' }));
  }, 60000);
  afterAll(async () => {
    service.onApplicationShutdown();
    await social.close();
    await testStore.close();
  });

  it('rebuilds a person whose digest disagrees: a missed unfriending closes access', async () => {
    befriend(A, F);
    await service.friendshipChanged(eventFor(A, F, 'accepted'));
    expect(await sees(F)).toBe(true);

    // Social unfriends A and F, but that event never reaches recipes.
    unfriend(A, F);
    expect(await sees(F)).toBe(true);

    // The next event about A carries A's friends as social has them: the copy is rebuilt.
    befriend(A, G);
    await service.friendshipChanged(eventFor(A, G, 'accepted'));
    expect(await sees(F)).toBe(false);
    expect(await sees(G)).toBe(true);
    expect(titles(await service.list(F, { view: 'all' }))).toEqual([]);
    expect(await service.countVisible(F, A)).toEqual({ count: 0 });
  });

  it('on start, makes the copy agree with social for everyone it knows', async () => {
    // While recipes was down: A befriended H and unfriended G; neither event arrived.
    befriend(A, H);
    unfriend(A, G);
    expect(await sees(H)).toBe(false);
    expect(await sees(G)).toBe(true);

    await service.catchUpFriends();
    expect(await sees(H)).toBe(true);
    expect(await sees(G)).toBe(false);
    expect(await sees(F)).toBe(false);
  });

  it('when social cannot answer, keeps the copy and rebuilds once it can', async () => {
    unfriend(A, H);
    socialDown = true;
    await service.catchUpFriends();
    expect(await sees(H)).toBe(true);

    socialDown = false;
    await service.catchUpFriends();
    expect(await sees(H)).toBe(false);
  });

  it('events alone still keep the copy when none is missed (no rebuild needed)', async () => {
    befriend(A, F);
    await service.friendshipChanged(eventFor(A, F, 'accepted'));
    expect(await sees(F)).toBe(true);
    unfriend(A, F);
    await service.friendshipChanged(eventFor(F, A, 'removed'));
    expect(await sees(F)).toBe(false);
  });

  it('on start, asks for digests in batches and rebuilds only the people whose friends differ', async () => {
    // 1,200 more people in the copy, in friend pairs that agree with social; one pair social ended.
    const repository = new RecipesRepository(testStore.store.db);
    for (let id = 1000; id < 2200; id += 2) {
      befriend(id, id + 1);
      await repository.addFriendship(id, id + 1);
    }
    unfriend(1000, 1001);
    await service.catchUpFriends();
    asked.friendIds.clear();
    asked.digests = 0;

    await repository.addFriendship(1000, 1001);
    await service.catchUpFriends();
    // Three batches of at most 500 digests for 1,200+ people, then only the two people of that pair.
    expect(asked.digests).toBe(3);
    expect([...asked.friendIds].sort()).toEqual([1000, 1001]);
    expect(await repository.friendIdsOf(1000)).toEqual([]);
    expect(await repository.friendIdsOf(2198)).toEqual([2199]);
  });

  it('rebuilds the copy from social when the service starts', async () => {
    // A stale copy: 20 and 21 were friends when recipes last ran; social has since ended it.
    const repository = new RecipesRepository(testStore.store.db);
    await repository.addFriendship(20, 21);
    const recipe = await service.create(20, 'Ann', RecipeCreate.parse({ title: 'Shared' }));
    expect((await service.get(21, recipe.id)).title).toBe('Shared');

    const bus = new InProcessClient(broker);
    const started = await startRecipesService(
      { store: testStore.store, bus },
      busServerOptions({}, broker),
      false,
    );
    try {
      // Start does not wait for the catch-up: ask until the copy agrees (a bounded number of times).
      for (let i = 0; i < 500 && (await repository.friendIdsOf(20)).length > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await started.close();
    }
    expect(await repository.friendIdsOf(21)).toEqual([]);
    await expect(service.get(21, recipe.id)).rejects.toMatchObject({ kind: 'NotFound' });
  });
});
