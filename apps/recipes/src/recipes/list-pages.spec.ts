import { cardsOf, RecipeCreate, RecipeListReply } from '@mise/contracts';
import { InProcessBroker, InProcessClient } from '@mise/platform-bus';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { recipesMigrations } from '../recipes.app';
import { RecipesRepository } from './recipes.repository';
import { RecipesService } from './recipes.service';

/** Cached lists must never outlive a change, even one made by another process on the same store. */
describe('list answers cached under the store generation', () => {
  let testStore: TestStore;
  let reader: RecipesService;
  let writer: RecipesService;
  const titles = (reply: RecipeListReply) => cardsOf(reply).map((r) => r.title);

  beforeAll(async () => {
    testStore = await openTestStore([recipesMigrations]);
    // Two services with their own caches over one store: as two recipes processes would be.
    const make = () =>
      new RecipesService(
        new RecipesRepository(testStore.store.db),
        new InProcessClient(new InProcessBroker()),
      );
    reader = make();
    writer = make();
  }, 60000);
  afterAll(() => testStore.close());

  it("shows another process's create, rename, update and delete at once", async () => {
    const first = await writer.create(1, 'Ann', RecipeCreate.parse({ title: 'One', privacy: 'public' }));
    expect(titles(await reader.list(1, { view: 'mine' }))).toEqual(['One']);
    expect(titles(await reader.list(1, { view: 'mine' }))).toEqual(['One']);
    await writer.create(1, 'Ann', RecipeCreate.parse({ title: 'Two' }));
    expect(titles(await reader.list(1, { view: 'mine' }))).toEqual(['Two', 'One']);
    await writer.update(1, first.id, { title: 'Uno' });
    expect(titles(await reader.list(1, { view: 'mine' }))).toEqual(['Two', 'Uno']);
    await writer.delete(1, first.id);
    expect(titles(await reader.list(1, { view: 'mine' }))).toEqual(['Two']);
  });

  it("drops a friend's recipes from the Friends view the moment the friendship ends", async () => {
    await writer.create(2, 'Bea', RecipeCreate.parse({ title: 'Shared' }));
    await writer.friendshipChanged({ user_id: 2, friend_id: 3, status: 'accepted' });
    expect(titles(await reader.list(3, { view: 'friends' }))).toEqual(['Shared']);
    await writer.friendshipChanged({ user_id: 3, friend_id: 2, status: 'removed' });
    expect(titles(await reader.list(3, { view: 'friends' }))).toEqual([]);
  });

  it('counting in one process (PGlite), shows its own writes at once', async () => {
    const only = new RecipesService(
      new RecipesRepository(testStore.store.db),
      new InProcessClient(new InProcessBroker()),
      'this-process',
    );
    const made = await only.create(5, 'Cy', RecipeCreate.parse({ title: 'A' }));
    expect(titles(await only.list(5, { view: 'mine' }))).toEqual(['A']);
    await only.update(5, made.id, { title: 'B' });
    expect(titles(await only.list(5, { view: 'mine' }))).toEqual(['B']);
    await only.create(6, 'Di', RecipeCreate.parse({ title: 'Theirs' }));
    await only.friendshipChanged({ user_id: 5, friend_id: 6, status: 'accepted' });
    expect(titles(await only.list(5, { view: 'friends' }))).toEqual(['Theirs']);
    await only.friendshipChanged({ user_id: 5, friend_id: 6, status: 'removed' });
    expect(titles(await only.list(5, { view: 'friends' }))).toEqual([]);
    await only.delete(5, made.id);
    expect(titles(await only.list(5, { view: 'mine' }))).toEqual([]);
  });
});
