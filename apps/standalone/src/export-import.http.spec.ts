import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

/** A picture whose halves have different colours, so a mirrored or swapped copy would be told apart. */
async function twoTone(left: string, right: string, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const half = (colour: string) =>
    sharp({ create: { width: 160, height: 240, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: '#000000' } }).composite([
    { input: await half(left), left: 0, top: 0 },
    { input: await half(right), left: 160, top: 0 },
  ]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** Size and the mean colour of each half: what a person sees of a picture, whatever its encoding. */
async function looks(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sums = [
    [0, 0, 0],
    [0, 0, 0],
  ];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      for (let c = 0; c < 3; c++)
        sums[x < info.width / 2 ? 0 : 1]![c]! += data[(y * info.width + x) * 3 + c]!;
  const perHalf = (info.width * info.height) / 2;
  return { width: info.width, height: info.height, halves: sums.map((s) => s.map((v) => v / perHalf)) };
}

/** The same picture to the eye: same size, each half's mean colour within a few levels (re-encoding). */
async function expectSamePicture(actual: Buffer, expected: Buffer) {
  const [a, e] = [await looks(actual), await looks(expected)];
  expect([a.width, a.height]).toEqual([e.width, e.height]);
  a.halves.forEach((half, h) =>
    half.forEach((v, c) => expect(Math.abs(v - e.halves[h]![c]!)).toBeLessThan(4)),
  );
  // The halves differ, so a mirrored copy would fail.
  expect(
    Math.abs(e.halves[0]![0]! - e.halves[1]![0]!) + Math.abs(e.halves[0]![1]! - e.halves[1]![1]!),
  ).toBeGreaterThan(40);
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are compared loosely

/** Issue 14: a person's whole export imported into another account loses nothing. */
describe('export from one account and import into another', () => {
  let app: TestStandalone;
  let http: App;
  const as = (uid: string) => ({ Authorization: app.bearer(uid) });

  beforeAll(async () => {
    app = await startTestStandalone({ RATE_LIMIT_SCALE: '0' });
    http = app.http as App;
  }, 60000);
  afterAll(() => app.close());

  async function picture(url: string): Promise<Buffer> {
    const res = await request(http)
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    return res.body as Buffer;
  }

  async function exportOf(uid: string): Promise<{ body: Json; file: Buffer }> {
    const res = await request(http).get('/api/users/me/export').set(as(uid)).expect(200);
    return { body: res.body as Json, file: Buffer.from(res.text) };
  }

  /** Everything A set up, created through the same calls the web makes. */
  async function fillAccount(uid: string) {
    const stew = await request(http)
      .post('/api/recipes')
      .set(as(uid))
      .field('title', 'Smoky bean stew')
      .field('description', 'Beans, peppers and smoked paprika.')
      .field('prep_time_minutes', '15')
      .field('cook_time_minutes', '45')
      .field('servings', '4')
      .field('notes', 'Better the next day.')
      .field('source', 'Grandma')
      .field('privacy', 'private')
      .field('ingredients', JSON.stringify(['*For the stew*', '400 g black beans', '2 red peppers']))
      .field('method', JSON.stringify(['Soften the peppers.', 'Add the beans and simmer.']))
      .field('tags', JSON.stringify({ 'Meal Type': ['Dinner'], Dietary: ['Vegan'] }))
      .field('nutrition_per_serving', JSON.stringify({ calories: 420, protein_g: 21, carbs_g: 55, fat_g: 9 }))
      .attach('imageFile', await twoTone('#c0392b', '#2980b9'), 'stew.png')
      .expect(201);
    await request(http)
      .patch(`/api/recipes/${stew.body.id}`)
      .set(as(uid))
      .send({ your_rating: 4.5, notes: 'Better the next day.', status: 'made' })
      .expect(200);
    await request(http)
      .post('/api/recipes')
      .set(as(uid))
      .send({
        title: 'Lemon tart',
        privacy: 'public',
        image: 'https://example.com/tart.jpg',
        ingredients: ['250 g pastry', { amount: '3', item: 'lemons' }],
        method: ['Bake blind.', 'Fill and bake.'],
      })
      .expect(201);
    await request(http)
      .post('/api/recipes')
      .set(as(uid))
      .field('title', 'Green salad')
      .field('privacy', 'friends_only')
      .attach('imageFile', await twoTone('#27ae60', '#f1c40f', 'jpeg'), 'salad.jpg')
      .expect(201);

    const list = await request(http)
      .post('/api/shopping')
      .set(as(uid))
      .send({
        recipes: [
          {
            recipeId: stew.body.id,
            recipeTitle: 'Smoky bean stew',
            originalServings: 4,
            targetServings: 8,
            ingredientsRaw: ['400 g black beans', '2 red peppers'],
          },
        ],
        customItems: [{ name: 'Dish soap' }, { name: 'Oat milk', category: 'Dairy, Eggs & Fridge' }],
      })
      .expect(201);
    const beans = (list.body as Json).recipes[0].ingredientsRaw[0].id as string;
    const soap = (list.body as Json).customItems.find((c: Json) => c.name === 'Dish soap').id as string;
    for (const id of [beans, soap])
      await request(http).patch(`/api/shopping/items/${id}`).set(as(uid)).send({ checked: true }).expect(200);

    await request(http)
      .post('/api/pantry/items')
      .set(as(uid))
      .send({ name: 'Basmati rice', category: 'Pantry', quantity: '2', unit: 'kg', expiryDate: '2027-03-31' })
      .expect(201);
    await request(http)
      .post('/api/pantry/items')
      .set(as(uid))
      .send({ name: 'Olive oil', quantity: '1', unit: 'bottle' })
      .expect(201);
    await request(http)
      .post('/api/pantry/images')
      .set(as(uid))
      .attach('image', await twoTone('#8e44ad', '#ecf0f1'), 'shelf.png')
      .expect(201);
  }

  const RECIPE_FIELDS = [
    'title',
    'description',
    'prep_time_minutes',
    'cook_time_minutes',
    'servings',
    'notes',
    'source',
    'ingredients',
    'method',
    'tags',
    'status',
    'privacy',
    'your_rating',
    'nutrition',
    'owner',
    'original_rating',
    'original_owner_display_name',
    'archived_flag',
  ];
  const byTitle = (a: Json, b: Json) => String(a.title).localeCompare(String(b.title));

  it('restores every recipe, picture, list item and pantry entry field by field', async () => {
    await fillAccount('exporter-a');
    const a = await exportOf('exporter-a');
    expect(a.body.format).toBe('mise-export');
    expect(Object.keys(a.body.images)).toHaveLength(3); // two recipe pictures and the pantry photo

    const preview = await request(http)
      .post('/api/recipes/import-file')
      .set(as('importer-b'))
      .attach('file', a.file, 'mise-export.json')
      .expect(200);
    expect(preview.body.format).toBe('mise');
    expect((preview.body.recipes as Json[]).map((r) => r.title).sort()).toEqual([
      'Green salad',
      'Lemon tart',
      'Smoky bean stew',
    ]);
    expect((preview.body.recipes as Json[]).filter((r) => r.thumbnail).length).toBe(2);

    // As the web saves: a few recipes per call, the same file each time.
    for (const indices of [[0, 1], [2]]) {
      const saved = await request(http)
        .post('/api/recipes/import-file/save')
        .set(as('importer-b'))
        .field('indices', JSON.stringify(indices))
        .attach('file', a.file, 'mise-export.json')
        .expect(200);
      expect(saved.body.created).toHaveLength(indices.length);
      expect(saved.body.failed).toEqual([]);
    }

    const b = await exportOf('importer-b');
    const recipesA = [...(a.body.recipes as Json[])].sort(byTitle);
    const recipesB = [...(b.body.recipes as Json[])].sort(byTitle);
    expect(recipesB).toHaveLength(recipesA.length);
    for (const [i, recipe] of recipesA.entries()) {
      for (const field of RECIPE_FIELDS)
        expect([recipe.title, field, recipesB[i]![field]]).toEqual([recipe.title, field, recipe[field]]);
      if (recipe.image.startsWith('/api/images/')) {
        expect(recipesB[i]!.image).toMatch(/^\/api\/images\//);
        await expectSamePicture(await picture(recipesB[i]!.image), await picture(recipe.image));
      } else expect(recipesB[i]!.image).toBe(recipe.image);
    }

    const stewB = recipesB.find((r) => r.title === 'Smoky bean stew')!;
    const listA = a.body.shoppingList as Json;
    const listB = b.body.shoppingList as Json;
    const entry = (r: Json) => ({
      recipeTitle: r.recipeTitle,
      originalServings: r.originalServings,
      targetServings: r.targetServings,
      items: r.ingredientsRaw.map((i: Json) => [i.name, i.checked, i.raw, i.category]),
    });
    expect(listB.recipes.map(entry)).toEqual(listA.recipes.map(entry));
    expect(listB.recipes[0].recipeId).toBe(stewB.id); // the imported copy, not A's recipe
    const custom = (c: Json) => [c.name, c.checked, c.category];
    expect(listB.customItems.map(custom)).toEqual(listA.customItems.map(custom));

    const pantry = (p: Json) => [p.name, p.category, p.quantity, p.unit, p.expiryDate, p.addedDate];
    expect((b.body.pantry as Json[]).map(pantry)).toEqual((a.body.pantry as Json[]).map(pantry));
    expect((b.body.pantryPhotos as Json[]).map((p) => p.name)).toEqual(['shelf.png']);
    await expectSamePicture(
      await picture(b.body.pantryPhotos[0].url),
      await picture(a.body.pantryPhotos[0].url),
    );

    // Importing the same file again adds nothing twice.
    const again = await request(http)
      .post('/api/recipes/import-file/save')
      .set(as('importer-b'))
      .attach('file', a.file, 'mise-export.json')
      .expect(200);
    expect(again.body.created).toEqual([]);
    expect(again.body.duplicates).toHaveLength(3);
    const twice = await exportOf('importer-b');
    expect(twice.body.recipes).toHaveLength(3);
    expect(twice.body.shoppingList.customItems).toHaveLength(listA.customItems.length);
    expect(twice.body.shoppingList.recipes[0].ingredientsRaw).toHaveLength(
      listA.recipes[0].ingredientsRaw.length,
    );
    expect(twice.body.pantry).toHaveLength(a.body.pantry.length);
    expect(twice.body.pantryPhotos).toHaveLength(1);
  }, 120000);

  it('leaves the exporting account as it was', async () => {
    const res = await request(http).get('/api/recipes?view=mine').set(as('exporter-a')).expect(200);
    expect((res.body as Json[]).length).toBe(3);
  });
});
