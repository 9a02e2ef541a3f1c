import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../lib/app-state';
import { currentLocale, i18n, switchLocale, useTranslation, type Locale } from '../../../lib/i18n';
import { saveTheme, storedTheme, type ThemeChoice } from '../../../lib/theme';
import { useDeleteAccountDataMutation, useLazyExportAccountQuery } from '../api/account-api';
import { useUpdateProfileMutation } from '../api/profile-api';
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
  const t = i18n.t;
  switch (codeOf(error)) {
    case 'auth/email-already-in-use':
      return t('auth.emailInUse');
    case 'auth/invalid-email':
      return t('auth.invalidEmail');
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return t('auth.weakPassword');
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
      return t('auth.invalidCredentials');
    case 'auth/too-many-requests':
      return t('auth.tooManyAttempts');
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
  const [updateProfile] = useUpdateProfileMutation();
  const { t } = useTranslation();
  const language = currentLocale();

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
      return setError(settingsMessage(caught, t('settings.confirmPasswordFailed')));
    }
    setBusy(false);
    const { retry, failed, done } = reauth;
    setReauth(null);
    await run(retry, failed, done);
  };

  const changeName = (name: string) => {
    if (!name.trim()) return setError(t('settings.enterName'));
    void run(
      () => client.updateDisplayName(name.trim()),
      t('settings.nameFailed'),
      t('settings.nameUpdated'),
    );
  };
  const changeEmail = (email: string) => {
    if (!email.trim()) return setError(t('settings.enterEmail'));
    void run(() => client.updateEmail(email.trim()), t('settings.emailFailed'), t('settings.emailUpdated'));
  };
  const changePassword = (password: string, confirm: string) => {
    if (password !== confirm) return setError(t('auth.passwordsDoNotMatch'));
    if (password.length < 6) return setError(t('auth.passwordTooShort'));
    void run(
      () => client.updatePassword(password),
      t('settings.passwordFailed'),
      t('settings.passwordUpdated'),
    );
  };

  const chooseTheme = (choice: ThemeChoice) => {
    saveTheme(choice);
    setTheme(choice);
  };

  /** Shown at once; kept on the profile so it follows the person to their other devices. */
  const chooseLanguage = async (choice: Locale) => {
    setError(null);
    setNotice(null);
    try {
      await switchLocale(choice);
    } catch {
      return setError(i18n.t('settings.languageNotLoaded'));
    }
    const saved = await updateProfile({ language: choice });
    if ('error' in saved) setError(i18n.t('settings.languageNotSaved'));
  };

  const downloadExport = async () => {
    setError(null);
    const result = await exportAccount();
    if (!result.data) return setError(t('settings.exportFailed'));
    const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mise-export.json';
    link.click();
    URL.revokeObjectURL(url);
    setNotice(t('settings.exported'));
  };

  /** The app's data first (recipes, images, friendships, household, lists, pantry), then the identity account. */
  const deleteAccount = async (typed: string) => {
    if (typed !== DELETE_CONFIRMATION)
      return setError(t('settings.typeToConfirm', { word: DELETE_CONFIRMATION }));
    setBusy(true);
    setError(null);
    const removed = await deleteAccountData();
    setBusy(false);
    if ('error' in removed) return setError(t('settings.deleteFailed'));
    const removeIdentity = async () => {
      await client.deleteAccount();
      onDone();
      await navigate('/login', { replace: true });
    };
    await run(removeIdentity, t('settings.deleteAccountFailed'), t('settings.accountDeleted'));
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
    language,
    chooseLanguage: (choice: Locale) => void chooseLanguage(choice),
    downloadExport: () => void downloadExport(),
    deleteAccount: (typed: string) => void deleteAccount(typed),
  };
}
