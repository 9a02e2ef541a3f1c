/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    if (request.path === '/api/recipes') return { status: 200, body: [] };
    return undefined;
  });
});

/** A browser that has signed in before opens /login in sign-in mode. */
function returningVisitor() {
  localStorage.setItem('mise.signedInBefore', '1');
}

async function openSignUpForm(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Sign Up with Email' }));
}

async function fillSignUp(app: ReturnType<typeof renderApp>, password: string, confirm: string) {
  await app.user.type(screen.getByLabelText('Name'), 'Grace Hopper');
  await app.user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.type(screen.getByLabelText('Confirm password'), confirm);
  await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('Login page', () => {
  it('opens a new visitor in sign-up mode with the email form hidden until Sign Up with Email', async () => {
    const app = renderApp('/login', createFakeAuthClient());
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Sign Up with Email' }));
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
  });

  it('opens a browser that has signed in before in sign-in mode, and remembers a new sign-in', async () => {
    const auth = createFakeAuthClient();
    const app = renderApp('/login', auth);
    await openSignUpForm(app);
    await fillSignUp(app, 'secret1', 'secret1');
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    app.unmount();
    await auth.signOut();
    renderApp('/login', auth);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it.each([
    [
      'auth/account-exists-with-different-credential',
      'An account already exists with the same email address using a different sign-in method.',
    ],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/user-disabled', 'Failed to log in: Firebase: Error (auth/user-disabled).'],
  ])('maps a provider sign-in failure %s to its message', async (code, message) => {
    const auth = createFakeAuthClient();
    auth.failNextWith(code);
    const app = renderApp('/login', auth);
    await app.user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['auth/weak-password', 'Password is too weak'],
    ['auth/password-does-not-meet-requirements', 'Password is too weak'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/network-request-failed', 'Failed to sign up: Firebase: Error (auth/network-request-failed).'],
  ])('maps a sign-up failure %s to its message', async (code, message) => {
    const auth = createFakeAuthClient();
    auth.failNextWith(code);
    const app = renderApp('/login', auth);
    await openSignUpForm(app);
    await fillSignUp(app, 'secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
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
    returningVisitor();
    const app = renderApp('/login', createFakeAuthClient());
    await app.user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'wrong-password');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('switching modes clears the form and the error', async () => {
    returningVisitor();
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
    returningVisitor();
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
