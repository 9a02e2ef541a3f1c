/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockRequest } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada', password: 'secret1' } });

const friendRecipe = (id: number, title: string) =>
  makeRecipe({ id, title, user_id: 2, user_display_name: 'Grace Hopper' });

function serve(
  extra: (
    request: MockRequest,
  ) => { status: number; body?: unknown; headers?: Record<string, string> } | undefined,
) {
  return mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    return extra(request);
  });
}

describe('Home feed', () => {
  it('shows friends’ recipes newest first with their owner, a page at a time', async () => {
    const api = serve((request) => {
      if (request.path === '/api/users/friends' && request.query.get('status') === 'accepted')
        return { status: 200, body: [{ id: 2 }] };
      if (request.path === '/api/recipes' && request.query.get('view') === 'friends') {
        if (request.query.get('cursor') === 'page-2')
          return { status: 200, body: [friendRecipe(11, 'Older Lasagne')] };
        return {
          status: 200,
          body: [friendRecipe(13, 'Newest Tart'), friendRecipe(12, 'Middle Soup')],
          headers: { 'X-Next-Cursor': 'page-2' },
        };
      }
      return { status: 200, body: [] };
    });
    const app = renderApp('/feed', signedIn());
    const list = await screen.findByRole('list');
    const titles = () =>
      within(list.parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(titles()[0]).toContain('Newest Tart');
    expect(titles()[0]).toContain('Grace Hopper');
    await app.user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Older Lasagne')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(
      api.requests.filter((r) => r.path === '/api/recipes').every((r) => r.query.get('view') === 'friends'),
    ).toBe(true);
  });

  it('Want to make? saves a to-make copy and opens it', async () => {
    const original = friendRecipe(13, 'Newest Tart');
    const api = serve((request) => {
      if (request.path === '/api/users/friends') return { status: 200, body: [{ id: 2 }] };
      if (request.path === '/api/recipes' && request.method === 'GET')
        return { status: 200, body: [original] };
      if (request.path === '/api/recipes/13') return { status: 200, body: original };
      if (request.path === '/api/recipes' && request.method === 'POST')
        return { status: 201, body: makeRecipe({ id: 99, title: 'Newest Tart', user_id: 1 }) };
      if (request.path === '/api/recipes/99')
        return { status: 200, body: makeRecipe({ id: 99, title: 'Newest Tart' }) };
      return { status: 200, body: [] };
    });
    const app = renderApp('/feed', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Want to make Newest Tart?' }));
    await waitFor(() => expect(app.location().pathname).toBe('/recipe/99'));
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Newest Tart', status: 'to-make', original_recipe_id: 13 });
  });

  it('welcomes a person with no friends and leads to Friends', async () => {
    serve(() => ({ status: 200, body: [] }));
    const app = renderApp('/feed', signedIn());
    expect(await screen.findByRole('heading', { name: 'Welcome to Mise' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Find friends' }));
    await waitFor(() => expect(app.location().pathname).toBe('/friends'));
  });

  it('counts pending friend requests and household invitations and opens their screens', async () => {
    serve((request) => {
      if (request.path === '/api/users/friends' && request.query.get('status') === 'pending')
        return {
          status: 200,
          body: [
            { friendship_id: 5, request_type: 'received', user_id: 3, display_name: 'Alan Turing' },
            { friendship_id: 6, request_type: 'sent', user_id: 4, display_name: 'Someone I asked' },
          ],
        };
      if (request.path === '/api/household/invitations/pending')
        return { status: 200, body: [{ id: 8, household_name: 'Flat 3', inviter_name: 'Grace' }] };
      return { status: 200, body: [] };
    });
    const app = renderApp('/feed', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(sheet.getByText('Alan Turing sent you a friend request')).toBeInTheDocument();
    expect(sheet.queryByText(/Someone I asked/)).not.toBeInTheDocument();
    await app.user.click(sheet.getByText('Grace invited you to Flat 3'));
    await waitFor(() => expect(app.location().pathname).toBe('/household'));
  });

  it('the search icon opens recipe search', async () => {
    serve(() => ({ status: 200, body: [] }));
    const app = renderApp('/feed', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Search recipes' }));
    await waitFor(() => expect(app.location().pathname).toBe('/recipes'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveFocus());
  });
});
