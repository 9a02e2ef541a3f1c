import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../lib/app-state';
import { saveTheme, storedTheme, type ThemeChoice } from '../../../lib/theme';
import { useDeleteAccountDataMutation, useLazyExportAccountQuery } from '../api/account-api';
import { useAuthClient } from './use-auth-client';

/** What the person types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION = 'DELETE';

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
const messageOf = (error: unknown) => {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
};

/** Identity-service codes an Account Settings change may meet, in the app's words. */
function settingsMessage(error: unknown, failed: string): string {
  switch (codeOf(error)) {
    case 'auth/email-already-in-use':
      return 'An account with this email already exists';
    case 'auth/invalid-email':
      return 'Invalid email address';
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return 'Password is too weak';
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
      return 'Invalid email or password';
    case 'auth/too-many-requests':
      return 'Too many failed attempts. Please try again later.';
    default:
      return messageOf(error).startsWith('No user currently signed in')
        ? messageOf(error)
        : `${failed}: ${messageOf(error)}`;
  }
}

/**
 * Account Settings: display name, email, password, theme, export and deletion. A change the
 * identity service refuses with `requires-recent-login` waits while the person types their password
 * again (`reauth`), then runs once more.
 */
export function useAccountSettings(onDone: () => void) {
  const client = useAuthClient();
  const user = useAppSelector((state) => state.auth.user);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reauth, setReauth] = useState<{ retry: () => Promise<void>; failed: string; done: string } | null>(
    null,
  );
  const [theme, setTheme] = useState<ThemeChoice>(storedTheme);
  const [exportAccount] = useLazyExportAccountQuery();
  const [deleteAccountData] = useDeleteAccountDataMutation();

  async function run(work: () => Promise<void>, failed: string, done: string) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work();
      setNotice(done);
    } catch (caught) {
      if (codeOf(caught) === 'auth/requires-recent-login') setReauth({ retry: work, failed, done });
      else setError(settingsMessage(caught, failed));
    } finally {
      setBusy(false);
    }
  }

  const confirmPassword = async (password: string) => {
    if (!reauth) return;
    setBusy(true);
    setError(null);
    try {
      await client.reauthenticate(password);
    } catch (caught) {
      setBusy(false);
      return setError(settingsMessage(caught, 'Failed to confirm your password'));
    }
    setBusy(false);
    const { retry, failed, done } = reauth;
    setReauth(null);
    await run(retry, failed, done);
  };

  const changeName = (name: string) => {
    if (!name.trim()) return setError('Please enter your name');
    void run(() => client.updateDisplayName(name.trim()), 'Failed to update name', 'Name updated.');
  };
  const changeEmail = (email: string) => {
    if (!email.trim()) return setError('Please enter your email address');
    void run(() => client.updateEmail(email.trim()), 'Failed to update email', 'Email updated.');
  };
  const changePassword = (password: string, confirm: string) => {
    if (password !== confirm) return setError('Passwords do not match');
    if (password.length < 6) return setError('Password must be at least 6 characters long');
    void run(() => client.updatePassword(password), 'Failed to update password', 'Password updated.');
  };

  const chooseTheme = (choice: ThemeChoice) => {
    saveTheme(choice);
    setTheme(choice);
  };

  const downloadExport = async () => {
    setError(null);
    const result = await exportAccount();
    if (!result.data) return setError('Failed to export your data. Please try again.');
    const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mise-export.json';
    link.click();
    URL.revokeObjectURL(url);
    setNotice('Your data was downloaded as mise-export.json.');
  };

  /** The app's data first (recipes, images, friendships, household, lists, pantry), then the identity account. */
  const deleteAccount = async (typed: string) => {
    if (typed !== DELETE_CONFIRMATION) return setError(`Type ${DELETE_CONFIRMATION} to confirm`);
    setBusy(true);
    setError(null);
    const removed = await deleteAccountData();
    setBusy(false);
    if ('error' in removed) return setError('Failed to delete your account. Please try again.');
    const removeIdentity = async () => {
      await client.deleteAccount();
      onDone();
      await navigate('/login', { replace: true });
    };
    await run(removeIdentity, 'Failed to delete account', 'Account deleted.');
  };

  return {
    user,
    busy,
    error,
    notice,
    reauthNeeded: reauth !== null,
    confirmPassword: (password: string) => void confirmPassword(password),
    cancelReauth: () => setReauth(null),
    changeName,
    changeEmail,
    changePassword,
    theme,
    chooseTheme,
    downloadExport: () => void downloadExport(),
    deleteAccount: (typed: string) => void deleteAccount(typed),
  };
}
