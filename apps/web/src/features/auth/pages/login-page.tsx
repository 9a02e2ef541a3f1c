import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { useAppSelector } from '../../../lib/app-state';
import type { AuthProviderName } from '../../../lib/auth-client';
import { authErrorMessage, signUpProblem } from '../auth-errors';
import { useAuthClient } from '../hooks/use-auth-client';
import { ProviderIcon } from '../components/provider-icon';
import './login-page.css';
import { TextField } from '../../../components/ui/text-field';
import { FormError } from '../../../components/ui/form-error';

type Mode = 'signin' | 'signup';

const PROVIDERS: { id: AuthProviderName; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'apple', label: 'Apple' },
];

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const client = useAuthClient();
  const status = useAppSelector((state) => state.auth.status);
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signin');
  const [showSignUpForm, setShowSignUpForm] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // While a sign-up runs the user exists before the display name is set: wait for the whole thing.
  const submitting = useRef(false);
  const target = returnPath(location.state);

  if (status === 'signedIn' && !submitting.current) return <Navigate to={target} replace />;

  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  const switchMode = () => {
    setMode(mode === 'signin' ? 'signup' : 'signin');
    setShowSignUpForm(false);
    setFields(EMPTY);
    setError(null);
    setNotice(null);
  };

  const resetPassword = async () => {
    setNotice(null);
    if (!fields.email.trim()) return setError('Please enter your email address first');
    setError(null);
    try {
      await client.resetPassword(fields.email.trim());
      setNotice('Password reset email sent. Check your inbox.');
    } catch (caught) {
      setError(authErrorMessage(caught, 'login'));
    }
  };

  async function run(action: 'login' | 'signup', work: () => Promise<void>) {
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'signup') {
      const problem = signUpProblem(fields);
      if (problem) return setError(problem);
      void run('signup', () => client.signUp(fields.name.trim(), fields.email.trim(), fields.password));
      return;
    }
    if (!fields.email.trim() || !fields.password) return setError('Please enter your email and password');
    void run('login', () => client.signIn(fields.email.trim(), fields.password));
  };

  const formVisible = mode === 'signin' || showSignUpForm;

  return (
    <main className="login">
      <div className="login__brand">
        <div className="login__logo" aria-hidden="true">
          <svg viewBox="0 0 64 64" width="40" height="40">
            <path d="M14 38c0-10 8-18 18-18s18 8 18 18z" fill="currentColor" />
            <rect x="10" y="40" width="44" height="6" rx="3" fill="currentColor" />
            <rect x="29" y="13" width="6" height="6" rx="3" fill="currentColor" />
          </svg>
        </div>
        <p className="login__wordmark">Mise</p>
        <p className="login__tagline">Every recipe you love, ready when you are.</p>
      </div>

      <section className="login__card" aria-labelledby="login-heading">
        <h1 id="login-heading" className="login__title">
          {mode === 'signin' ? 'Welcome back' : 'Create your account'}
        </h1>
        <p className="login__subtitle">
          {mode === 'signin'
            ? 'Sign in to your recipe collection.'
            : 'Start your recipe collection in a minute.'}
        </p>

        <div className="login__providers">
          {PROVIDERS.map((provider) => (
            <button
              key={provider.id}
              type="button"
              className="login__provider"
              disabled={busy}
              onClick={() => void run('login', () => client.signInWithProvider(provider.id))}
            >
              <ProviderIcon provider={provider.id} />
              <span>Continue with {provider.label}</span>
            </button>
          ))}
        </div>

        <div className="login__divider" role="separator">
          <span>or</span>
        </div>

        {!formVisible && (
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => setShowSignUpForm(true)}
          >
            Sign Up with Email
          </button>
        )}

        {formVisible && (
          <form
            className="login__form"
            onSubmit={onSubmit}
            noValidate
            aria-label={mode === 'signin' ? 'Sign in' : 'Sign up'}
          >
            {mode === 'signup' && (
              <TextField
                label="Name"
                name="name"
                autoComplete="name"
                value={fields.name}
                onValue={set('name')}
              />
            )}
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={fields.email}
              onValue={set('email')}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
              value={fields.password}
              onValue={set('password')}
            />
            {mode === 'signup' && (
              <TextField
                label="Confirm password"
                type="password"
                name="confirmPassword"
                autoComplete="new-password"
                value={fields.confirmPassword}
                onValue={set('confirmPassword')}
              />
            )}
            {mode === 'signin' && (
              <button
                type="button"
                className="link-button login__forgot"
                onClick={() => void resetPassword()}
              >
                Forgot password?
              </button>
            )}
            <FormError message={error} />
            {notice && (
              <p className="form-notice" role="status">
                {notice}
              </p>
            )}
            <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
              {busy ? 'Please wait…' : mode === 'signin' ? 'Sign In' : 'Sign Up'}
            </button>
          </form>
        )}
        {!formVisible && <FormError message={error} />}

        <p className="login__switch">
          {mode === 'signin' ? "Don't have an account?" : 'Already have an account?'}{' '}
          <button type="button" className="link-button" onClick={switchMode}>
            {mode === 'signin' ? 'Sign up' : 'Sign in'}
          </button>
        </p>
      </section>

      <nav className="login__legal" aria-label="Legal">
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/terms-of-service">Terms of Service</Link>
        <Link to="/data-deletion">Data Deletion</Link>
      </nav>
    </main>
  );
}
