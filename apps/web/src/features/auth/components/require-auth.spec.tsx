/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeProfileView, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const recipe = makeRecipe({ id: 7, title: 'Sunday Roast' });

beforeEach(() => {
  sessionStorage.clear();
  mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    if (request.path === '/api/users/profile/1') return { status: 200, body: makeProfileView() };
    if (request.path === '/api/recipes/7') return { status: 200, body: recipe };
    if (request.path === '/api/recipes') return { status: 200, body: [recipe] };
    return undefined;
  });
});

describe('authentication guard', () => {
  it('sends a signed-out visitor to /login and back to the wanted page after sign-in', async () => {
    const auth = createFakeAuthClient({
      signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace', password: 'secret1' },
    });
    await auth.signOut();
    const app = renderApp('/recipe/7', auth);

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');

    await app.user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'secret1');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Sunday Roast' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/recipe/7');
  });

  it('returns to / when no page was wanted', async () => {
    const auth = createFakeAuthClient({
      signedInAs: { email: 'ada@example.com', name: 'Ada', password: 'secret1' },
    });
    await auth.signOut();
    const app = renderApp('/login', auth);
    await app.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'secret1');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(await screen.findByText('Sunday Roast')).toBeInTheDocument();
  });

  it('keeps a signed-in user away from /login', async () => {
    const auth = createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada' } });
    const app = renderApp('/login', auth);
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });

  it('logout from the profile returns to /login and protects pages again', async () => {
    const auth = createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });
    const app = renderApp('/profile', auth);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(auth.currentUser()).toBeNull();
  });
});
