import { ExportFileError, readExportFile } from './export-readers';
import { readExport } from './read-export.job';

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An export as GET /api/users/me/export writes it, trimmed to what the reader looks at. */
function ourExport(overrides: Record<string, unknown> = {}) {
  return {
    format: 'mise-export',
    version: 1,
    exportedAt: '2026-11-23T10:00:00.000Z',
    profile: { display_name: 'Amy' },
    recipes: [
      {
        id: 7,
        title: 'Smoky bean stew',
        description: 'Beans and peppers.',
        prep_time_minutes: 15,
        cook_time_minutes: 45,
        servings: 4,
        ingredients: ['*For the stew*', '400 g black beans'],
        method: ['Simmer.'],
        notes: 'Better the next day.',
        source: 'Grandma',
        image: '/api/images/recipes/abc123-display.webp',
        tags: { Dietary: ['Vegan'] },
        status: 'made',
        privacy: 'private',
        your_rating: 4.5,
        nutrition: { calories: 420, protein: 21, carbs: 55, fat: 9 },
        owner: null,
        original_rating: null,
      },
      {
        id: 8,
        title: 'Lemon tart',
        image: 'https://example.com/tart.jpg',
        privacy: 'public',
        your_rating: null,
      },
    ],
    shoppingList: null,
    pantry: [],
    pantryPhotos: [],
    images: {
      '/api/images/recipes/abc123-display.webp': {
        contentType: 'image/png',
        data: PIXEL_PNG.toString('base64'),
      },
    },
    ...overrides,
  };
}

const bytes = (json: unknown) => Buffer.from(JSON.stringify(json));

describe('reading our own account export', () => {
  it('gives each recipe whole, with its carried picture and the fields a draft has no room for', () => {
    const read = readExportFile(bytes(ourExport()), 'mise-export.json');
    expect(read.format).toBe('mise');
    const [stew, tart] = read.recipes;
    expect(stew!.draft).toMatchObject({
      title: 'Smoky bean stew',
      servings: 4,
      ingredients: ['*For the stew*', '400 g black beans'],
      notes: 'Better the next day.',
      source: 'Grandma',
      tags: { Dietary: ['Vegan'] },
      image: '', // the old account's address: the bytes travel instead
    });
    expect(stew!.kept).toEqual({
      privacy: 'private',
      status: 'made',
      your_rating: 4.5,
      nutrition_per_serving: { calories: 420, protein: 21, carbs: 55, fat: 9 },
    });
    expect(Buffer.from(stew!.imageBytes!)).toEqual(PIXEL_PNG);
    expect(tart!.draft.image).toBe('https://example.com/tart.jpg');
    expect(tart!.kept).toEqual({ privacy: 'public', your_rating: null });
    expect(tart!.imageBytes).toBeUndefined();
  });

  it('keeps the valid fields of a recipe with one odd field, and skips an entry that is no recipe', () => {
    const file = ourExport({
      recipes: [
        { title: 'Odd', privacy: 'everyone', your_rating: 3 },
        { title: 42, ingredients: 'x' },
      ],
    });
    const read = readExportFile(bytes(file));
    expect(read.recipes.map((r) => [r.draft.title, r.kept])).toEqual([['Odd', { your_rating: 3 }]]);
    expect(read.skipped).toEqual([{ name: 'Recipe 2', reason: 'Could not be read' }]);
  });

  it('says so when a file marked as ours is broken', () => {
    expect(() => readExportFile(bytes({ format: 'mise-export', version: 'one' }))).toThrow(ExportFileError);
  });

  it('hands the kept fields and a thumbnail to the preview', async () => {
    const reply = await readExport({
      fileName: 'mise-export.json',
      data: bytes(ourExport()).toString('base64'),
      indices: null,
      images: false,
    });
    expect(reply.preview.format).toBe('mise');
    expect(reply.preview.recipes[0]).toMatchObject({
      title: 'Smoky bean stew',
      kept: { privacy: 'private' },
    });
    expect(reply.preview.recipes[0]!.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
  });
});
