import {
  AppError,
  RecipeCard,
  RecipeCreate,
  RecipeFilters,
  RecipeListQuery,
  RecipeListPage,
  RecipeListReply,
} from '@mise/contracts';
import { filterRecipes } from '@mise/recipe-text';
import { InProcessBroker, InProcessClient } from '@mise/platform-bus';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { sql } from 'drizzle-orm';
import { recipesMigrations } from '../recipes.app';
import { RecipesRepository } from './recipes.repository';
import { RecipesService } from './recipes.service';

/** Search, filters and paging evaluated in the store, checked against the spec's client rules. */
describe('recipe search, filters and paging', () => {
  const OWNER = 100;
  let testStore: TestStore;
  let service: RecipesService;
  const cards = (reply: RecipeListReply) => JSON.parse((reply as RecipeListPage).body) as RecipeCard[];
  const list = async (query: Partial<RecipeListQuery>) =>
    cards(await service.list(OWNER, { view: 'mine', ...query }));
  const titles = async (query: Partial<RecipeListQuery>) => (await list(query)).map((r) => r.title).sort();

  const MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Dessert'];
  const CUISINES = ['Italian', 'Mexican', 'Thai', 'Middle Eastern'];
  const DIETS = ['Vegetarian', 'Vegan', 'Gluten-Free'];

  beforeAll(async () => {
    testStore = await openTestStore([recipesMigrations]);
    service = new RecipesService(
      new RecipesRepository(testStore.store.db),
      new InProcessClient(new InProcessBroker()),
    );
    const make = (input: Partial<RecipeCreate> & { title: string }) =>
      service.create(OWNER, 'Priya Shah', RecipeCreate.parse(input));
    await make({
      title: 'Roast tomato soup',
      ingredients: ['6 tomatoes', '1 onion'],
      source: 'River Cafe',
      tags: { 'Meal Type': ['Lunch'], Cuisine: ['Italian'] },
      prep_time_minutes: 10,
      cook_time_minutes: 40,
    });
    await make({ title: 'Green curry', description: 'Fragrant and hot', tags: { Cuisine: ['Thai'] } });
    await make({ title: '100% rye bread', description: 'dense_loaf' });
    // A spread of tags, ratings and times for the comparison with the client rules.
    for (let i = 0; i < 36; i++) {
      const recipe = await make({
        title: `Dish ${i}`,
        prep_time_minutes: (i * 7) % 45,
        cook_time_minutes: (i * 11) % 50,
        tags: {
          ...(i % 5 === 0
            ? {}
            : { 'Meal Type': [MEALS[i % 4], ...(i % 3 === 0 ? [MEALS[(i + 1) % 4]] : [])] }),
          ...(i % 4 === 0 ? {} : { Cuisine: [CUISINES[i % 4]] }),
          ...(i % 2 === 0 ? { Dietary: [DIETS[i % 3]] } : {}),
          ...(i % 6 === 0 ? { Characteristics: ['Quick', 'Easy'] } : {}),
        },
      });
      if (i % 3 !== 0) await service.update(OWNER, recipe.id, { your_rating: (i % 11) / 2 });
    }
  }, 60000);
  afterAll(() => testStore.close());

  it('finds a substring in the title, ingredients, owner name or source, ignoring case', async () => {
    expect(await titles({ q: 'TOMATO' })).toEqual(['Roast tomato soup']);
    expect(await titles({ q: 'onion' })).toEqual(['Roast tomato soup']);
    expect(await titles({ q: 'river caf' })).toEqual(['Roast tomato soup']);
    expect((await list({ q: 'priya' })).length).toBe(39);
    expect(await titles({ q: 'fragrant' })).toEqual(['Green curry']);
  });

  it('matches stemmed words (full text) and takes %, _ and \\ literally', async () => {
    expect(await titles({ q: 'curries' })).toEqual(['Green curry']);
    expect(await titles({ q: '100%' })).toEqual(['100% rye bread']);
    expect(await titles({ q: 'r_e' })).toEqual([]);
    expect(await titles({ q: 'dense_loaf' })).toEqual(['100% rye bread']);
  });

  it('filters exactly as the client rules of section 5 do', async () => {
    const everything = await list({});
    const selections: RecipeFilters[] = [
      { '⭐ Rating': ['4+ stars'] },
      { '⭐ Rating': ['5 stars', '2+ stars'] },
      { '🍽️ Meal Type': ['Dinner'] },
      { '🍽️ Meal Type': ['Breakfast', 'Dessert'], '🌍 Cuisine': ['🇮🇹 Italian', '🥙 Middle Eastern'] },
      { '⏱️ Time': ['Under 15'] },
      { '⏱️ Time': ['Under 30', 'Weekend'] },
      { '⏱️ Time': ['Under 1 Hour'], '🥗 Dietary': ['vegan'] },
      { '✨ Characteristics': ['Quick'], '⭐ Rating': ['1+ stars'] },
      { '🥗 Dietary': ['Gluten'], '🍽️ Meal Type': ['lunch'] },
      { '🌍 Cuisine': [] },
    ];
    for (const filters of selections) {
      const expected = filterRecipes(everything, filters)
        .map((r) => r.id)
        .sort();
      const got = (await list({ filters })).map((r) => r.id).sort();
      expect({ filters, ids: got }).toEqual({ filters, ids: expected });
    }
  });

  it('pages newest first with an opaque cursor, no card twice, none left out', async () => {
    const all = (await list({})).map((r) => r.id);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const reply = (await service.list(OWNER, { view: 'mine', limit: 7, cursor })) as RecipeListPage;
      seen.push(...cards(reply).map((r) => r.id));
      if (!reply.nextCursor) break;
      cursor = reply.nextCursor;
    }
    expect(seen).toEqual(all);
    expect(all.length).toBe(39);
  });

  it('pages through a search with filters', async () => {
    const filters = { '⭐ Rating': ['1+ stars'] };
    const whole = (await list({ q: 'dish', filters })).map((r) => r.id);
    const first = (await service.list(OWNER, {
      view: 'mine',
      q: 'dish',
      filters,
      limit: 5,
    })) as RecipeListPage;
    const second = await service.list(OWNER, {
      view: 'mine',
      q: 'dish',
      filters,
      limit: 5,
      cursor: first.nextCursor ?? undefined,
    });
    expect([...cards(first), ...cards(second)].map((r) => r.id)).toEqual(whole.slice(0, 10));
  });

  it('answers unchanged to a caller holding the current version, and the page once it changes', async () => {
    const first = (await service.list(OWNER, { view: 'mine', limit: 3 })) as RecipeListPage;
    expect(first.tag).toEqual(expect.any(String));
    expect(await service.list(OWNER, { view: 'mine', limit: 3 }, first.tag ?? undefined)).toEqual({
      unchanged: true,
    });
    const added = await service.create(OWNER, 'Priya Shah', RecipeCreate.parse({ title: 'Newest' }));
    const after = (await service.list(
      OWNER,
      { view: 'mine', limit: 3 },
      first.tag ?? undefined,
    )) as RecipeListPage;
    expect(cards(after)[0].title).toBe('Newest');
    await service.delete(OWNER, added.id);
    const shuffled = (await service.list(OWNER, { view: 'mine', random: true })) as RecipeListPage;
    expect(shuffled.tag).toBeNull();
  });

  it('refuses a cursor it did not make', async () => {
    await expect(service.list(OWNER, { view: 'mine', cursor: 'not-a-cursor' })).rejects.toEqual(
      new AppError('Invalid', 'Invalid cursor'),
    );
  });

  it('To Make and Made show that status and never archived recipes', async () => {
    const made = await service.create(101, 'Al', RecipeCreate.parse({ title: 'Made one', your_rating: 4 }));
    const toMake = await service.create(101, 'Al', RecipeCreate.parse({ title: 'To make one' }));
    const archived = await service.create(101, 'Al', RecipeCreate.parse({ title: 'Old one' }));
    await testStore.store.db.execute(
      sql`update recipes.recipes set archived_flag = true where id = ${archived.id}`,
    );
    const ids = async (status: 'to-make' | 'made') =>
      cards(await service.list(101, { view: 'mine', status })).map((r) => r.id);
    expect(await ids('to-make')).toEqual([toMake.id]);
    expect(await ids('made')).toEqual([made.id]);
    const mine = cards(await service.list(101, { view: 'mine' })).map((r) => r.id);
    expect(mine).toContain(archived.id);
  });

  it('answers list cards without the detail-only fields', async () => {
    const [card] = await list({ q: 'tomato' });
    expect(card).toMatchObject({
      title: 'Roast tomato soup',
      _id: card.id,
      user: 'Priya Shah',
      duration_minutes: 50,
      tags: { Cuisine: ['Italian'] },
    });
    expect(card).not.toHaveProperty('ingredients');
    expect(card).not.toHaveProperty('method');
    expect(Date.parse(card.created_at)).not.toBeNaN();
  });
});
