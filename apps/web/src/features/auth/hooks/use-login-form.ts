import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { useAppSelector } from '../../../lib/app-state';
import type { AuthProviderName } from '../../../lib/auth-client';
import { authErrorMessage, signUpProblem, type AuthAction } from '../auth-errors';
import { hasSignedInBefore } from '../signed-in-before';
import { useAuthClient } from './use-auth-client';
import { i18n } from '../../../lib/i18n';

export type LoginMode = 'signin' | 'signup';

export const EMPTY_LOGIN_FIELDS = { name: '', email: '', password: '', confirmPassword: '' };
export type LoginFields = typeof EMPTY_LOGIN_FIELDS;

function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The login page's state and actions: sign in, sign up, a provider's popup, password reset. After a
 * success the user goes back where RequireAuth found them. `redirectTo` is set when the visitor is
 * already signed in (and no sign-up is still setting the display name).
 */
export function useLoginForm() {
  const client = useAuthClient();
  const status = useAppSelector((state) => state.auth.status);
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>(() => (hasSignedInBefore() ? 'signin' : 'signup'));
  const [showSignUpForm, setShowSignUpForm] = useState(false);
  const [fields, setFields] = useState(EMPTY_LOGIN_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // While a sign-up runs the user exists before the display name is set: wait for the whole thing.
  const submitting = useRef(false);
  const target = returnPath(location.state);

  const set = (key: keyof LoginFields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  const switchMode = () => {
    setMode(mode === 'signin' ? 'signup' : 'signin');
    setShowSignUpForm(false);
    setFields(EMPTY_LOGIN_FIELDS);
    setError(null);
    setNotice(null);
  };

  const resetPassword = async () => {
    setNotice(null);
    if (!fields.email.trim()) return setError(i18n.t('auth.enterEmailFirst'));
    setError(null);
    try {
      await client.resetPassword(fields.email.trim());
      setNotice(i18n.t('auth.resetSent'));
    } catch (caught) {
      setError(authErrorMessage(caught, 'login'));
    }
  };

  async function run(action: AuthAction, work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    submitting.current = true;
    try {
      await work();
      await navigate(target, { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught, action));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'signup') {
      const problem = signUpProblem(fields);
      if (problem) return setError(problem);
      void run('signup', () => client.signUp(fields.name.trim(), fields.email.trim(), fields.password));
      return;
    }
    if (!fields.email.trim() || !fields.password) return setError(i18n.t('auth.enterEmailAndPassword'));
    void run('login', () => client.signIn(fields.email.trim(), fields.password));
  };

  const signInWith = (provider: AuthProviderName) =>
    void run('login', () => client.signInWithProvider(provider));

  return {
    redirectTo: status === 'signedIn' && !submitting.current ? target : null,
    mode,
    formVisible: mode === 'signin' || showSignUpForm,
    showSignUpForm: () => setShowSignUpForm(true),
    fields,
    set,
    error,
    notice,
    busy,
    switchMode,
    resetPassword: () => void resetPassword(),
    submit,
    signInWith,
  };
}
