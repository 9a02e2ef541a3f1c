import { Link, Navigate } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { LoginForm } from '../components/login-form';
import { ProviderButtons } from '../components/provider-buttons';
import { useLoginForm } from '../hooks/use-login-form';
import './login-page.css';
import { useTranslation } from '../../../lib/i18n';

function Brand() {
  const { t } = useTranslation();
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
      <p className="login__tagline">{t('auth.tagline')}</p>
    </div>
  );
}

function LegalLinks() {
  const { t } = useTranslation();
  return (
    <nav className="login__legal" aria-label={t('auth.legal')}>
      <Link to="/privacy-policy">{t('auth.privacyPolicy')}</Link>
      <Link to="/terms-of-service">{t('auth.terms')}</Link>
      <Link to="/data-deletion">{t('auth.dataDeletion')}</Link>
    </nav>
  );
}

/** /login (spec section 5). */
export default function LoginPage() {
  const login = useLoginForm();
  const { t } = useTranslation();
  if (login.redirectTo !== null) return <Navigate to={login.redirectTo} replace />;
  const signingIn = login.mode === 'signin';

  return (
    <main className="login">
      <Brand />
      <section className="login__card" aria-labelledby="login-heading">
        <h1 id="login-heading" className="login__title">
          {signingIn ? t('auth.welcomeBack') : t('auth.createAccount')}
        </h1>
        <p className="login__subtitle">{signingIn ? t('auth.signInSubtitle') : t('auth.signUpSubtitle')}</p>

        <ProviderButtons busy={login.busy} onChoose={login.signInWith} />
        <div className="login__divider" role="separator">
          <span>{t('auth.or')}</span>
        </div>

        {login.formVisible ? (
          <LoginForm login={login} />
        ) : (
          <>
            <button type="button" className="btn btn--primary btn--block" onClick={login.showSignUpForm}>
              {t('auth.signUpWithEmail')}
            </button>
            <FormError message={login.error} />
          </>
        )}

        <p className="login__switch">
          {signingIn ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={login.switchMode}>
            {signingIn ? t('auth.signUpLink') : t('auth.signInLink')}
          </button>
        </p>
      </section>
      <LegalLinks />
    </main>
  );
}
