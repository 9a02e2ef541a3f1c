/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Recipe } from '@mise/contracts';
import { mockApi } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

function serve(recipe: Recipe | { status: number; error: string }) {
  return mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile({ id: 1 }) };
    if (request.method === 'PATCH' && 'id' in recipe) {
      Object.assign(recipe, request.body, { updated_at: new Date().toISOString() });
      return { status: 200, body: recipe };
    }
    if (request.method === 'POST' && request.path === '/api/recipes' && 'id' in recipe) {
      return { status: 201, body: makeRecipe({ ...(request.body as Partial<Recipe>), id: 900, user_id: 1 }) };
    }
    if (request.path.startsWith('/api/recipes/')) {
      return 'status' in recipe && 'error' in recipe
        ? { status: recipe.status, body: { error: recipe.error } }
        : { status: 200, body: recipe };
    }
    return undefined;
  });
}

describe('recipe detail', () => {
  it('shows the recipe with time cards, ingredients, steps and notes; owners get the edit pencil', async () => {
    serve(
      makeRecipe({
        id: 5,
        user_id: 1,
        title: 'Pancakes',
        description: 'Fluffy.',
        prep_time_minutes: 10,
        cook_time_minutes: 75,
        ingredients: ['*Batter*', '2 cups flour', '1 egg'],
        method: ['Mix.', 'Fry.'],
        notes: 'Rest the batter.',
        source: 'Gran',
      }),
    );
    renderApp('/recipe/5', signedIn());
    expect(await screen.findByRole('heading', { name: 'Pancakes' })).toBeInTheDocument();
    expect(screen.getByText('10 mins')).toBeInTheDocument();
    expect(screen.getByText('1 hour 15 mins')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Batter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cooking Notes' })).toBeInTheDocument();
    expect(screen.getByText('Ada L. (Gran)')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit recipe' })).toHaveAttribute(
      'href',
      '/create-recipe/5',
    );
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute('href', '/recipes');
    expect(screen.getByText('Nutrition information not available.')).toBeInTheDocument();
  });

  it('scales ingredients with the servings stepper and crosses them out on tap', async () => {
    serve(makeRecipe({ id: 5, servings: 2, ingredients: ['2 cups flour', '100 g butter', 'salt'] }));
    const app = renderApp('/recipe/5', signedIn());
    expect(await screen.findByText('2 cups flour')).toBeInTheDocument();
    expect(screen.getByText('2 servings')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Increase servings' }));
    expect(screen.getByText('3 servings')).toBeInTheDocument();
    expect(screen.getByText('3 cups flour')).toBeInTheDocument();
    expect(screen.getByText('150 g butter')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Decrease servings' }));
    await app.user.click(screen.getByRole('button', { name: 'Decrease servings' }));
    expect(screen.getByText('1 cup flour')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease servings' })).toBeDisabled();

    const salt = screen.getByRole('button', { name: 'salt' });
    expect(salt).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(salt);
    expect(salt).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides the edit pencil from other people and shows no time cards when both times are 0', async () => {
    serve(makeRecipe({ id: 6, user_id: 99, title: 'Their Stew' }));
    renderApp('/recipe/6', signedIn());
    expect(await screen.findByRole('heading', { name: 'Their Stew' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit recipe' })).not.toBeInTheDocument();
    expect(screen.queryByText('Prep')).not.toBeInTheDocument();
  });

  it.each([
    [404, 'Recipe not found'],
    [401, 'Authentication failed. Please try logging out and in again.'],
    [500, 'Failed to load recipe'],
  ])('shows the spec error for status %s with a back link', async (status, message) => {
    serve({ status, error: 'x' });
    renderApp('/recipe/77', signedIn());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Back to recipes' })).toHaveAttribute('href', '/recipes');
  });

  it('lets the owner rate in half steps (rating above 0 means made) and add notes', async () => {
    const api = serve(
      makeRecipe({ id: 5, user_id: 1, title: 'Pancakes', status: 'to-make', your_rating: null }),
    );
    const app = renderApp('/recipe/5', signedIn());
    await app.user.click(await screen.findByRole('button', { name: /update rating and notes/ }));
    const sheet = screen.getByRole('dialog', { name: 'Update Rating & Notes' });
    await app.user.click(within(sheet).getByRole('button', { name: '3.5 stars' }));
    expect(within(sheet).getByRole('group', { name: 'Rating: 3.5 out of 5' })).toBeInTheDocument();
    await app.user.click(within(sheet).getByRole('button', { name: '4 stars' }));
    await app.user.type(within(sheet).getByLabelText('Notes'), 'More lemon.');
    await app.user.click(within(sheet).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      your_rating: 4,
      notes: 'More lemon.',
      status: 'made',
    });
    expect(await screen.findByRole('button', { name: 'Recipe status: Made' })).toBeInTheDocument();
  });

  it('tapping the current star value again clears the rating to 0', async () => {
    serve(makeRecipe({ id: 5, user_id: 1, your_rating: 2, status: 'made' }));
    const app = renderApp('/recipe/5', signedIn());
    await app.user.click(await screen.findByRole('button', { name: /update rating and notes/ }));
    const sheet = screen.getByRole('dialog', { name: 'Update Rating & Notes' });
    await app.user.click(within(sheet).getByRole('button', { name: '2 stars' }));
    expect(within(sheet).getByRole('group', { name: 'Rating: 0 out of 5' })).toBeInTheDocument();
  });

  it('changes status and privacy through their sheets and ignores an unchanged choice', async () => {
    const api = serve(makeRecipe({ id: 5, user_id: 1, status: 'to-make', privacy: 'friends_only' }));
    const app = renderApp('/recipe/5', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Recipe status: To make' }));
    await app.user.click(
      within(screen.getByRole('dialog', { name: 'Recipe Status' })).getByRole('button', { name: 'To make' }),
    );
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Recipe privacy: Friends only' }));
    await app.user.click(
      within(screen.getByRole('dialog', { name: 'Recipe Privacy' })).getByRole('button', {
        name: /^Private/,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Recipe privacy: Private' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ privacy: 'private' });
  });

  it("saves another person's recipe as a to-make copy and opens it", async () => {
    const api = serve(
      makeRecipe({
        id: 6,
        user_id: 99,
        title: 'Their Stew',
        user_display_name: 'Grace Hopper',
        your_rating: 4.5,
        ingredients: ['1 onion'],
      }),
    );
    const app = renderApp('/recipe/6', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Want to make?' }));
    await waitFor(() => expect(app.location().pathname).toBe('/recipe/900'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Their Stew',
      status: 'to-make',
      notes: '',
      original_recipe_id: 6,
      original_rating: 4.5,
      original_owner_display_name: 'Grace Hopper',
      ingredients: ['1 onion'],
    });
  });

  it('cooking mode shows one step at a time, follows swipes past 50 px and restarts at step 1', async () => {
    serve(makeRecipe({ id: 5, method: ['Chop.', 'Fry.', 'Serve.'] }));
    const app = renderApp('/recipe/5', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Start Cooking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cooking mode' });
    expect(dialog).toHaveTextContent('Step 1 of 3');
    expect(dialog).toHaveTextContent('Chop.');
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await app.user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(dialog).toHaveTextContent('Fry.');

    fireEvent.touchStart(dialog, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 170 }] });
    expect(dialog).toHaveTextContent('Fry.');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 120 }] });
    expect(dialog).toHaveTextContent('Serve.');

    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Cooking mode' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cook' }));
    expect(screen.getByRole('dialog', { name: 'Cooking mode' })).toHaveTextContent('Step 1 of 3');
  });

  it("has 'Start Cooking' inside the Steps section, opening cooking mode at step 1 every time", async () => {
    serve(makeRecipe({ id: 5, method: ['Chop.', 'Fry.'] }));
    const app = renderApp('/recipe/5', signedIn());
    const steps = await screen.findByRole('region', { name: 'Steps' });
    const start = within(steps).getByRole('button', { name: 'Start Cooking' });
    await app.user.click(start);
    let dialog = screen.getByRole('dialog', { name: 'Cooking mode' });
    expect(dialog).toHaveTextContent('Step 1 of 2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(dialog).toHaveTextContent('Step 2 of 2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Exit cooking mode' }));

    await app.user.click(start);
    dialog = screen.getByRole('dialog', { name: 'Cooking mode' });
    expect(dialog).toHaveTextContent('Step 1 of 2');
    expect(dialog).toHaveTextContent('Chop.');
  });

  it('offers no Start Cooking for a recipe without steps', async () => {
    serve(makeRecipe({ id: 5, method: [] }));
    renderApp('/recipe/5', signedIn());
    const steps = await screen.findByRole('region', { name: 'Steps' });
    expect(within(steps).getByText('No steps yet.')).toBeInTheDocument();
    expect(within(steps).queryByRole('button', { name: 'Start Cooking' })).not.toBeInTheDocument();
  });

  it('draws the Cook, Shop, Share and Print buttons with icons, not emoji', async () => {
    serve(makeRecipe({ id: 5, method: ['Chop.'] }));
    renderApp('/recipe/5', signedIn());
    for (const name of ['Cook', 'Shop', 'Share', 'Print']) {
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveTextContent(new RegExp(`^${name}$`));
      expect(button.querySelector('svg')).not.toBeNull();
    }
  });

  describe('Share', () => {
    const shared: ShareData[] = [];
    beforeEach(() => {
      shared.length = 0;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    afterEach(() => {
      delete (navigator as { share?: unknown }).share;
    });

    it('shares the public page of a public recipe through the share sheet', async () => {
      serve(makeRecipe({ id: 5, user_id: 1, title: 'Pancakes', privacy: 'public' }));
      const app = renderApp('/recipe/5', signedIn());
      await app.user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(shared).toEqual([{ title: 'Pancakes', url: `${window.location.origin}/share/5` }]),
      );
      expect(await screen.findByText('Successfully shared!')).toBeInTheDocument();
    });

    it('offers the owner of a friends-only recipe to make it public first, saying who can then see it', async () => {
      const api = serve(makeRecipe({ id: 5, user_id: 1, title: 'Pancakes', privacy: 'friends_only' }));
      const app = renderApp('/recipe/5', signedIn());
      await screen.findByRole('button', { name: 'Recipe privacy: Friends only' });
      await app.user.click(screen.getByRole('button', { name: 'Share' }));
      const offer = screen.getByRole('alertdialog', { name: 'Make this recipe public?' });
      expect(offer).toHaveTextContent('Only your friends can see this recipe now.');
      expect(offer).toHaveTextContent('anyone with the link can open it, without an account');
      expect(shared).toEqual([]);
      await app.user.click(within(offer).getByRole('button', { name: 'Make public and share' }));
      await waitFor(() =>
        expect(shared).toEqual([{ title: 'Pancakes', url: `${window.location.origin}/share/5` }]),
      );
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ privacy: 'public' });
    });

    it('lets the owner share a private recipe without making it public: the app link, nothing changed', async () => {
      const api = serve(makeRecipe({ id: 5, user_id: 1, title: 'Pancakes', privacy: 'private' }));
      const app = renderApp('/recipe/5', signedIn());
      await screen.findByRole('button', { name: 'Recipe privacy: Private' });
      await app.user.click(screen.getByRole('button', { name: 'Share' }));
      const offer = screen.getByRole('alertdialog', { name: 'Make this recipe public?' });
      expect(offer).toHaveTextContent('Only you can see this recipe now.');
      await app.user.click(within(offer).getByRole('button', { name: 'Share without making it public' }));
      await waitFor(() =>
        expect(shared).toEqual([{ title: 'Pancakes', url: `${window.location.origin}/recipe/5` }]),
      );
      expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
    });
  });

  it("saves a copy on arrival from the share page's 'Save to Mise' (?save=1) and opens it", async () => {
    const api = serve(makeRecipe({ id: 6, user_id: 99, title: 'Their Stew', privacy: 'public' }));
    const app = renderApp('/recipe/6?save=1', signedIn());
    await waitFor(() => expect(app.location().pathname).toBe('/recipe/900'));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Their Stew',
      status: 'to-make',
      original_recipe_id: 6,
    });
  });

  it("saves nothing when the owner follows their own recipe's 'Save to Mise'", async () => {
    const api = serve(makeRecipe({ id: 5, user_id: 1, title: 'Pancakes', privacy: 'public' }));
    const app = renderApp('/recipe/5?save=1', signedIn());
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(app.location().pathname).toBe('/recipe/5');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
