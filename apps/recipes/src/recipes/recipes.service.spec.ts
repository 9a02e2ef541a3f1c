import { AppError, RecipeCard, RecipeCreate, RecipeListPage, RecipeListReply } from '@mise/contracts';
import { InProcessBroker, InProcessClient } from '@mise/platform-bus';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { recipesMigrations } from '../recipes.app';
import { RecipesRepository } from './recipes.repository';
import { RecipesService } from './recipes.service';

describe('RecipesService on PGlite', () => {
  let testStore: TestStore;
  let service: RecipesService;
  beforeAll(async () => {
    testStore = await openTestStore([recipesMigrations]);
    service = new RecipesService(
      new RecipesRepository(testStore.store.db),
      new InProcessClient(new InProcessBroker()),
    );
  }, 60000);
  afterAll(() => testStore.close());

  const cards = (reply: RecipeListReply) => JSON.parse((reply as RecipeListPage).body) as RecipeCard[];
  const body = (input: Partial<RecipeCreate> & { title: string }) => RecipeCreate.parse(input);

  it('creates a recipe with the spec read model', async () => {
    const recipe = await service.create(
      1,
      'Ada',
      body({
        title: ' Soup ',
        prep_time_minutes: 10,
        cook_time_minutes: 25,
        ingredients: ['1 onion', { amount: 2, item: 'carrots' }],
        method: ['Chop', 'Simmer'],
        nutrition_per_serving: { calories: 120, protein_g: 4 },
      }),
    );
    expect(recipe).toMatchObject({
      _id: recipe.id,
      user_id: 1,
      user_display_name: 'Ada',
      title: 'Soup',
      duration_minutes: 35,
      status: 'to-make',
      privacy: 'friends_only',
      archived_flag: false,
      your_rating: null,
      ingredients: ['1 onion', { amount: 2, item: 'carrots' }],
      method: ['Chop', 'Simmer'],
      nutrition: { calories: 120, protein: 4, carbs: null, fat: null },
    });
    expect(Date.parse(recipe.created_at)).not.toBeNaN();
  });

  it('lists own recipes newest first', async () => {
    const first = await service.create(2, 'Bo', body({ title: 'First' }));
    const second = await service.create(2, 'Bo', body({ title: 'Second' }));
    const list = cards(await service.list(2, { view: 'mine' }));
    expect(list.map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it("shows a stranger's public recipes in the all view only, never their private ones", async () => {
    const mine = await service.create(3, 'Cy', body({ title: 'Mine', privacy: 'private' }));
    const shared = await service.create(4, 'Di', body({ title: 'Shared', privacy: 'public' }));
    const hidden = await service.create(4, 'Di', body({ title: 'Hidden', privacy: 'private' }));
    const all = cards(await service.list(3, { view: 'all' })).map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, shared.id]));
    expect(all).not.toContain(hidden.id);
    const friends = cards(await service.list(3, { view: 'friends' })).map((r) => r.id);
    expect(friends).not.toContain(shared.id);
    expect(friends).not.toContain(mine.id);
    expect(friends).not.toContain(hidden.id);
  });

  it('updates only the given fields and recomputes the duration', async () => {
    const recipe = await service.create(
      5,
      'Ed',
      body({ title: 'Stew', prep_time_minutes: 5, notes: 'keep' }),
    );
    const { recipe: updated } = await service.update(5, recipe.id, {
      cook_time_minutes: 60,
      status: 'made',
      your_rating: 4.5,
    });
    expect(updated).toMatchObject({
      title: 'Stew',
      notes: 'keep',
      duration_minutes: 65,
      status: 'made',
      your_rating: 4.5,
    });
    expect(await service.get(5, recipe.id)).toEqual(updated);
  });

  it('deletes a recipe, after which it is not found', async () => {
    const recipe = await service.create(6, 'Fa', body({ title: 'Gone' }));
    await service.delete(6, recipe.id);
    await expect(service.get(6, recipe.id)).rejects.toEqual(new AppError('NotFound', 'Recipe not found'));
  });

  it("copies a renamed owner's name onto their recipes", async () => {
    const recipe = await service.create(7, 'Old Name', body({ title: 'Pie' }));
    await service.ownerRenamed(7, 'New Name');
    expect((await service.get(7, recipe.id)).user_display_name).toBe('New Name');
  });
});
