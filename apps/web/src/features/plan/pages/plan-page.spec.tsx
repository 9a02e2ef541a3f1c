/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { CookableReply, PlanEntry } from '@mise/contracts';
import { mockApi, type MockRequest } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { addDays, isoDay, weekStart } from '../week';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });
const monday = weekStart(isoDay(new Date()));
const recipe = makeRecipe({
  id: 5,
  title: 'Pancakes',
  servings: 2,
  ingredients: ['2 eggs'],
  method: ['Mix.'],
});

/** A small in-memory plan server: entries, moves, the week onto the list, what can be made. */
function servePlan(initial: Partial<PlanEntry>[] = []) {
  let down = false;
  let created = 0;
  const entries: PlanEntry[] = initial.map((entry, i) => ({
    id: `e${i}`,
    date: monday,
    meal: 'dinner',
    recipeId: null,
    title: 'Soup',
    servings: null,
    note: '',
    addedBy: { id: 1, displayName: 'Ada Lovelace' },
    createdAt: `2026-01-01T00:00:0${i}.000Z`,
    ...entry,
  }));
  const reply = (body: unknown, status = 200) => ({ status, body });
  const api = mockApi((request: MockRequest) => {
    const { method, path } = request;
    if (down && path.startsWith('/api/plan')) throw new TypeError('Failed to fetch');
    if (path === '/api/users/profile') return reply(makeProfile({ id: 1 }));
    if (method === 'GET' && path === '/api/plan') {
      const [from, to] = [request.query.get('from') ?? '', request.query.get('to') ?? ''];
      return reply({ entries: entries.filter((e) => e.date >= from && e.date <= to) });
    }
    if (method === 'POST' && path === '/api/plan/entries') {
      const body = request.body as Partial<PlanEntry> & { id: string };
      const entry: PlanEntry = {
        id: body.id,
        date: body.date ?? monday,
        meal: body.meal ?? 'dinner',
        recipeId: body.recipeId ?? null,
        title: body.recipeId ? 'Pancakes' : (body.title ?? ''),
        servings: body.servings ?? (body.recipeId ? 2 : null),
        note: body.note ?? '',
        addedBy: { id: 1, displayName: 'Ada Lovelace' },
        createdAt: `2026-02-01T00:00:${String(++created).padStart(2, '0')}.000Z`,
      };
      if (!entries.some((e) => e.id === entry.id)) entries.push(entry);
      return reply(entry, 201);
    }
    const id = /^\/api\/plan\/entries\/(.+)$/.exec(path)?.[1];
    if (method === 'PATCH' && id) {
      const entry = entries.find((e) => e.id === id);
      if (!entry) return reply({ error: 'Plan entry not found' }, 404);
      Object.assign(entry, request.body);
      return reply(entry);
    }
    if (method === 'POST' && path === '/api/plan/shopping') {
      const preview = (request.body as { preview?: boolean }).preview;
      return reply({
        added: 2,
        merged: 0,
        inPantry: ['rice'],
        ...(preview ? { lines: ['3 onions', '2 eggs'] } : {}),
      });
    }
    if (method === 'GET' && path === '/api/recipes/cookable') {
      const ranked: CookableReply = [
        {
          recipe: { ...recipe, id: 5, title: 'Pancakes' },
          have: 7,
          total: 9,
          missing: ['2 eggs', '1 cup milk'],
        },
      ];
      return reply(ranked);
    }
    if (path === '/api/recipes/5') return reply(recipe);
    if (method === 'GET' && path === '/api/recipes') return reply([{ ...recipe }]);
    if (path === '/api/shopping')
      return reply({
        recipes: [],
        customItems: [],
        version: 2,
        owner: { household_id: null, household_name: null },
      });
    if (path === '/api/pantry')
      return reply({
        items: [],
        lastUpdated: null,
        version: 1,
        owner: { household_id: null, household_name: null },
      });
    if (path === '/api/pantry/images') return reply([]);
    if (path === '/api/food') return reply({ items: [], categories: [] });
    return undefined;
  });
  return { ...api, entries, setDown: (value: boolean) => (down = value) };
}

const writes = (requests: MockRequest[], path: string) =>
  requests.filter((r) => r.method !== 'GET' && r.path.startsWith(path));

// Typing and sheets take a while in jsdom on a busy machine.
jest.setTimeout(20_000);

describe('plan page', () => {
  afterEach(() => {
    localStorage.clear();
    jest.useRealTimers();
  });

  it('shows the week a day at a time, and moves between weeks and back to today', async () => {
    servePlan([
      { title: 'Soup', meal: 'lunch' },
      { title: 'Leftovers', date: addDays(monday, 2) },
    ]);
    const app = renderApp('/plan', signedIn());
    const days = await screen.findAllByRole('listitem', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) / });
    expect(days).toHaveLength(7);
    await within(days[0]).findByText('Soup');
    expect(within(days[0]).getByText('Lunch')).toBeInTheDocument();
    expect(within(days[2]).getByText('Leftovers')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /Next week/ }));
    await waitFor(() => expect(screen.queryByText('Soup')).not.toBeInTheDocument());
    await app.user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Soup')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a note-only entry and a recipe found by search', async () => {
    const server = servePlan();
    const app = renderApp('/plan', signedIn());
    await app.user.click((await screen.findAllByRole('button', { name: /^Add to / }))[1]);
    const sheet = screen.getByRole('dialog', { name: 'Add to plan' });
    await app.user.type(within(sheet).getByLabelText('Or a note'), 'Leftovers');
    await app.user.click(within(sheet).getByRole('button', { name: 'Add note' }));
    await screen.findByText('Leftovers');
    await waitFor(() =>
      expect(writes(server.requests, '/api/plan/entries')[0].body).toMatchObject({
        title: 'Leftovers',
        date: addDays(monday, 1),
        meal: 'dinner',
      }),
    );
    await app.user.click(screen.getAllByRole('button', { name: /^Add to / })[3]);
    const again = screen.getByRole('dialog', { name: 'Add to plan' });
    await app.user.click(await within(again).findByRole('button', { name: 'Pancakes' }));
    expect(await screen.findByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/recipe/5');
    await waitFor(() =>
      expect(writes(server.requests, '/api/plan/entries')[1].body).toMatchObject({ recipeId: 5 }),
    );
  });

  it('steps servings and moves an entry with the Move action', async () => {
    const server = servePlan([{ title: 'Pancakes', recipeId: 5, servings: 2 }]);
    const app = renderApp('/plan', signedIn());
    await screen.findByRole('link', { name: 'Pancakes' });
    await app.user.click(screen.getByRole('button', { name: 'More servings' }));
    await waitFor(() => expect(server.entries[0].servings).toBe(3));
    await app.user.click(screen.getByRole('button', { name: 'Move' }));
    const sheet = screen.getByRole('dialog', { name: /^Move Pancakes/ });
    await app.user.selectOptions(within(sheet).getByLabelText('Meal'), 'lunch');
    await app.user.click(within(sheet).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.entries[0].meal).toBe('lunch'));
    expect(await screen.findByText('Lunch')).toBeInTheDocument();
  });

  it('confirms the week for the list with what will be added and what the pantry has', async () => {
    const server = servePlan();
    const app = renderApp('/plan', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Add week to shopping list' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add week to shopping list' });
    expect(within(sheet).getByRole('list', { name: 'Will be added' })).toHaveTextContent('3 onions2 eggs');
    expect(within(sheet).getByRole('list', { name: 'Already in the pantry' })).toHaveTextContent('rice');
    expect(writes(server.requests, '/api/plan/shopping').map((r) => r.body)).toEqual([
      { from: monday, to: addDays(monday, 6), preview: true },
    ]);
    await app.user.click(within(sheet).getByRole('button', { name: 'Add to list' }));
    await waitFor(() =>
      expect(writes(server.requests, '/api/plan/shopping')[1].body).toEqual({
        from: monday,
        to: addDays(monday, 6),
        preview: false,
      }),
    );
    expect(await screen.findByText('Added 2 and updated 0 on the list')).toBeInTheDocument();
  });

  it('keeps a change made offline and sends it once the connection is back', async () => {
    const server = servePlan([{ title: 'Soup' }]);
    const app = renderApp('/plan', signedIn());
    await screen.findByText('Soup');
    server.setDown(true);
    await app.user.click(screen.getByRole('button', { name: 'Remove Soup' }));
    await waitFor(() => expect(screen.queryByText('Soup')).not.toBeInTheDocument());
    expect(await screen.findByText('Offline: 1 change waiting to be sent')).toBeInTheDocument();
    expect(server.entries).toHaveLength(1);
    server.setDown(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument());
    expect(writes(server.requests, '/api/plan/entries').filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });
});

describe('planning from elsewhere', () => {
  it("puts a recipe on the plan from the detail page's Plan button", async () => {
    const server = servePlan();
    const app = renderApp('/recipe/5', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Plan' }));
    const sheet = screen.getByRole('dialog', { name: 'Plan' });
    await app.user.selectOptions(within(sheet).getByLabelText('Meal'), 'lunch');
    await app.user.click(within(sheet).getByRole('button', { name: 'Add to plan' }));
    await waitFor(() =>
      expect(writes(server.requests, '/api/plan/entries')[0].body).toMatchObject({
        recipeId: 5,
        meal: 'lunch',
      }),
    );
  });

  it("'What can I make?' on the pantry shows have 7 of 9 and adds the missing lines", async () => {
    const server = servePlan();
    const app = renderApp('/shopping', signedIn());
    await app.user.click(await screen.findByRole('button', { name: /What can I make\?/ }));
    const sheet = screen.getByRole('dialog', { name: 'What can I make?' });
    expect(await within(sheet).findByText('have 7 of 9')).toBeInTheDocument();
    expect(within(sheet).getByRole('list', { name: 'Missing for Pancakes' })).toHaveTextContent(
      '2 eggs1 cup milk',
    );
    await app.user.click(within(sheet).getByRole('button', { name: 'Add missing to list' }));
    expect(await within(sheet).findByRole('button', { name: 'Added to list' })).toBeDisabled();
    const post = server.requests.find((r) => r.method === 'POST' && r.path === '/api/shopping');
    expect(post?.body).toMatchObject({
      recipes: [{ recipeId: 5, recipeTitle: 'Pancakes', ingredientsRaw: ['2 eggs', '1 cup milk'] }],
    });
  });
});
