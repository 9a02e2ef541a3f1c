import { gzipSync, strToU8, zipSync } from 'fflate';
import {
  jsonLdFile,
  mealieExport,
  paprikaExport,
  recipeSageExport,
  tandoorExport,
} from './fixtures/export-fixtures';
import { EXPORT_LIMITS } from './export-readers';
import { ReadExportReply } from '@mise/contracts';
import { LocalDiskStorage } from '@mise/platform-storage';
import { tempDir } from '@mise/platform-testing';
import { readExport, readExportJob } from './read-export.job';

const read = (bytes: Uint8Array, extra: { indices?: number[]; images?: boolean; fileName?: string } = {}) =>
  readExport({
    fileName: extra.fileName ?? 'export',
    data: Buffer.from(bytes).toString('base64'),
    indices: extra.indices ?? null,
    images: extra.images ?? false,
  });

describe("reading other apps' exports", () => {
  it('Paprika: each gzipped recipe of the archive, with its photo, and says which entry it could not read', async () => {
    const { preview } = await read(await paprikaExport());
    expect(preview.format).toBe('paprika');
    expect(preview.recipes.map((r) => r.title)).toEqual(['Garlic Butter Prawns', 'Plain Rice']);
    const [prawns, rice] = preview.recipes;
    expect(prawns).toMatchObject({
      servings: 2,
      prep_time_minutes: 10,
      cook_time_minutes: 5,
      source: 'Grandma',
      notes: 'Lovely with crusty bread.',
      ingredients: ['400 g raw prawns', '50 g butter', '4 cloves garlic, sliced', '1 lemon'],
      tags: { General: ['Seafood', 'Quick'] },
    });
    expect(prawns?.method).toHaveLength(3);
    expect(prawns?.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    expect(rice).toMatchObject({
      source: 'example-rice.test',
      servings: 4,
      cook_time_minutes: 17,
      thumbnail: '',
    });
    expect(preview.skipped).toEqual([{ name: 'Broken.paprikarecipe', reason: 'Could not be read' }]);
  });

  it('Mealie: recipe JSON with structured ingredients, section titles, notes and the photo beside it', async () => {
    const { preview, images } = await read(await mealieExport(), { images: true });
    expect(preview.format).toBe('mealie');
    expect(preview.recipes).toHaveLength(1);
    expect(preview.recipes[0]).toMatchObject({
      title: 'Pesto Gnocchi',
      servings: 2,
      prep_time_minutes: 5,
      cook_time_minutes: 10,
      source: 'example-pesto.test',
      ingredients: ['500 g gnocchi', '*Sauce*', '3 tbsp pesto fresh'],
      method: ['Boil the gnocchi until they float.', 'Toss with the pesto.'],
      notes: 'Tip: Add spinach for green.',
    });
    expect(Buffer.from(images['0'] ?? '', 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('Tandoor: a zip of zips, steps with their ingredients and headers', async () => {
    const { preview } = await read(await tandoorExport());
    expect(preview.format).toBe('tandoor');
    expect(preview.recipes[0]).toMatchObject({
      title: 'Lentil Salad',
      servings: 3,
      prep_time_minutes: 15,
      cook_time_minutes: 20,
      source: 'lentils.example.test',
      ingredients: ['200 g green lentils', '*Dressing*', '3 tbsp olive oil, extra virgin', 'salt'],
      method: [
        'Simmer the lentils for 20 minutes.',
        'Drain and cool.',
        '*Finish*',
        'Dress the lentils while warm.',
      ],
      tags: { General: ['Vegan'] },
    });
    expect(preview.recipes[0]?.thumbnail).toMatch(/^data:image\/jpeg/);
  });

  it('RecipeSage: a JSON-LD array, every recipe in it', async () => {
    const { preview } = await read(recipeSageExport());
    expect(preview.format).toBe('recipesage');
    expect(preview.recipes.map((r) => r.title)).toEqual(['Tomato Soup', 'Cheese Toastie']);
    expect(preview.recipes[0]).toMatchObject({
      servings: 4,
      prep_time_minutes: 10,
      cook_time_minutes: 30,
      method: ['Soften the onion.', 'Add the tomatoes and stock and simmer.', 'Blend.'],
      source: 'Soup Book',
      notes: 'Freezes well.',
    });
    expect(preview.recipes[1]?.image).toBe('https://images.example.test/toastie.jpg');
  });

  it('any schema.org Recipe JSON-LD, inside a @graph', async () => {
    const { preview } = await read(jsonLdFile());
    expect(preview.format).toBe('json-ld');
    expect(preview.recipes[0]).toMatchObject({ title: 'Shortbread', servings: 16, source: 'Example Bakes' });
    expect(preview.recipes[0]?.ingredients).toHaveLength(3);
  });

  it('keeps only the chosen recipes when asked', async () => {
    const { preview } = await read(recipeSageExport(), { indices: [1] });
    expect(preview.recipes.map((r) => [r.index, r.title])).toEqual([[1, 'Cheese Toastie']]);
  });

  it('refuses what it cannot read with a clear message', async () => {
    await expect(read(strToU8('hello'))).rejects.toThrow('The file is not a recipe export this app can read');
    await expect(read(strToU8('{"name":"x"}'))).rejects.toThrow('The file holds no schema.org Recipe');
    await expect(read(zipSync({ 'a.txt': strToU8('x') }))).rejects.toThrow('holds no recipes');
  });

  it('refuses an archive bomb before unpacking it', async () => {
    const big = gzipSync(new Uint8Array(EXPORT_LIMITS.maxRecipeBytes + 1));
    await expect(read(zipSync({ 'bomb.paprikarecipe': big }))).rejects.toThrow(
      'No recipe in the file could be read: A recipe in the file is too large',
    );
  });
});

describe('the read-export job', () => {
  const dir = tempDir();
  const storage = new LocalDiskStorage(dir.path);
  afterAll(() => dir.remove());
  const context = { id: 'job', attempt: 1, progress: async () => undefined };

  it('reads the upload stored under its key and leaves the result in the store, the bus carrying only keys', async () => {
    const fileKey = 'imports/0123456789abcdef0123.bin';
    await storage.put(fileKey, Buffer.from(await paprikaExport()), 'application/octet-stream');
    const answer = await readExportJob(storage)(
      { fileName: 'my.paprikarecipes', fileKey, indices: [0], images: true },
      context,
    );
    expect(answer).toEqual({ resultKey: 'imports/0123456789abcdef0123-result.json' });
    const stored = await storage.get(answer.resultKey);
    const reply = ReadExportReply.parse(JSON.parse(stored?.data.toString('utf8') ?? '{}'));
    expect(reply.preview.recipes.map((r) => r.title)).toEqual(['Garlic Butter Prawns']);
    expect(reply.images['0']).toBeTruthy();
  });

  it('says so when the upload is gone', async () => {
    await expect(
      readExportJob(storage)(
        { fileName: 'x.json', fileKey: 'imports/ffffffffffffffffffff.bin', indices: null, images: false },
        context,
      ),
    ).rejects.toThrow('The uploaded file is no longer available; please send it again');
  });
});
