/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  sessionStorage.clear();
  mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    if (request.path === '/api/recipes') return { status: 200, body: [] };
    return undefined;
  });
});

async function openSignUpForm(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Sign up' }));
  await app.user.click(screen.getByRole('button', { name: 'Sign Up with Email' }));
}

async function fillSignUp(app: ReturnType<typeof renderApp>, password: string, confirm: string) {
  await app.user.type(screen.getByLabelText('Name'), 'Grace Hopper');
  await app.user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.type(screen.getByLabelText('Confirm password'), confirm);
  await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('Login page', () => {
  it('hides the sign-up email form until Sign Up with Email is chosen', async () => {
    const app = renderApp('/login', createFakeAuthClient());
    await app.user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Sign Up with Email' }));
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
  });

  it('refuses passwords that do not match, without calling the identity service', async () => {
    const auth = createFakeAuthClient();
    const app = renderApp('/login', auth);
    await openSignUpForm(app);
    await fillSignUp(app, 'secret1', 'secret2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(auth.signUpCalls).toHaveLength(0);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const auth = createFakeAuthClient();
    const app = renderApp('/login', auth);
    await openSignUpForm(app);
    await fillSignUp(app, 'abc', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(auth.signUpCalls).toHaveLength(0);
  });

  it('signs up and lands on the recipes list at /', async () => {
    const auth = createFakeAuthClient();
    const app = renderApp('/login', auth);
    await openSignUpForm(app);
    await fillSignUp(app, 'secret1', 'secret1');
    expect(await screen.findByRole('button', { name: /To Make, change recipe view/ })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(auth.signUpCalls).toEqual([{ name: 'Grace Hopper', email: 'grace@example.com' }]);
  });

  it('shows the spec message when the email is already in use', async () => {
    const auth = createFakeAuthClient();
    auth.failNextWith('auth/email-already-in-use');
    const app = renderApp('/login', auth);
    await openSignUpForm(app);
    await fillSignUp(app, 'secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(app.location().pathname).toBe('/login');
  });

  it('shows Invalid email or password for a wrong password', async () => {
    const app = renderApp('/login', createFakeAuthClient());
    await app.user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'wrong-password');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('switching modes clears the form and the error', async () => {
    const app = renderApp('/login', createFakeAuthClient());
    await app.user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('reports a closed provider pop-up with the spec message', async () => {
    const auth = createFakeAuthClient();
    auth.failNextWith('auth/popup-closed-by-user');
    const app = renderApp('/login', auth);
    await app.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login process was cancelled. Please try again.',
    );
  });

  it('links to the legal pages, which have a back button and no navigation bar', async () => {
    const app = renderApp('/login', createFakeAuthClient());
    await app.user.click(await screen.findByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('sends a password reset email for the address typed in', async () => {
    const auth = createFakeAuthClient();
    const app = renderApp('/login', auth);
    await app.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address first');
    await app.user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Password reset email sent. Check your inbox.')).toBeInTheDocument();
    expect(auth.resetRequests).toEqual(['ada@example.com']);
  });
});
