/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeProfileView } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { switchLocale } from '../../../lib/i18n';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  api = mockApi((request) => {
    const profile = profileCalls(request.path);
    if (profile) return profile;
    if (request.path === '/api/recipes') return { status: 200, body: [] };
    if (request.path === '/api/users/me' && request.method === 'DELETE') return { status: 204 };
    return undefined;
  });
});

/** The profile screen's own calls (it opens Account Settings). */
function profileCalls(path: string) {
  if (path === '/api/users/profile') return { status: 200, body: { ...makeProfile(), language: null } };
  if (path === '/api/users/profile/1') return { status: 200, body: makeProfileView() };
  if (path === '/api/users/stats/1') return { status: 200, body: { recipesCount: 0, friendsCount: 0 } };
  return undefined;
}

function signedIn() {
  return createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada', password: 'secret1' } });
}

async function openSettings(auth = signedIn()) {
  const app = renderApp('/profile', auth);
  await app.user.click(await screen.findByRole('button', { name: /Account Settings/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Account Settings' });
  return { app, auth, sheet: within(sheet) };
}

describe('Account Settings', () => {
  it('changes the display name', async () => {
    const { app, auth, sheet } = await openSettings();
    const name = sheet.getByLabelText('Name');
    await app.user.clear(name);
    await app.user.type(name, 'Ada King');
    await app.user.click(sheet.getByRole('button', { name: 'Save name' }));
    expect(await sheet.findByText('Name updated.')).toBeInTheDocument();
    expect(auth.currentUser()?.displayName).toBe('Ada King');
  });

  it('asks for the password again when the sign-in is too old, then changes the email', async () => {
    const auth = signedIn();
    auth.requireRecentLogin();
    const { app, sheet } = await openSettings(auth);
    const email = sheet.getByLabelText('New email');
    await app.user.clear(email);
    await app.user.type(email, 'countess@example.com');
    await app.user.click(sheet.getByRole('button', { name: 'Change email' }));
    const password = await sheet.findByLabelText('Current password');
    await app.user.type(password, 'wrong-one');
    await app.user.click(sheet.getByRole('button', { name: 'Continue' }));
    expect(await sheet.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await app.user.clear(sheet.getByLabelText('Current password'));
    await app.user.type(sheet.getByLabelText('Current password'), 'secret1');
    await app.user.click(sheet.getByRole('button', { name: 'Continue' }));
    expect(await sheet.findByText('Email updated.')).toBeInTheDocument();
    expect(auth.accountExists('countess@example.com')).toBe(true);
    expect(auth.accountExists('ada@example.com')).toBe(false);
  });

  it('checks a new password with the sign-up rules before changing it', async () => {
    const { app, auth, sheet } = await openSettings();
    await app.user.type(sheet.getByLabelText('New password'), 'abc');
    await app.user.type(sheet.getByLabelText('Confirm new password'), 'abc');
    await app.user.click(sheet.getByRole('button', { name: 'Change password' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    await app.user.type(sheet.getByLabelText('New password'), 'defgh');
    await app.user.type(sheet.getByLabelText('Confirm new password'), 'defgh');
    await app.user.click(sheet.getByRole('button', { name: 'Change password' }));
    expect(await sheet.findByText('Password updated.')).toBeInTheDocument();
    expect(auth.passwordOf('ada@example.com')).toBe('abcdefgh');
  });

  it('switches to the dark theme and remembers it', async () => {
    const { app, sheet } = await openSettings();
    await app.user.click(sheet.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('mise.theme')).toBe('dark');
    await app.user.click(sheet.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('switches the app to the chosen language at once and keeps it on the profile', async () => {
    mockApi((request) => {
      if (request.path === '/api/users/profile' && request.method === 'PATCH')
        return {
          status: 200,
          body: { ...makeProfile(), language: (request.body as { language: string }).language },
        };
      return (
        profileCalls(request.path) ??
        (request.path === '/api/recipes' ? { status: 200, body: [] } : undefined)
      );
    });
    const { app, sheet } = await openSettings();
    await app.user.selectOptions(sheet.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(await screen.findByRole('dialog', { name: 'Kontoeinstellungen' })).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: 'Namen speichern' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'Rezepte' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('mise.language')).toBe('de');
    const saved = globalThis.fetch as jest.Mock;
    await waitFor(() =>
      expect(
        saved.mock.calls.some(([, init]) => init?.method === 'PATCH' && init.body === '{"language":"de"}'),
      ).toBe(true),
    );
    await act(() => switchLocale('en'));
  });

  it("follows the language kept on the person's profile from another device", async () => {
    mockApi((request) => {
      if (request.path === '/api/users/profile')
        return { status: 200, body: { ...makeProfile(), language: 'fr' } };
      return (
        profileCalls(request.path) ??
        (request.path === '/api/recipes' ? { status: 200, body: [] } : undefined)
      );
    });
    renderApp('/profile', signedIn());
    const nav = await screen.findByRole('navigation', { name: 'Principale' });
    expect(within(nav).getByRole('link', { name: 'Recettes' })).toBeInTheDocument();
    expect(localStorage.getItem('mise.language')).toBe('fr');
    await act(() => switchLocale('en'));
  });

  it('deletes the data and then the sign-in only after DELETE is typed', async () => {
    const { app, auth, sheet } = await openSettings();
    const remove = sheet.getByRole('button', { name: 'Delete my account' });
    expect(remove).toBeDisabled();
    await app.user.type(sheet.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await app.user.click(remove);
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/users/me')).toBe(true);
    expect(auth.accountExists('ada@example.com')).toBe(false);
  });

  it('keeps the sign-in when the server could not delete the data', async () => {
    mockApi((request) => {
      const profile = profileCalls(request.path);
      if (profile) return profile;
      if (request.path === '/api/recipes') return { status: 200, body: [] };
      if (request.path === '/api/users/me') return { status: 503, body: { error: 'Service unavailable' } };
      return undefined;
    });
    const { app, auth, sheet } = await openSettings();
    await app.user.type(sheet.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await app.user.click(sheet.getByRole('button', { name: 'Delete my account' }));
    expect(await sheet.findByRole('alert')).toHaveTextContent('Failed to delete your account');
    expect(auth.accountExists('ada@example.com')).toBe(true);
  });
});
