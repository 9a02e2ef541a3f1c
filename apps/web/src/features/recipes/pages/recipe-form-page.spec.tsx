/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Recipe } from '@mise/contracts';
import { mockApi, type MockRequest } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

function serveStore(
  initial: Recipe[] = [],
  overrides: (request: MockRequest) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  const recipes = new Map(initial.map((recipe) => [recipe.id, recipe]));
  return mockApi((request) => {
    const special = overrides(request);
    if (special) return special;
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    if (request.path === '/api/recipes' && request.method === 'POST') {
      const created = makeRecipe({ ...(request.body as Partial<Recipe>), id: 42 });
      recipes.set(42, created);
      return { status: 201, body: created };
    }
    if (request.path === '/api/recipes') return { status: 200, body: [...recipes.values()] };
    const match = /^\/api\/recipes\/(\d+)$/.exec(request.path);
    if (match) {
      const id = Number(match[1]);
      const found = recipes.get(id);
      if (!found) return { status: 404, body: { error: 'Recipe not found' } };
      if (request.method === 'PATCH') {
        const updated = { ...found, ...(request.body as Partial<Recipe>) };
        recipes.set(id, updated);
        return { status: 200, body: updated };
      }
      if (request.method === 'DELETE') {
        recipes.delete(id);
        return { status: 204 };
      }
      return { status: 200, body: found };
    }
    return undefined;
  });
}

const rows = (noun: 'Ingredient' | 'Step') =>
  screen.queryAllByRole('textbox', { name: new RegExp(`^${noun} \\d+$`) });

beforeEach(() => sessionStorage.clear());

describe('recipe form', () => {
  it('keeps exactly one trailing empty ingredient row', async () => {
    serveStore();
    const app = renderApp('/create-recipe', signedIn());
    expect(await screen.findByRole('heading', { name: 'New Recipe' })).toBeInTheDocument();
    expect(rows('Ingredient')).toHaveLength(1);

    await app.user.type(screen.getByRole('textbox', { name: 'Ingredient 1' }), '2 eggs');
    expect(rows('Ingredient').map((row) => (row as HTMLTextAreaElement).value)).toEqual(['2 eggs', '']);
    await app.user.type(screen.getByRole('textbox', { name: 'Ingredient 2' }), 'salt');
    expect(rows('Ingredient')).toHaveLength(3);

    await app.user.clear(screen.getByRole('textbox', { name: 'Ingredient 2' }));
    expect(rows('Ingredient').map((row) => (row as HTMLTextAreaElement).value)).toEqual(['2 eggs', '']);

    await app.user.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    expect(rows('Ingredient').map((row) => (row as HTMLTextAreaElement).value)).toEqual(['']);
  });

  it('requires a title and sends nothing without one', async () => {
    const api = serveStore();
    const app = renderApp('/create-recipe', signedIn());
    await app.user.type(await screen.findByRole('textbox', { name: 'Ingredient 1' }), 'flour');
    await app.user.type(screen.getByLabelText('Title'), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Recipe title is required');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('creates the recipe without empty rows and opens it', async () => {
    const api = serveStore();
    const app = renderApp('/create-recipe', signedIn());
    await app.user.type(await screen.findByLabelText('Title'), '  Pancakes ');
    await app.user.type(screen.getByLabelText('Servings'), '4');
    await app.user.type(screen.getByRole('textbox', { name: 'Ingredient 1' }), '200 g flour');
    await app.user.type(screen.getByRole('textbox', { name: 'Ingredient 2' }), '2 eggs');
    await app.user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Whisk.');
    await app.user.type(screen.getByRole('textbox', { name: 'Step 2' }), 'Fry.');
    await app.user.click(
      within(screen.getByRole('group', { name: 'Meal Type' })).getByRole('button', { name: 'Breakfast' }),
    );
    await app.user.click(
      within(screen.getByRole('group', { name: 'Time' })).getByRole('button', { name: 'Under 30 Minutes' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Save Recipe' }));

    expect(await screen.findByRole('heading', { name: 'Pancakes' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/recipe/42');
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Pancakes',
      servings: 4,
      prep_time_minutes: 0,
      cook_time_minutes: 0,
      ingredients: ['200 g flour', '2 eggs'],
      method: ['Whisk.', 'Fry.'],
      status: 'to-make',
      your_rating: 0,
      tags: { 'Meal Type': ['Breakfast'], Time: 'Under 30 Minutes' },
    });
    expect(screen.getByText('Whisk.')).toBeInTheDocument();
  });

  it('shows the server reason when saving fails', async () => {
    serveStore([], (request) =>
      request.method === 'POST' ? { status: 400, body: { error: 'Title too long' } } : undefined,
    );
    const app = renderApp('/create-recipe', signedIn());
    await app.user.type(await screen.findByLabelText('Title'), 'Soup');
    await app.user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save recipe. Please try again. Title too long',
    );
  });

  it('edits an existing recipe with PATCH', async () => {
    const stored = makeRecipe({
      id: 9,
      title: 'Chili',
      ingredients: ['1 onion', { amount: '400', item: 'g beans', note: 'drained' }],
      method: ['Cook.'],
    });
    const api = serveStore([stored]);
    const app = renderApp('/create-recipe/9', signedIn());
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Chili');
    expect(rows('Ingredient').map((row) => (row as HTMLTextAreaElement).value)).toEqual([
      '1 onion',
      '400 g beans, drained',
      '',
    ]);
    await app.user.clear(title);
    await app.user.type(title, 'Smoky Chili');
    await app.user.click(screen.getByRole('button', { name: 'Update Recipe' }));

    expect(await screen.findByRole('heading', { name: 'Smoky Chili' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/recipe/9');
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/recipes/9');
    expect(patch?.body).toMatchObject({
      title: 'Smoky Chili',
      ingredients: ['1 onion', '400 g beans, drained'],
    });
  });

  it('deletes after the spec confirmation and goes to /', async () => {
    const api = serveStore([makeRecipe({ id: 9, title: 'Chili' })]);
    const app = renderApp('/create-recipe/9', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Delete Recipe' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this recipe? This action cannot be undone.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/recipes/9')).toBe(true);
  });

  it('goes back to a blank form when the recipe to edit cannot be loaded', async () => {
    serveStore();
    const app = renderApp('/create-recipe/404', signedIn());
    expect(await screen.findByText('Failed to load recipe for editing.')).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/create-recipe'));
  });

  it('prefills from extractedRecipeData navigation state', async () => {
    serveStore();
    renderApp('/create-recipe', signedIn(), {
      extractedRecipeData: {
        name: 'Draft Cake',
        ingredientList: ['3 eggs'],
        instructions: ['Bake.'],
        prepTime: 10,
        author: 'Gran',
      },
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Draft Cake');
    expect(screen.getByLabelText('Prep time (min)')).toHaveValue(10);
    expect(screen.getByLabelText('Source')).toHaveValue('Gran');
    expect(rows('Ingredient').map((row) => (row as HTMLTextAreaElement).value)).toEqual(['3 eggs', '']);
    expect(rows('Step').map((row) => (row as HTMLTextAreaElement).value)).toEqual(['Bake.', '']);
  });

  it('highlights each ingredient whose amount the reader doubted with "Check this amount" until it is edited', async () => {
    serveStore();
    const app = renderApp('/create-recipe', signedIn(), {
      extractedRecipeData: {
        title: 'Scones',
        // The empty line is dropped from the form; the flags still point at their own lines.
        ingredients: ['', '225g/8oz self-raising flour', '55g/2oz butter', '1/3 cup milk', '1 egg'],
        uncertain_amounts: [1, 3],
        method: ['Rub in the butter.'],
      },
    });
    await screen.findByLabelText('Title');
    const flagged = () =>
      rows('Ingredient')
        .filter((row) => row.getAttribute('aria-describedby'))
        .map((row) => (row as HTMLTextAreaElement).value);
    expect(flagged()).toEqual(['225g/8oz self-raising flour', '1/3 cup milk']);
    expect(screen.getAllByText('Check this amount')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Ingredient 1' })).toHaveAccessibleDescription(
      'Check this amount',
    );

    // Removing a line above keeps the note on its own line; editing a line clears only its note.
    await app.user.click(screen.getByRole('button', { name: 'Remove ingredient 2' }));
    expect(flagged()).toEqual(['225g/8oz self-raising flour', '1/3 cup milk']);
    const milk = screen.getByRole('textbox', { name: 'Ingredient 2' });
    await app.user.clear(milk);
    await app.user.type(milk, '1/2 cup milk');
    expect(flagged()).toEqual(['225g/8oz self-raising flour']);
    expect(screen.getAllByText('Check this amount')).toHaveLength(1);
  });

  it('covers the prefilled form with a loading overlay for 2 s after extracted data arrives', async () => {
    serveStore();
    jest.useFakeTimers();
    try {
      renderApp('/create-recipe', signedIn(), { extractedRecipeData: { name: 'Draft Cake' } });
      expect(await screen.findByLabelText('Title')).toHaveValue('Draft Cake');
      expect(screen.getByRole('alert')).toHaveTextContent('Loading...');
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no overlay on a blank form', async () => {
    serveStore();
    renderApp('/create-recipe', signedIn());
    await screen.findByLabelText('Title');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
