import { AppError, RecipeCreate } from '@mise/contracts';
import { InProcessBroker, InProcessClient } from '@mise/platform-bus';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { recipesMigrations } from '../recipes.app';
import { RecipesRepository } from './recipes.repository';
import { RecipesService } from './recipes.service';

/** Only attempts to cross from one user's data into another's. User A = 1, user B = 2. */
describe('recipes across tenants', () => {
  const A = 1;
  const B = 2;
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
    expect((await service.list(A, { view: 'mine' })).map((r) => r.id).sort()).toEqual(
      [privateOfA, friendsOnlyOfA, publicOfA].sort(),
    );
  });

  it("B's lists never show A's non-public recipes", async () => {
    for (const view of ['mine', 'friends', 'all'] as const) {
      const ids = (await service.list(B, { view })).map((r) => r.id);
      expect(ids).not.toContain(privateOfA);
      expect(ids).not.toContain(friendsOnlyOfA);
    }
    expect((await service.list(B, { view: 'mine' })).map((r) => r.id)).not.toContain(publicOfA);
  });
});
