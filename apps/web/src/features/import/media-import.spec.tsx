/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/api-mock';
import { createFakeAuthClient } from '../../test/fake-auth-client';
import { makeProfile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

const draft = (title: string, source = '') => ({
  title,
  description: '',
  prep_time_minutes: 10,
  cook_time_minutes: 20,
  servings: 4,
  ingredients: ['200 g barley'],
  method: ['Simmer.'],
  notes: '',
  source,
  image: '',
  tags: {},
});

function api(routes: Record<string, { status: number; body: unknown }>) {
  return mockApi((request) => {
    if (request.path === '/api/recipes') return { status: 200, body: [] };
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    return routes[request.path];
  });
}

async function openSheet(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Create recipe' }));
  return screen.getByRole('dialog', { name: 'Create Recipe' });
}

describe('photo and video import from the Create Recipe sheet', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  it('Scan cookbook page uploads the photo as recipeImage and opens the prefilled form', async () => {
    const mock = api({ '/api/recipes/extract-recipe': { status: 200, body: draft('Lemon Barley Soup') } });
    const app = renderApp('/recipes', signedIn());
    const sheet = await openSheet(app);
    const input = screen.getByTestId<HTMLInputElement>('scan-page-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    const click = jest.spyOn(input, 'click');
    await app.user.click(within(sheet).getByRole('button', { name: /Scan cookbook page/ }));
    expect(click).toHaveBeenCalled();

    await app.user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'page.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByLabelText('Title')).toHaveValue('Lemon Barley Soup');
    expect(app.location().pathname).toBe('/create-recipe');
    const call = mock.fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/recipes/extract-recipe'),
    );
    const body = call?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('recipeImage')).toBeInstanceOf(File);
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts the spec's text when the photo cannot be read", async () => {
    api({
      '/api/recipes/extract-recipe': {
        status: 400,
        body: { error: 'No recipe could be read from this image' },
      },
    });
    const app = renderApp('/recipes', signedIn());
    await openSheet(app);
    await app.user.upload(
      screen.getByTestId('scan-page-input'),
      new File(['x'], 'page.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Failed to process the image. Please try again or create the recipe manually.',
      ),
    );
    expect(app.location().pathname).toBe('/recipes');
  });

  it("alerts the spec's login text when the session has ended before the photo is read", async () => {
    api({ '/api/recipes/extract-recipe': { status: 401, body: { error: 'Authentication required' } } });
    const app = renderApp('/recipes', signedIn());
    await openSheet(app);
    await app.user.upload(
      screen.getByTestId('scan-page-input'),
      new File(['x'], 'page.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please log in to extract recipes from images.'));
    expect(app.location().pathname).toBe('/recipes');
  });

  it('Social Media extracts a YouTube recipe with the shared checks and opens the form', async () => {
    const mock = api({
      '/api/recipes/extract-from-youtube': {
        status: 200,
        body: draft('Lemon Ricotta Pasta', 'Weeknight Kitchen'),
      },
    });
    const app = renderApp('/recipes', signedIn());
    const sheet = await openSheet(app);
    await app.user.click(within(sheet).getByRole('button', { name: /Social Media/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from Social Media' });
    await app.user.type(within(dialog).getByLabelText('Video URL'), 'https://www.youtube.com/shorts/abc');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid YouTube URL');

    await app.user.clear(within(dialog).getByLabelText('Video URL'));
    await app.user.type(within(dialog).getByLabelText('Video URL'), 'youtu.be/LemonPasta01');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(screen.queryByRole('dialog', { name: 'Add Recipe from Social Media' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Lemon Ricotta Pasta');
    expect(mock.requests.find((r) => r.path === '/api/recipes/extract-from-youtube')?.body).toEqual({
      youtubeUrl: 'https://www.youtube.com/watch?v=LemonPasta01',
    });
  });

  it('Social Media reads an Instagram or TikTok post through the same call and opens the form', async () => {
    const mock = api({
      '/api/recipes/extract-from-youtube': {
        status: 200,
        body: { ...draft('Crispy Chilli Oil Noodles', 'Nadia | Weeknight Cooking'), reader: 'instagram' },
      },
    });
    const app = renderApp('/recipes', signedIn());
    await app.user.click(within(await openSheet(app)).getByRole('button', { name: /Social Media/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from Social Media' });
    expect(within(dialog).getByText('Paste a YouTube, Instagram or TikTok link.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Video URL'), 'https://www.instagram.com/nadia.cooks/');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a link to one Instagram post or reel',
    );

    await app.user.clear(within(dialog).getByLabelText('Video URL'));
    await app.user.type(
      within(dialog).getByLabelText('Video URL'),
      'https://www.instagram.com/reel/C4bX9nLtQ2w/?igsh=x',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Crispy Chilli Oil Noodles');
    expect(mock.requests.find((r) => r.path === '/api/recipes/extract-from-youtube')?.body).toEqual({
      youtubeUrl: 'https://www.instagram.com/reel/C4bX9nLtQ2w/',
    });
  });

  it('alerts why an Instagram or TikTok post cannot be read', async () => {
    const why =
      'This TikTok video is private, so its recipe cannot be read. Only public posts can be imported.';
    api({ '/api/recipes/extract-from-youtube': { status: 422, body: { error: why } } });
    const app = renderApp('/recipes', signedIn());
    await app.user.click(within(await openSheet(app)).getByRole('button', { name: /Social Media/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from Social Media' });
    await app.user.type(
      within(dialog).getByLabelText('Video URL'),
      'https://www.tiktok.com/@quiet/video/7300000000000000001',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(why));
  });

  it("alerts the spec's text when the video fails", async () => {
    api({ '/api/recipes/extract-from-youtube': { status: 503, body: { error: 'down' } } });
    const app = renderApp('/recipes', signedIn());
    await app.user.click(within(await openSheet(app)).getByRole('button', { name: /Social Media/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from Social Media' });
    await app.user.type(within(dialog).getByLabelText('Video URL'), 'https://youtu.be/abc');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Failed to process the video. Please try again or create the recipe manually.',
      ),
    );
  });

  it("imports another app's export: preview with duplicates unticked, progress, then a summary", async () => {
    const mock = mockApi((request) => {
      if (request.path === '/api/recipes') return { status: 200, body: [] };
      if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
      if (request.path === '/api/recipes/import-file')
        return {
          status: 200,
          body: {
            format: 'paprika',
            recipes: [
              { ...draft('Garlic Prawns', 'Grandma'), index: 0, thumbnail: '', duplicate: true },
              { ...draft('Plain Rice'), index: 1, thumbnail: '', duplicate: false },
            ],
            skipped: [{ name: 'Broken.paprikarecipe', reason: 'Could not be read' }],
          },
        };
      if (request.path === '/api/recipes/import-file/save')
        return {
          status: 200,
          body: { created: [{ id: 7, title: 'Plain Rice' }], duplicates: [], failed: [] },
        };
      return undefined;
    });
    const app = renderApp('/recipes', signedIn());
    await openSheet(app);
    await app.user.upload(
      screen.getByTestId('import-file-input'),
      new File(['zip'], 'My Recipes.paprikarecipes', { type: 'application/zip' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Import from another app' });
    expect(
      await within(sheet).findByText(/2 recipes found in this Paprika file; 1 entries could not be read/),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByLabelText(/Garlic Prawns, Grandma \(already in your recipes\)/),
    ).not.toBeChecked();
    expect(within(sheet).getByLabelText(/Plain Rice/)).toBeChecked();
    await app.user.click(within(sheet).getByRole('button', { name: 'Import 1 recipe' }));
    expect(await within(sheet).findByText('Imported 1 recipe.')).toBeInTheDocument();
    const save = mock.fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/recipes/import-file/save'),
    );
    expect((save?.[1]?.body as FormData).get('indices')).toBe('[1]');
  });
});
