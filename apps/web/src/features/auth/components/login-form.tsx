import type { FormEvent } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import type { LoginFields, LoginMode } from '../hooks/use-login-form';

interface LoginFormProps {
  mode: LoginMode;
  fields: LoginFields;
  set: (key: keyof LoginFields) => (value: string) => void;
  error: string | null;
  notice: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onForgotPassword: () => void;
}

/** The email form: sign in (email, password, 'Forgot password?') or sign up (plus name and confirmation). */
export function LoginForm({
  mode,
  fields,
  set,
  error,
  notice,
  busy,
  onSubmit,
  onForgotPassword,
}: LoginFormProps) {
  const signingIn = mode === 'signin';
  return (
    <form
      className="login__form"
      onSubmit={onSubmit}
      noValidate
      aria-label={signingIn ? 'Sign in' : 'Sign up'}
    >
      {!signingIn && (
        <TextField label="Name" name="name" autoComplete="name" value={fields.name} onValue={set('name')} />
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
        autoComplete={signingIn ? 'current-password' : 'new-password'}
        value={fields.password}
        onValue={set('password')}
      />
      {!signingIn && (
        <TextField
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onValue={set('confirmPassword')}
        />
      )}
      {signingIn && (
        <button type="button" className="link-button login__forgot" onClick={onForgotPassword}>
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
