/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { FriendListItem, PendingRequest, Suggestion } from '@mise/contracts';
import { mockApi, type MockReply, type MockRequest } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeProfileView } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeFriend, makeRequest, makeSuggestion } from '../test/social-fixtures';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

interface World {
  friends: FriendListItem[] | MockReply;
  pending: PendingRequest[];
  suggestions: Suggestion[];
  other?: (request: MockRequest) => MockReply | undefined;
}

function serve(world: World) {
  return mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile({ id: 1 }) };
    const answer = world.other?.(request);
    if (answer) return answer;
    if (request.path === '/api/users/friends' && request.method === 'GET') {
      if (request.query.get('status') === 'pending') return { status: 200, body: world.pending };
      return Array.isArray(world.friends) ? { status: 200, body: world.friends } : world.friends;
    }
    if (request.path === '/api/users/friends/suggestions') return { status: 200, body: world.suggestions };
    return undefined;
  });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('friends', () => {
  afterEach(() => jest.restoreAllMocks());

  it('counts friends, badges pending requests and suggestions, and shows 3 suggestions of 5', async () => {
    serve({
      friends: [makeFriend(2, 'Bob Ray'), makeFriend(3, 'Cat Lee')],
      pending: [makeRequest(4, 'Dan Po', 'received'), makeRequest(5, 'Eve Ng', 'sent')],
      suggestions: [9, 8, 7, 6, 5].map((id, i) => makeSuggestion(id + 10, 5 - i)),
    });
    const { user } = renderApp('/friends', signedIn());
    expect(await screen.findByRole('tab', { name: 'Friends (2)' })).toBeInTheDocument();
    expect(await screen.findByTestId('requests-badge')).toHaveTextContent('1');
    expect(await screen.findByTestId('search-badge')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: /Bob Ray/ })).toHaveAttribute('href', '/profile/2');

    await user.click(tab(/Search/));
    expect(screen.queryByTestId('search-badge')).not.toBeInTheDocument();
    expect(screen.getByText('5 mutual friends')).toBeInTheDocument();
    expect(screen.getByText('3 mutual friends')).toBeInTheDocument();
    expect(screen.queryByText('2 mutual friends')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+2 more suggestions' }));
    expect(screen.getByText('1 mutual friend')).toBeInTheDocument();
  });

  it('searches only from 2 characters', async () => {
    const api = serve({
      friends: [],
      pending: [],
      suggestions: [],
      other: (request) =>
        request.path === '/api/users/search'
          ? {
              status: 200,
              body: [
                {
                  id: 30,
                  display_name: 'Zoe Quill',
                  email: null,
                  profile_image_url: null,
                  friendship: { status: 'none', friendshipId: null, request_type: null },
                },
              ],
            }
          : undefined,
    });
    const { user } = renderApp('/friends', signedIn());
    await user.click(await screen.findByRole('tab', { name: /Search/ }));
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'z');
    expect(screen.getByText('Type at least 2 characters to search by name or email.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/users/search')).toBe(false);
    await user.type(box, 'o');
    expect(await screen.findByText('Zoe Quill')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/users/search')?.query.get('q')).toBe('zo');
  });

  it('removes a friend only after the confirmation, then says so for a moment', async () => {
    const world: World = { friends: [makeFriend(2, 'Bob Ray', 77)], pending: [], suggestions: [] };
    const api = serve({
      ...world,
      other: (request) => {
        if (request.method !== 'DELETE') return undefined;
        world.friends = [];
        return { status: 200, body: {} };
      },
    });
    const { user } = renderApp('/friends', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove Bob Ray from your friends?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Bob Ray was removed from your friends')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/users/friends/77');
  });

  it('cancels a sent request by status, falling back to delete, and reports a failure of both', async () => {
    const sent = makeRequest(5, 'Eve Ng', 'sent');
    const calls: string[] = [];
    serve({
      friends: [],
      pending: [sent],
      suggestions: [],
      other: (request) => {
        if (request.method === 'PUT') {
          calls.push('PUT');
          return { status: 500, body: { error: 'nope' } };
        }
        if (request.method === 'DELETE') {
          calls.push('DELETE');
          return { status: 409, body: { error: 'Still thinking' } };
        }
        return undefined;
      },
    });
    const { user } = renderApp('/friends', signedIn());
    await user.click(await screen.findByRole('tab', { name: /Requests/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Failed to cancel friend request: Still thinking')).toBeInTheDocument();
    expect(calls).toEqual(['PUT', 'DELETE']);
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByText(/Failed to cancel friend request/)).not.toBeInTheDocument();
  });

  it('counts a request already gone (404) as cancelled', async () => {
    serve({
      friends: [],
      pending: [makeRequest(5, 'Eve Ng', 'sent')],
      suggestions: [],
      other: (request) =>
        request.method === 'PUT' ? { status: 404, body: { error: 'Friend request not found' } } : undefined,
    });
    const { user } = renderApp('/friends', signedIn());
    await user.click(await screen.findByRole('tab', { name: /Requests/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Friend request cancelled')).toBeInTheDocument();
  });

  it('accepts a received request, and alerts when accepting fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    let fail = true;
    serve({
      friends: [],
      pending: [makeRequest(4, 'Dan Po', 'received')],
      suggestions: [],
      other: (request) =>
        request.method === 'PUT'
          ? fail
            ? { status: 500, body: { error: 'x' } }
            : { status: 200, body: {} }
          : undefined,
    });
    const { user } = renderApp('/friends', signedIn());
    await user.click(await screen.findByRole('tab', { name: /Requests/ }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to accept friend request'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Friend request accepted')).toBeInTheDocument();
  });

  it('shows a dismissible banner when friends fail to load', async () => {
    serve({ friends: { status: 500, body: { error: 'down' } }, pending: [], suggestions: [] });
    const { user } = renderApp('/friends', signedIn());
    expect(await screen.findByText('Failed to load friends')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByText('Failed to load friends')).not.toBeInTheDocument();
  });

  it("titles another user's friends with their name, without the tabs", async () => {
    serve({
      friends: [],
      pending: [],
      suggestions: [],
      other: (request) => {
        if (request.path === '/api/users/2/friends')
          return {
            status: 200,
            body: { friends: [makeFriend(3, 'Cat Lee')], userInfo: { id: 2, display_name: 'Bob Ray' } },
          };
        return undefined;
      },
    });
    renderApp('/friends/user/2', signedIn());
    expect(await screen.findByRole('heading', { name: "Bob Ray's Friends" })).toBeInTheDocument();
    expect(screen.getByText('Cat Lee')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says so when another user's friends are not for this viewer", async () => {
    serve({
      friends: [],
      pending: [],
      suggestions: [],
      other: (request) => {
        if (request.path === '/api/users/9/friends')
          return { status: 403, body: { error: "Only friends can see this user's friends" } };
        if (request.path === '/api/users/profile/9')
          return {
            status: 200,
            body: makeProfileView({ id: 9, display_name: 'Sam Stone', email: null, isOwnProfile: false }),
          };
        return undefined;
      },
    });
    renderApp('/friends/user/9', signedIn());
    expect(await screen.findByText("Only friends can see this user's friends")).toBeInTheDocument();
    // Still the page of that person, by name, as the spec titles it.
    expect(await screen.findByRole('heading', { name: "Sam Stone's Friends" })).toBeInTheDocument();
  });
});
