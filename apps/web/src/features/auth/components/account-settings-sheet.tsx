import { Download, Monitor, Moon, Sun, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { LOCALE_NAMES, LOCALES, isLocale, useTranslation } from '../../../lib/i18n';
import type { ThemeChoice } from '../../../lib/theme';
import { DELETE_CONFIRMATION, useAccountSettings } from '../hooks/use-account-settings';
import './account-settings.css';

type Settings = ReturnType<typeof useAccountSettings>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="settings__section" aria-label={title}>
      <h3 className="settings__heading">{title}</h3>
      {children}
    </section>
  );
}

/** A one-field (or two-field) form whose value starts from `initial` and goes to `onSave`. */
function ChangeForm({
  label,
  initial = '',
  type,
  autoComplete,
  confirmLabel,
  action,
  busy,
  onSave,
}: {
  label: string;
  initial?: string;
  type?: 'email' | 'password';
  autoComplete: string;
  confirmLabel?: string;
  action: string;
  busy: boolean;
  onSave: (value: string, confirm: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [confirm, setConfirm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value, confirm);
  };
  return (
    <form className="settings__form" onSubmit={submit} noValidate aria-label={action}>
      <TextField label={label} type={type} value={value} onValue={setValue} autoComplete={autoComplete} />
      {confirmLabel && (
        <TextField
          label={confirmLabel}
          type={type}
          value={confirm}
          onValue={setConfirm}
          autoComplete={autoComplete}
        />
      )}
      <button type="submit" className="btn btn--ghost" disabled={busy}>
        {action}
      </button>
    </form>
  );
}

const THEMES = [
  { id: 'system', label: 'settings.themeSystem', icon: <Monitor size={18} aria-hidden="true" /> },
  { id: 'light', label: 'settings.themeLight', icon: <Sun size={18} aria-hidden="true" /> },
  { id: 'dark', label: 'settings.themeDark', icon: <Moon size={18} aria-hidden="true" /> },
] as const satisfies readonly { id: ThemeChoice; label: string; icon: ReactNode }[];

function ThemeSwitch({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  return (
    <div className="settings__themes" role="radiogroup" aria-label={t('settings.theme')}>
      {THEMES.map((theme) => (
        <button
          key={theme.id}
          type="button"
          role="radio"
          aria-checked={settings.theme === theme.id}
          className={`settings__theme${settings.theme === theme.id ? ' settings__theme--active' : ''}`}
          onClick={() => settings.chooseTheme(theme.id)}
        >
          {theme.icon} {t(theme.label)}
        </button>
      ))}
    </div>
  );
}

/** Each language by its own name: a person who cannot read the current one still finds theirs. */
function LanguageChoice({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  return (
    // The section's heading says Language above it; the list keeps the name for a screen reader.
    <div className="field">
      <select
        className="field__input"
        aria-label={t('settings.language')}
        value={settings.language}
        onChange={(event) => {
          if (isLocale(event.target.value)) settings.chooseLanguage(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

function ReauthForm({ settings }: { settings: Settings }) {
  const [password, setPassword] = useState('');
  const { t } = useTranslation();
  return (
    <form
      className="settings__reauth"
      aria-label={t('settings.confirmPassword')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        settings.confirmPassword(password);
      }}
    >
      <p className="settings__text">{t('settings.reauthText')}</p>
      <TextField
        label={t('settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      <div className="settings__row">
        <button type="button" className="btn btn--ghost" onClick={settings.cancelReauth}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={settings.busy}>
          {t('common.continue')}
        </button>
      </div>
    </form>
  );
}

function DeleteAccount({ settings }: { settings: Settings }) {
  const [typed, setTyped] = useState('');
  const { t } = useTranslation();
  return (
    <>
      <p className="settings__text">{t('settings.deleteText')}</p>
      <button type="button" className="btn btn--ghost btn--block" onClick={settings.downloadExport}>
        <Download size={18} aria-hidden="true" /> {t('settings.downloadData')}
      </button>
      <form
        className="settings__form"
        aria-label={t('settings.deleteAccount')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          settings.deleteAccount(typed);
        }}
      >
        <TextField
          label={t('settings.typeToConfirm', { word: DELETE_CONFIRMATION })}
          value={typed}
          onValue={setTyped}
          autoComplete="off"
        />
        <button
          type="submit"
          className="btn btn--danger btn--block"
          disabled={settings.busy || typed !== DELETE_CONFIRMATION}
        >
          <Trash2 size={18} aria-hidden="true" /> {t('settings.deleteMyAccount')}
        </button>
      </form>
    </>
  );
}

/** Account Settings (spec section 2's coming-soon dialog, made real in issue 12). */
export function AccountSettingsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useAccountSettings(onClose);
  const { user } = settings;
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} title={t('settings.title')} onClose={onClose}>
      <div className="settings">
        <FormError message={settings.error} />
        {settings.notice && (
          <p className="form-notice" role="status">
            {settings.notice}
          </p>
        )}
        {settings.reauthNeeded ? (
          <ReauthForm settings={settings} />
        ) : (
          <>
            <Section title={t('settings.appearance')}>
              <ThemeSwitch settings={settings} />
            </Section>
            <Section title={t('settings.language')}>
              <LanguageChoice settings={settings} />
            </Section>
            <Section title={t('settings.displayName')}>
              <ChangeForm
                label={t('settings.name')}
                initial={user?.displayName ?? ''}
                autoComplete="name"
                action={t('settings.saveName')}
                busy={settings.busy}
                onSave={(name) => settings.changeName(name)}
              />
            </Section>
            <Section title={t('settings.email')}>
              <ChangeForm
                label={t('settings.newEmail')}
                type="email"
                initial={user?.email ?? ''}
                autoComplete="email"
                action={t('settings.changeEmail')}
                busy={settings.busy}
                onSave={(email) => settings.changeEmail(email)}
              />
            </Section>
            <Section title={t('settings.password')}>
              <ChangeForm
                label={t('settings.newPassword')}
                type="password"
                confirmLabel={t('settings.confirmNewPassword')}
                autoComplete="new-password"
                action={t('settings.changePassword')}
                busy={settings.busy}
                onSave={settings.changePassword}
              />
            </Section>
            <Section title={t('settings.deleteAccount')}>
              <DeleteAccount settings={settings} />
            </Section>
          </>
        )}
      </div>
    </BottomSheet>
  );
}
