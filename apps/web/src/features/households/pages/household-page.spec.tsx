/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import type { Household, ReceivedInvitation, SentInvitation } from '@mise/contracts';
import { mockApi, type MockReply, type MockRequest } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

interface World {
  household: Household | null;
  received: ReceivedInvitation[];
  sent: SentInvitation[];
  action?: (request: MockRequest) => MockReply | undefined;
}

function serve(world: World) {
  return mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile({ id: 1 }) };
    const answer = world.action?.(request);
    if (answer) return answer;
    if (request.path === '/api/household/mine')
      return world.household
        ? { status: 200, body: world.household }
        : { status: 404, body: { error: 'You are not in a household' } };
    if (request.path === '/api/household/available-friends')
      return {
        status: 200,
        body: [
          { id: 2, first_name: 'Bob', display_name: 'Bob Ray' },
          { id: 3, first_name: 'Cat', display_name: 'Cat Lee' },
        ],
      };
    if (request.path === '/api/household/invitations/pending') return { status: 200, body: world.received };
    if (request.path === '/api/household/invitations/sent') return { status: 200, body: world.sent };
    return undefined;
  });
}

const home: Household = {
  id: 1,
  name: 'Smith House',
  created_at: '2026-03-01T10:00:00.000Z',
  members: [
    {
      id: 1,
      first_name: 'Ada',
      display_name: 'Ada Lovelace',
      profile_image_url: null,
      joined_at: '2026-03-01T10:00:00.000Z',
    },
    {
      id: 2,
      first_name: 'Bob',
      display_name: 'Bob Ray',
      profile_image_url: null,
      joined_at: '2026-03-02T10:00:00.000Z',
    },
  ],
};

describe('household', () => {
  afterEach(() => jest.restoreAllMocks());

  it('creates a household: a name and at least one friend, then the invitations go out', async () => {
    const api = serve({
      household: null,
      received: [],
      sent: [],
      action: (request) =>
        request.path === '/api/household/invitations/send'
          ? { status: 201, body: { id: 5, household_name: 'Den', invited: [3] } }
          : undefined,
    });
    const { user } = renderApp('/household', signedIn());
    const submit = await screen.findByRole('button', { name: 'Send Invitations' });
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/profile');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Household name' }), 'Den');
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Cat' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/household/invitations/send')?.body).toEqual({
        name: 'Den',
        friendIds: [3],
      }),
    );
  });

  it("shows the server's reason when the invitations are refused", async () => {
    serve({
      household: null,
      received: [],
      sent: [],
      action: (request) =>
        request.path === '/api/household/invitations/send'
          ? { status: 409, body: { error: 'Cat Lee is already in a household' } }
          : undefined,
    });
    const { user } = renderApp('/household', signedIn());
    await user.type(await screen.findByRole('textbox', { name: 'Household name' }), 'Den');
    await user.click(screen.getByRole('checkbox', { name: 'Cat' }));
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('Cat Lee is already in a household')).toBeInTheDocument();
  });

  it('shows the household with members and joined dates, and leaves only after the inline confirmation', async () => {
    const world: World = { household: home, received: [], sent: [] };
    const api = serve({
      ...world,
      action: (request) => {
        if (request.path !== '/api/household/leave') return undefined;
        return { status: 200, body: { ok: true, household: null } };
      },
    });
    const { user } = renderApp('/household', signedIn());
    expect(await screen.findByRole('heading', { name: 'Smith House' })).toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByText('Bob')).toBeInTheDocument();
    expect(screen.getAllByText(/^Joined /)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Send Invitations' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave Household' }));
    expect(
      screen.getByText('Are you sure you want to leave? The household will be dissolved for everyone.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((r) => r.path === '/api/household/leave')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Leave Household' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Leave' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/household/leave')?.method).toBe('DELETE'),
    );
  });

  it('accepts a received invitation, and says why accepting failed', async () => {
    let refuse = true;
    const api = serve({
      household: null,
      received: [
        {
          id: 8,
          household_name: 'Lee Flat',
          inviter_name: 'Cat Lee',
          created_at: '2026-03-01T10:00:00.000Z',
        },
      ],
      sent: [],
      action: (request) =>
        request.path === '/api/household/invitations/8/accept'
          ? refuse
            ? { status: 500, body: {} }
            : { status: 200, body: { ok: true, household: home } }
          : undefined,
    });
    const { user } = renderApp('/household', signedIn());
    expect(await screen.findByText(/invited you to join/)).toHaveTextContent(
      'Cat Lee invited you to join Lee Flat',
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to accept invitation')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/household/invitations/8/accept')).toHaveLength(2),
    );
    expect(screen.queryByText('Failed to accept invitation')).not.toBeInTheDocument();
  });

  it('cancels sent invitations only when the browser confirm says yes', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = serve({
      household: null,
      received: [],
      sent: [{ id: 6, household_name: 'Den', pending_count: 2, created_at: '2026-03-01T10:00:00.000Z' }],
      action: (request) =>
        request.path === '/api/household/invitations/6/cancel'
          ? { status: 200, body: { ok: true, household: null } }
          : undefined,
    });
    const { user } = renderApp('/household', signedIn());
    expect(await screen.findByText(/2 pending/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Invitations' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel these invitations?');
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel Invitations' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe(
        '/api/household/invitations/6/cancel',
      ),
    );
  });

  it('says the household could not be fetched', async () => {
    serve({
      household: null,
      received: [],
      sent: [],
      action: (request) => (request.path === '/api/household/mine' ? { status: 500, body: {} } : undefined),
    });
    renderApp('/household', signedIn());
    expect(await screen.findByText('Failed to fetch household data')).toBeInTheDocument();
  });
});
