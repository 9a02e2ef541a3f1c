import { AppError, RecipeCard, RecipeCreate, RecipeListPage, RecipeListReply } from '@mise/contracts';
import { InProcessBroker, InProcessClient } from '@mise/platform-bus';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { recipesMigrations } from '../recipes.app';
import { RecipesRepository } from './recipes.repository';
import { RecipesService } from './recipes.service';

/**
 * Only attempts to cross from one user's data into another's. User A = 1 owns the recipes;
 * B = 2 is a stranger; F = 3 becomes A's friend, then is unfriended.
 */
describe('recipes across tenants', () => {
  const A = 1;
  const B = 2;
  const F = 3;
  let testStore: TestStore;
  let service: RecipesService;
  let privateOfA: number;
  let friendsOnlyOfA: number;
  let publicOfA: number;

  beforeAll(async () => {
    testStore = await openTestStore([recipesMigrations]);
    service = new RecipesService(
      new RecipesRepository(testStore.store.db),
      new InProcessClient(new InProcessBroker()),
    );
    privateOfA = (await service.create(A, 'A', RecipeCreate.parse({ title: 'Secret', privacy: 'private' })))
      .id;
    friendsOnlyOfA = (await service.create(A, 'A', RecipeCreate.parse({ title: 'For friends' }))).id;
    publicOfA = (await service.create(A, 'A', RecipeCreate.parse({ title: 'For all', privacy: 'public' })))
      .id;
  }, 60000);
  afterAll(() => testStore.close());

  const notFound = new AppError('NotFound', 'Recipe not found');
  const forbidden = new AppError('Forbidden', 'You can only change your own recipes');
  const ids = (reply: RecipeListReply) =>
    (JSON.parse((reply as RecipeListPage).body) as RecipeCard[]).map((r) => r.id);

  it("B cannot read A's private or friends-only recipe", async () => {
    await expect(service.get(B, privateOfA)).rejects.toEqual(notFound);
    await expect(service.get(B, friendsOnlyOfA)).rejects.toEqual(notFound);
  });

  it("B cannot update A's recipes, visible or not", async () => {
    await expect(service.update(B, privateOfA, { title: 'Mine now' })).rejects.toEqual(notFound);
    await expect(service.update(B, publicOfA, { title: 'Mine now' })).rejects.toEqual(forbidden);
    expect((await service.get(A, publicOfA)).title).toBe('For all');
    expect((await service.get(A, privateOfA)).title).toBe('Secret');
  });

  it("B cannot delete A's recipes, visible or not", async () => {
    await expect(service.delete(B, privateOfA)).rejects.toEqual(notFound);
    await expect(service.delete(B, publicOfA)).rejects.toEqual(forbidden);
    expect(ids(await service.list(A, { view: 'mine' })).sort()).toEqual(
      [privateOfA, friendsOnlyOfA, publicOfA].sort(),
    );
  });

  it("B's lists never show A's non-public recipes, and the Friends view shows a stranger nothing", async () => {
    for (const view of ['mine', 'friends', 'all'] as const) {
      const seen = ids(await service.list(B, { view }));
      expect(seen).not.toContain(privateOfA);
      expect(seen).not.toContain(friendsOnlyOfA);
    }
    expect(ids(await service.list(B, { view: 'mine' }))).not.toContain(publicOfA);
    expect(ids(await service.list(B, { view: 'friends' }))).not.toContain(publicOfA);
    expect(ids(await service.listForUser(B, A))).toEqual([publicOfA]);
    expect(await service.countVisible(B, A)).toEqual({ count: 1 });
  });

  it('B cannot save a copy of a recipe B may not see', async () => {
    const copy = RecipeCreate.parse({ title: 'Stolen', original_recipe_id: privateOfA });
    await expect(service.create(B, 'B', copy)).rejects.toEqual(notFound);
    expect(ids(await service.list(B, { view: 'mine' }))).toEqual([]);
  });

  it('a friend sees friends-only but never private; unfriended, loses access at once', async () => {
    await service.friendshipChanged({ user_id: A, friend_id: F, status: 'accepted' });
    expect((await service.get(F, friendsOnlyOfA)).title).toBe('For friends');
    await expect(service.get(F, privateOfA)).rejects.toEqual(notFound);
    expect(ids(await service.list(F, { view: 'friends' })).sort()).toEqual(
      [friendsOnlyOfA, publicOfA].sort(),
    );
    expect(await service.countVisible(F, A)).toEqual({ count: 2 });
    await expect(service.update(F, friendsOnlyOfA, { title: 'Mine now' })).rejects.toEqual(forbidden);

    await service.friendshipChanged({ user_id: F, friend_id: A, status: 'removed' });
    await expect(service.get(F, friendsOnlyOfA)).rejects.toEqual(notFound);
    expect(ids(await service.list(F, { view: 'friends' }))).toEqual([]);
    expect(ids(await service.list(F, { view: 'all' }))).not.toContain(friendsOnlyOfA);
    expect(await service.countVisible(F, A)).toEqual({ count: 1 });
  });
});
