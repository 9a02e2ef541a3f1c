/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProfileView } from '@mise/contracts';
import { mockApi, type MockRequest, type MockReply } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeProfileView, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

jest.mock('../crop-profile-photo', () => ({
  cropProfilePhoto: jest.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

/** The signed-in user is 1; `views` answers GET /users/profile/{id}; anything else goes to `extra`. */
function serve(
  views: Record<number, ProfileView | MockReply>,
  extra?: (r: MockRequest) => MockReply | undefined,
) {
  return mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile({ id: 1 }) };
    const profile = /^\/api\/users\/profile\/(\d+)$/.exec(request.path);
    if (profile) {
      const view = views[Number(profile[1])];
      if (!view) return { status: 404, body: { error: 'User not found' } };
      return 'status' in view && typeof view.status === 'number' ? view : { status: 200, body: view };
    }
    const stats = /^\/api\/users\/stats\/(\d+)$/.exec(request.path);
    if (stats) return { status: 200, body: { recipesCount: 7, friendsCount: 0 } };
    return extra?.(request);
  });
}

describe('profile', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the own profile with generated initials, counts and the options', async () => {
    serve({ 1: makeProfileView({ stats: { friendsCount: 4, pendingRequestsCount: 1 } }) });
    renderApp('/profile', signedIn());
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Profile options' }));
    for (const [label, href] of [
      ['Recipes', '/recipes'],
      ['Friends', '/friends'],
      ['Household', '/household'],
    ])
      expect(options.getByRole('link', { name: label })).toHaveAttribute('href', href);
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(screen.getByText('Feedback is coming soon.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByRole('button', { name: /Write from scratch/ })).toBeInTheDocument();
  });

  it('uploads a new photo, cropped, as the profileImage field', async () => {
    const api = serve({ 1: makeProfileView() }, (request) =>
      request.path === '/api/users/profile/image'
        ? { status: 200, body: { imageUrl: '/api/images/profiles/x-display.webp', thumbnailUrl: '' } }
        : undefined,
    );
    const { user } = renderApp('/profile', signedIn());
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.upload(
      screen.getByTestId('profile-photo-input'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/users/profile/image')).toBe(
        true,
      ),
    );
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/profile/image'));
    const form = call?.[1]?.body as FormData;
    expect(form.get('profileImage')).toBeInstanceOf(Blob);
  });

  it('refuses a file that is not an image with the spec alert', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = serve({ 1: makeProfileView() });
    renderApp('/profile', signedIn());
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    fireEvent.change(screen.getByTestId('profile-photo-input'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to upload image. Please try again.'));
    expect(api.requests.some((r) => r.path === '/api/users/profile/image')).toBe(false);
  });

  it("shows a stranger's profile with Add Friend, then Request Pending", async () => {
    const stranger = makeProfileView({ id: 2, display_name: 'Bob Ray', email: null, isOwnProfile: false });
    const api = serve({ 2: stranger }, (request) => {
      if (request.path !== '/api/users/friends/request') return undefined;
      stranger.friendship = { status: 'pending', friendshipId: 9, request_type: 'sent' };
      return { status: 201, body: {} };
    });
    const { user } = renderApp('/profile/2', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByRole('button', { name: 'Request Pending' })).toBeDisabled();
    expect(api.requests.find((r) => r.path === '/api/users/friends/request')?.body).toEqual({
      addresseeId: 2,
    });
    expect(screen.queryByRole('list', { name: 'Profile options' })).not.toBeInTheDocument();
    expect(screen.queryByText('Logout')).not.toBeInTheDocument();
  });

  it("shows a friend's badges and their Recipes and Friends", async () => {
    serve({
      2: makeProfileView({
        id: 2,
        display_name: 'Bob Ray',
        isOwnProfile: false,
        isInSameHousehold: true,
        friendship: { status: 'friends', friendshipId: 5, request_type: null },
      }),
    });
    renderApp('/profile/2', signedIn());
    expect(await screen.findByText('Household')).toBeInTheDocument();
    expect(screen.getAllByText('Friends')[0]).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Profile options' }));
    expect(options.getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/recipes/user/2');
    expect(options.getByRole('link', { name: 'Friends' })).toHaveAttribute('href', '/friends/user/2');
    expect(screen.queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument();
  });

  it('says why a profile failed to load and tries again', async () => {
    const views: Record<number, ProfileView | MockReply> = { 3: { status: 500, body: { error: 'boom' } } };
    serve(views);
    const { user } = renderApp('/profile/3', signedIn());
    expect(await screen.findByText('Failed to load profile data')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch profile: 500')).toBeInTheDocument();
    views[3] = makeProfileView({ id: 3, display_name: 'Cy Bo', isOwnProfile: false });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Cy Bo' })).toBeInTheDocument();
  });

  it('loads once a token arrives within the retries', async () => {
    serve({ 1: makeProfileView() });
    const client = signedIn();
    const real = client.getIdToken.bind(client);
    let misses = 2;
    client.getIdToken = async (forceRefresh) => (misses-- > 0 ? null : real(forceRefresh));
    renderApp('/profile', client);
    expect(
      await screen.findByRole('heading', { name: 'Ada Lovelace' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to load profile data')).not.toBeInTheDocument();
  }, 10000);

  it('waits for a token up to 3 times, then says it is not available', async () => {
    serve({ 1: makeProfileView() });
    const client = signedIn();
    client.getIdToken = async () => null;
    renderApp('/profile', client);
    expect(
      await screen.findByText(
        'Authentication token not available. Please try logging out and back in.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  }, 10000);
});

describe("a friend's recipes", () => {
  it('lists them under the friend’s name', async () => {
    serve(
      {
        2: makeProfileView({
          id: 2,
          display_name: 'Bob Ray',
          isOwnProfile: false,
          friendship: { status: 'friends', friendshipId: 5, request_type: null },
        }),
      },
      (request) =>
        request.path === '/api/recipes/user/2'
          ? { status: 200, body: [makeRecipe({ id: 40, user_id: 2, title: 'Bob’s Stew' })] }
          : undefined,
    );
    renderApp('/recipes/user/2', signedIn());
    expect(await screen.findByRole('heading', { name: "Bob Ray's Recipes" })).toBeInTheDocument();
    expect(await screen.findByText('Bob’s Stew')).toBeInTheDocument();
  });

  it('does not ask for a stranger’s recipes', async () => {
    const api = serve({ 3: makeProfileView({ id: 3, display_name: 'Cy Bo', isOwnProfile: false }) });
    renderApp('/recipes/user/3', signedIn());
    expect(await screen.findByText("Only friends can see Cy Bo's recipes.")).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/recipes/user/3')).toBe(false);
  });
});
