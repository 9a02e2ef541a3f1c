/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Recipe } from '@mise/contracts';
import { filterRecipes, type FilterSelection } from '@mise/recipe-text';
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

type ListAnswer = Recipe[] | MockReply;

/**
 * A fake recipes server: narrows a view's recipes by status, search words and filter selections
 * as the real one does, and answers them page by page (`limit`, `cursor`, X-Next-Cursor).
 */
function serve(
  lists: Partial<Record<string, ListAnswer>>,
  filterFile: MockReply = { status: 200, body: FILTERS },
) {
  return mockApi((request) => {
    if (request.path === '/filter.json') return filterFile;
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    if (request.path !== '/api/recipes') return undefined;
    const answer = lists[request.query.get('view') ?? ''] ?? [];
    if (!Array.isArray(answer)) return answer;
    const status = request.query.get('status');
    const byStatus = status ? answer.filter((r) => r.status === status && !r.archived_flag) : answer;
    const selection = JSON.parse(request.query.get('filters') ?? '{}') as FilterSelection;
    const found = filterRecipes(byStatus, selection, request.query.get('q') ?? '');
    const start = Number(request.query.get('cursor') ?? 0);
    const end = start + Number(request.query.get('limit') ?? found.length);
    const headers: Record<string, string> = end < found.length ? { 'X-Next-Cursor': String(end) } : {};
    return { status: 200, body: found.slice(start, end), headers };
  });
}

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Recipes' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

/** Stands in for the browser's IntersectionObserver: `scrollToEnd` says every watched element came into view. */
const watchers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
class FakeIntersectionObserver {
  private readonly watcher: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.watcher = { callback, elements: [] };
    watchers.push(this.watcher);
  }
  observe(element: Element) {
    this.watcher.elements.push(element);
  }
  disconnect() {
    watchers.splice(watchers.indexOf(this.watcher), 1);
  }
}
function scrollToEnd() {
  act(() => {
    for (const { callback, elements } of [...watchers])
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });
}

beforeEach(() => {
  sessionStorage.clear();
  watchers.length = 0;
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});

describe('recipes list', () => {
  it('shows To Make by default: to-make recipes that are not archived, with owner line and stars', async () => {
    const api = serve({ mine });
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
    serve({ mine });
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
    const api = serve({ friends: [] });
    renderApp('/recipes', signedIn());
    expect(await screen.findByText("No friends' recipes found.")).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/recipes')?.query.get('view')).toBe('friends');
  });

  it('shows every recipe of the All view regardless of status', async () => {
    sessionStorage.setItem('selectedViewFilter', 'All');
    serve({ all: mine });
    renderApp('/recipes', signedIn());
    await screen.findByText('Old Soup');
    expect(cardTitles()).toHaveLength(4);
  });

  it('asks the server for each settled search, shows its answer, and clears', async () => {
    const api = serve({ mine });
    const app = renderApp('/recipes', signedIn());
    await screen.findByText('Lemon Tart');
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });
    expect(box).toHaveAttribute('placeholder', 'Search recipes, authors, sources...');

    await app.user.type(box, 'thai');
    await waitFor(() => expect(cardTitles()).toEqual(['Green Curry']));
    const searches = api.requests.filter((r) => r.path === '/api/recipes' && r.query.has('q'));
    // One request for the settled words, not one per key.
    expect(searches.map((r) => r.query.get('q'))).toEqual(['thai']);
    expect(searches[0].query.get('status')).toBe('to-make');

    await app.user.clear(box);
    await app.user.type(box, 'LOVELACE');
    await waitFor(() => expect(cardTitles()).toEqual(['Lemon Tart']));
    await app.user.type(box, 'zzz');
    expect(await screen.findByText('No recipes match your current filters.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(cardTitles()).toEqual(['Lemon Tart', 'Green Curry']));
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
    serve({ mine: [makeRecipe({ title: 'Broken Image', image: 'https://img.example/broken.jpg' })] });
    renderApp('/recipes', signedIn());
    const image = await screen.findByRole('img', { name: 'Broken Image' });
    expect(image).toHaveAttribute('src', 'https://img.example/broken.jpg');
    fireEvent.error(image);
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('>Recipe</text>');
  });

  it('filters by category from /filter.json: options OR within a category, AND across categories', async () => {
    const api = serve({ mine });
    const app = renderApp('/recipes', signedIn());
    await screen.findByText('Lemon Tart');
    expect(api.requests.find((r) => r.path === '/filter.json')?.authorization).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Meal Type' }));
    const sheet = screen.getByRole('dialog', { name: 'Meal Type' });
    await app.user.click(within(sheet).getByRole('button', { name: 'Dinner' }));
    expect(within(sheet).getByRole('button', { name: 'Dinner' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Green Curry']));
    const filtered = api.requests.filter((r) => r.path === '/api/recipes' && r.query.has('filters')).at(-1);
    expect(JSON.parse(filtered?.query.get('filters') ?? '')).toEqual({ '🍽️ Meal Type': ['Dinner'] });
    expect(screen.getByRole('button', { name: 'Meal Type, 1 selected' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Rating' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '3+ stars' }));
    await app.user.keyboard('{Escape}');
    expect(await screen.findByText('No recipes match your current filters.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Lemon Tart', 'Green Curry']));
  });

  it('says Failed to load filters. and keeps built-in options when /filter.json fails', async () => {
    serve({ mine }, { status: 500 });
    const app = renderApp('/recipes', signedIn());
    expect(await screen.findByText('Failed to load filters.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cuisine' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Italian' })).toBeInTheDocument();
  });

  it('draws filter chips and options as words with icons, no emoji, and still filters by them', async () => {
    serve({ mine });
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
    await waitFor(() => expect(cardTitles()).toEqual(['Green Curry']));
  });

  it('loads the next pages from the server while the end of the list is in view', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      makeRecipe({ title: `Dish ${String(i + 1).padStart(2, '0')}`, status: 'to-make' }),
    );
    const api = serve({ mine: many });
    renderApp('/recipes', signedIn());
    await screen.findByText('Dish 01');
    // The first screen of cards is drawn first, the rest of the page just after.
    await waitFor(() => expect(cardTitles()).toHaveLength(24));
    const pageCalls = () =>
      api.requests
        .filter((r) => r.path === '/api/recipes')
        .map((r) => [r.query.get('limit'), r.query.get('cursor')]);
    expect(pageCalls()).toEqual([['24', null]]);

    scrollToEnd();
    await waitFor(() => expect(cardTitles()).toHaveLength(60));
    expect(cardTitles()).toEqual(many.map((r) => r.title));
    expect(pageCalls()).toEqual([
      ['24', null],
      ['24', '24'],
      ['24', '48'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more recipes' })).not.toBeInTheDocument();
  });

  it('offers a Load more recipes button where the browser cannot watch scrolling', async () => {
    Object.assign(window, { IntersectionObserver: undefined });
    const many = Array.from({ length: 30 }, (_, i) =>
      makeRecipe({ title: `Dish ${i + 1}`, status: 'to-make' }),
    );
    serve({ mine: many });
    const app = renderApp('/recipes', signedIn());
    await screen.findByText('Dish 1');
    await waitFor(() => expect(cardTitles()).toHaveLength(24));
    await app.user.click(screen.getByRole('button', { name: 'Load more recipes' }));
    await screen.findByText('Dish 30');
    expect(cardTitles()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Load more recipes' })).not.toBeInTheDocument();
  });

  it('refreshes every page shown when the page becomes visible again, keeping the cards', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      makeRecipe({ title: `Dish ${i + 1}`, status: 'to-make' }),
    );
    const api = serve({ mine: many });
    renderApp('/recipes', signedIn());
    await screen.findByText('Dish 1');
    await waitFor(() => expect(cardTitles()).toHaveLength(24));
    scrollToEnd();
    await waitFor(() => expect(cardTitles()).toHaveLength(30));
    const before = api.requests.length;

    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() =>
      expect(
        api.requests
          .slice(before)
          .filter((r) => r.path === '/api/recipes')
          .map((r) => r.query.get('cursor')),
      ).toEqual([null, '24']),
    );
    expect(cardTitles()).toHaveLength(30);
  });
});
