import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import type { LoginFields, useLoginForm } from '../hooks/use-login-form';

interface FieldSpec {
  key: keyof LoginFields;
  label: string;
  type?: 'email' | 'password';
  inputMode?: 'email';
  autoComplete: string;
  signUpOnly?: boolean;
}

function fieldsFor(signingIn: boolean): FieldSpec[] {
  const all: FieldSpec[] = [
    { key: 'name', label: 'Name', autoComplete: 'name', signUpOnly: true },
    { key: 'email', label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
    {
      key: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: signingIn ? 'current-password' : 'new-password',
    },
    {
      key: 'confirmPassword',
      label: 'Confirm password',
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
  return (
    <form
      className="login__form"
      onSubmit={login.submit}
      noValidate
      aria-label={signingIn ? 'Sign in' : 'Sign up'}
    >
      {fieldsFor(signingIn).map(({ key, signUpOnly: _signUpOnly, ...field }) => (
        <TextField key={key} {...field} name={key} value={fields[key]} onValue={set(key)} />
      ))}
      {signingIn && (
        <button type="button" className="link-button login__forgot" onClick={login.resetPassword}>
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
        {busy ? 'Please wait…' : signingIn ? 'Sign In' : 'Sign Up'}
      </button>
    </form>
  );
}
