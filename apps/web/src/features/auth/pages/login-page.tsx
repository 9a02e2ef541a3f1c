import { Link, Navigate } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { LoginForm } from '../components/login-form';
import { ProviderButtons } from '../components/provider-buttons';
import { useLoginForm } from '../hooks/use-login-form';
import './login-page.css';

function Brand() {
  return (
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
  );
}

function LegalLinks() {
  return (
    <nav className="login__legal" aria-label="Legal">
      <Link to="/privacy-policy">Privacy Policy</Link>
      <Link to="/terms-of-service">Terms of Service</Link>
      <Link to="/data-deletion">Data Deletion</Link>
    </nav>
  );
}

/** /login (spec section 5). */
export default function LoginPage() {
  const login = useLoginForm();
  if (login.redirectTo !== null) return <Navigate to={login.redirectTo} replace />;
  const signingIn = login.mode === 'signin';

  return (
    <main className="login">
      <Brand />
      <section className="login__card" aria-labelledby="login-heading">
        <h1 id="login-heading" className="login__title">
          {signingIn ? 'Welcome back' : 'Create your account'}
        </h1>
        <p className="login__subtitle">
          {signingIn ? 'Sign in to your recipe collection.' : 'Start your recipe collection in a minute.'}
        </p>

        <ProviderButtons busy={login.busy} onChoose={login.signInWith} />
        <div className="login__divider" role="separator">
          <span>or</span>
        </div>

        {login.formVisible ? (
          <LoginForm login={login} />
        ) : (
          <>
            <button type="button" className="btn btn--primary btn--block" onClick={login.showSignUpForm}>
              Sign Up with Email
            </button>
            <FormError message={login.error} />
          </>
        )}

        <p className="login__switch">
          {signingIn ? "Don't have an account?" : 'Already have an account?'}{' '}
          <button type="button" className="link-button" onClick={login.switchMode}>
            {signingIn ? 'Sign up' : 'Sign in'}
          </button>
        </p>
      </section>
      <LegalLinks />
    </main>
  );
}
