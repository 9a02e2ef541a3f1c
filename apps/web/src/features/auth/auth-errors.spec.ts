import { authErrorMessage, signUpProblem } from './auth-errors';

const withCode = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/popup-closed-by-user', 'Login process was cancelled. Please try again.'],
    [
      'auth/account-exists-with-different-credential',
      'An account already exists with the same email address using a different sign-in method.',
    ],
    ['auth/wrong-password', 'Invalid email or password'],
    ['auth/user-not-found', 'Invalid email or password'],
    ['auth/invalid-credential', 'Invalid email or password'],
    ['auth/email-already-in-use', 'An account with this email already exists'],
    ['auth/weak-password', 'Password is too weak'],
    ['auth/password-does-not-meet-requirements', 'Password is too weak'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
  ])('maps %s to the spec message', (code, message) => {
    expect(authErrorMessage(withCode(code), 'login')).toBe(message);
  });

  it('falls back to the action and the raw message for unknown codes', () => {
    expect(authErrorMessage(withCode('auth/network-request-failed'), 'login')).toBe(
      'Failed to log in: Firebase: Error (auth/network-request-failed).',
    );
    expect(authErrorMessage(new Error('boom'), 'signup')).toBe('Failed to sign up: boom');
  });
});

describe('signUpProblem', () => {
  const good = { name: 'Ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a complete form', () => {
    expect(signUpProblem(good)).toBeNull();
  });

  it('checks that the passwords match before their length', () => {
    expect(signUpProblem({ ...good, password: 'abc', confirmPassword: 'abd' })).toBe(
      'Passwords do not match',
    );
    expect(signUpProblem({ ...good, password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('requires a name and an email', () => {
    expect(signUpProblem({ ...good, name: '  ' })).toBe('Please enter your name');
    expect(signUpProblem({ ...good, email: '' })).toBe('Please enter your email address');
  });
});
