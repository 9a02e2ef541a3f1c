/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockReply } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const mine = [
  makeRecipe({
    title: 'Lemon Tart',
    status: 'to-make',
    source: 'BBC Food',
    user_display_name: 'Ada Mary Lovelace',
    your_rating: 3.5,
  }),
  makeRecipe({ title: 'Old Soup', status: 'to-make', archived_flag: true }),
  makeRecipe({ title: 'Banana Bread', status: 'made', your_rating: 5 }),
  makeRecipe({
    title: 'Green Curry',
    status: 'to-make',
    original_owner_display_name: 'Grace Hopper',
    source: 'Thai Kitchen',
    tags: { 'Meal Type': ['Dinner'], Cuisine: ['Thai'] },
  }),
];

const FILTERS = {
  '⭐ Rating': ['5 stars', '3+ stars'],
  '🍽️ Meal Type': ['Breakfast', 'Dinner'],
  '🌍 Cuisine': ['🇮🇹 Italian', '🇹🇭 Thai'],
};

function serve(
  lists: Partial<Record<string, MockReply>>,
  filterFile: MockReply = { status: 200, body: FILTERS },
) {
  return mockApi((request) => {
    if (request.path === '/filter.json') return filterFile;
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    if (request.path === '/api/recipes')
      return lists[request.query.get('view') ?? ''] ?? { status: 200, body: [] };
    return undefined;
  });
}

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Recipes' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

beforeEach(() => sessionStorage.clear());

describe('recipes list', () => {
  it('shows To Make by default: to-make recipes that are not archived, with owner line and stars', async () => {
    const api = serve({ mine: { status: 200, body: mine } });
    renderApp('/recipes', signedIn());
    expect(await screen.findByText('Lemon Tart')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Lemon Tart', 'Green Curry']);
    expect(screen.getByText('Ada M., BBC Food')).toBeInTheDocument();
    expect(screen.getByText('Grace H., Thai Kitchen')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lemon Tart/ })).toHaveAttribute('href', `/recipe/${mine[0].id}`);

    const call = api.requests.find((r) => r.path === '/api/recipes');
    expect(call?.query.get('view')).toBe('mine');
    expect(Number(call?.query.get('_'))).toBeGreaterThan(0);
    expect(call?.authorization).toMatch(/^Bearer token-for-/);
  });

  it('switches to Made through the Recipe View sheet and remembers it for the session', async () => {
    serve({ mine: { status: 200, body: mine } });
    const app = renderApp('/', signedIn());
    await app.user.click(await screen.findByRole('button', { name: /To Make, change recipe view/ }));
    const sheet = screen.getByRole('dialog', { name: 'Recipe View' });
    expect(
      within(sheet)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Made'),
      expect.stringContaining('Friends'),
      expect.stringContaining('All'),
    ]);
    await app.user.click(within(sheet).getByRole('button', { name: /^Made/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Banana Bread')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Banana Bread']);
    expect(sessionStorage.getItem('selectedViewFilter')).toBe('Made');
    app.unmount();

    renderApp('/', signedIn());
    expect(await screen.findByRole('button', { name: /Made, change recipe view/ })).toBeInTheDocument();
  });

  it('asks the server for friends recipes and explains an empty Friends view', async () => {
    sessionStorage.setItem('selectedViewFilter', 'Friends');
    const api = serve({ friends: { status: 200, body: [] } });
    renderApp('/recipes', signedIn());
    expect(await screen.findByText("No friends' recipes found.")).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/recipes')?.query.get('view')).toBe('friends');
  });

  it('shows every recipe of the All view regardless of status', async () => {
    sessionStorage.setItem('selectedViewFilter', 'All');
    serve({ all: { status: 200, body: mine } });
    renderApp('/recipes', signedIn());
    await screen.findByText('Old Soup');
    expect(cardTitles()).toHaveLength(4);
  });

  it('searches title, owner and source case-insensitively and clears', async () => {
    serve({ mine: { status: 200, body: mine } });
    const app = renderApp('/recipes', signedIn());
    await screen.findByText('Lemon Tart');
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });
    expect(box).toHaveAttribute('placeholder', 'Search recipes, authors, sources...');

    await app.user.type(box, 'thai');
    expect(cardTitles()).toEqual(['Green Curry']);
    await app.user.clear(box);
    await app.user.type(box, 'LOVELACE');
    expect(cardTitles()).toEqual(['Lemon Tart']);
    await app.user.type(box, 'zzz');
    expect(screen.getByText('No recipes match your current filters.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(cardTitles()).toEqual(['Lemon Tart', 'Green Curry']);
  });

  it('shows Failed to load recipes. when the server fails', async () => {
    serve({ mine: { status: 500, body: { error: 'database down' } } });
    renderApp('/recipes', signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recipes.');
  });

  it.each([
    ['with the server text', { error: 'Invalid token' }],
    ['without a JSON body', undefined],
  ])('on 401 (%s) explains, signs out and goes to /login replacing history', async (_case, body) => {
    serve({ mine: { status: 401, body } });
    const auth = signedIn();
    const app = renderApp('/recipes', auth);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Please try logging out and in again.',
    );
    await waitFor(() => expect(app.location().pathname).toBe('/login'), { timeout: 3000 });
    expect(auth.currentUser()).toBeNull();
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('treats a non-401 failure as a load failure even when its text speaks of authentication', async () => {
    serve({ mine: { status: 503, body: { error: 'Authentication failed upstream' } } });
    const auth = signedIn();
    const app = renderApp('/recipes', auth);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recipes.');
    expect(screen.queryByText(/Please try logging out/)).not.toBeInTheDocument();
    expect(app.location().pathname).toBe('/recipes');
    expect(auth.currentUser()).not.toBeNull();
  });

  it('shows the gray Recipe placeholder when an image fails and keeps it', async () => {
    serve({
      mine: {
        status: 200,
        body: [makeRecipe({ title: 'Broken Image', image: 'https://img.example/broken.jpg' })],
      },
    });
    renderApp('/recipes', signedIn());
    const image = await screen.findByRole('img', { name: 'Broken Image' });
    expect(image).toHaveAttribute('src', 'https://img.example/broken.jpg');
    fireEvent.error(image);
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('>Recipe</text>');
  });

  it('filters by category from /filter.json: options OR within a category, AND across categories', async () => {
    const api = serve({ mine: { status: 200, body: mine } });
    const app = renderApp('/recipes', signedIn());
    await screen.findByText('Lemon Tart');
    expect(api.requests.find((r) => r.path === '/filter.json')?.authorization).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Meal Type' }));
    const sheet = screen.getByRole('dialog', { name: 'Meal Type' });
    await app.user.click(within(sheet).getByRole('button', { name: 'Dinner' }));
    expect(within(sheet).getByRole('button', { name: 'Dinner' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(cardTitles()).toEqual(['Green Curry']);
    expect(screen.getByRole('button', { name: 'Meal Type, 1 selected' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Rating' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '3+ stars' }));
    await app.user.keyboard('{Escape}');
    expect(screen.getByText('No recipes match your current filters.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(cardTitles()).toEqual(['Lemon Tart', 'Green Curry']);
  });

  it('says Failed to load filters. and keeps built-in options when /filter.json fails', async () => {
    serve({ mine: { status: 200, body: mine } }, { status: 500 });
    const app = renderApp('/recipes', signedIn());
    expect(await screen.findByText('Failed to load filters.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cuisine' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Italian' })).toBeInTheDocument();
  });

  it('draws filter chips and options as words with icons, no emoji, and still filters by them', async () => {
    serve({ mine: { status: 200, body: mine } });
    const app = renderApp('/recipes', signedIn());
    await screen.findByText('Lemon Tart');
    const row = screen.getByRole('group', { name: 'Filters' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Rating', 'Meal Type', 'Cuisine']);
    expect(row.querySelectorAll('button svg')).toHaveLength(3);

    await app.user.click(within(row).getByRole('button', { name: 'Cuisine' }));
    const sheet = screen.getByRole('dialog', { name: 'Cuisine' });
    expect(within(sheet).getByRole('button', { name: 'Italian' })).toHaveTextContent(/^Italian$/);
    await app.user.click(within(sheet).getByRole('button', { name: 'Thai' }));
    expect(within(sheet).getByRole('button', { name: 'Clear Cuisine' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(cardTitles()).toEqual(['Green Curry']);
  });
});
