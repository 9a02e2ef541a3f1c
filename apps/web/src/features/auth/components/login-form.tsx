import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import type { LoginFields, useLoginForm } from '../hooks/use-login-form';
import { useTranslation, type TFunction } from '../../../lib/i18n';

interface FieldSpec {
  key: keyof LoginFields;
  label: string;
  type?: 'email' | 'password';
  inputMode?: 'email';
  autoComplete: string;
  signUpOnly?: boolean;
}

function fieldsFor(signingIn: boolean, t: TFunction): FieldSpec[] {
  const all: FieldSpec[] = [
    { key: 'name', label: t('settings.name'), autoComplete: 'name', signUpOnly: true },
    { key: 'email', label: t('settings.email'), type: 'email', inputMode: 'email', autoComplete: 'email' },
    {
      key: 'password',
      label: t('settings.password'),
      type: 'password',
      autoComplete: signingIn ? 'current-password' : 'new-password',
    },
    {
      key: 'confirmPassword',
      label: t('auth.confirmPassword'),
      type: 'password',
      autoComplete: 'new-password',
      signUpOnly: true,
    },
  ];
  return all.filter((field) => !(signingIn && field.signUpOnly));
}

/** The email form: sign in (email, password, 'Forgot password?') or sign up (plus name and confirmation). */
export function LoginForm({ login }: { login: ReturnType<typeof useLoginForm> }) {
  const { mode, fields, set, error, notice, busy } = login;
  const signingIn = mode === 'signin';
  const { t } = useTranslation();
  return (
    <form
      className="login__form"
      onSubmit={login.submit}
      noValidate
      aria-label={signingIn ? t('auth.signInLink') : t('auth.signUpLink')}
    >
      {fieldsFor(signingIn, t).map(({ key, signUpOnly: _signUpOnly, ...field }) => (
        <TextField key={key} {...field} name={key} value={fields[key]} onValue={set(key)} />
      ))}
      {signingIn && (
        <button type="button" className="link-button login__forgot" onClick={login.resetPassword}>
          {t('auth.forgotPassword')}
        </button>
      )}
      <FormError message={error} />
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('auth.pleaseWait') : signingIn ? t('auth.signIn') : t('auth.signUp')}
      </button>
    </form>
  );
}
