/** Identity-service error codes mapped to the Login messages of spec section 8. */
const MESSAGES: Record<string, string> = {
  'auth/popup-closed-by-user': 'Login process was cancelled. Please try again.',
  'auth/cancelled-popup-request': 'Login process was cancelled. Please try again.',
  'auth/account-exists-with-different-credential':
    'An account already exists with the same email address using a different sign-in method.',
  'auth/wrong-password': 'Invalid email or password',
  'auth/user-not-found': 'Invalid email or password',
  'auth/invalid-credential': 'Invalid email or password',
  'auth/invalid-login-credentials': 'Invalid email or password',
  'auth/email-already-in-use': 'An account with this email already exists',
  'auth/weak-password': 'Password is too weak',
  'auth/password-does-not-meet-requirements': 'Password is too weak',
  'auth/invalid-email': 'Invalid email address',
  'auth/too-many-requests': 'Too many failed attempts. Please try again later.',
};

export type AuthAction = 'login' | 'signup';

export function authErrorMessage(error: unknown, action: AuthAction): string {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  const known = MESSAGES[code];
  if (known) return known;
  const message = error instanceof Error ? error.message : String(error);
  return action === 'signup' ? `Failed to sign up: ${message}` : `Failed to log in: ${message}`;
}

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Client-side sign-up checks of spec section 5; null when the form may be sent. */
export function signUpProblem(fields: SignUpFields): string | null {
  if (!fields.name.trim()) return 'Please enter your name';
  if (!fields.email.trim()) return 'Please enter your email address';
  if (!fields.password) return 'Please enter a password';
  if (fields.password !== fields.confirmPassword) return 'Passwords do not match';
  if (fields.password.length < 6) return 'Password must be at least 6 characters long';
  return null;
}
