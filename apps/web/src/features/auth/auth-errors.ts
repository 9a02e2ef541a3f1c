import { i18n } from '../../lib/i18n';
/** Identity-service error codes mapped to the Login messages of spec section 8. */
const MESSAGES = {
  'auth/popup-closed-by-user': 'auth.cancelled',
  'auth/cancelled-popup-request': 'auth.cancelled',
  'auth/account-exists-with-different-credential': 'auth.differentMethod',
  'auth/wrong-password': 'auth.invalidCredentials',
  'auth/user-not-found': 'auth.invalidCredentials',
  'auth/invalid-credential': 'auth.invalidCredentials',
  'auth/invalid-login-credentials': 'auth.invalidCredentials',
  'auth/email-already-in-use': 'auth.emailInUse',
  'auth/weak-password': 'auth.weakPassword',
  'auth/password-does-not-meet-requirements': 'auth.weakPassword',
  'auth/invalid-email': 'auth.invalidEmail',
  'auth/too-many-requests': 'auth.tooManyAttempts',
} as const;
const isKnownCode = (code: string): code is keyof typeof MESSAGES => Object.hasOwn(MESSAGES, code);

export type AuthAction = 'login' | 'signup';

export function authErrorMessage(error: unknown, action: AuthAction): string {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  if (isKnownCode(code)) return i18n.t(MESSAGES[code]);
  const message = error instanceof Error ? error.message : String(error);
  return action === 'signup'
    ? i18n.t('auth.signUpFailed', { message })
    : i18n.t('auth.logInFailed', { message });
}

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Client-side sign-up checks of spec section 5; null when the form may be sent. */
export function signUpProblem(fields: SignUpFields): string | null {
  if (!fields.name.trim()) return i18n.t('settings.enterName');
  if (!fields.email.trim()) return i18n.t('settings.enterEmail');
  if (!fields.password) return i18n.t('auth.enterPassword');
  if (fields.password !== fields.confirmPassword) return i18n.t('auth.passwordsDoNotMatch');
  if (fields.password.length < 6) return i18n.t('auth.passwordTooShort');
  return null;
}
