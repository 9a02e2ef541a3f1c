import { Download, Monitor, Moon, Sun, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
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

const THEMES: { id: ThemeChoice; label: string; icon: ReactNode }[] = [
  { id: 'system', label: 'System', icon: <Monitor size={18} aria-hidden="true" /> },
  { id: 'light', label: 'Light', icon: <Sun size={18} aria-hidden="true" /> },
  { id: 'dark', label: 'Dark', icon: <Moon size={18} aria-hidden="true" /> },
];

function ThemeSwitch({ settings }: { settings: Settings }) {
  return (
    <div className="settings__themes" role="radiogroup" aria-label="Theme">
      {THEMES.map((theme) => (
        <button
          key={theme.id}
          type="button"
          role="radio"
          aria-checked={settings.theme === theme.id}
          className={`settings__theme${settings.theme === theme.id ? ' settings__theme--active' : ''}`}
          onClick={() => settings.chooseTheme(theme.id)}
        >
          {theme.icon} {theme.label}
        </button>
      ))}
    </div>
  );
}

function ReauthForm({ settings }: { settings: Settings }) {
  const [password, setPassword] = useState('');
  return (
    <form
      className="settings__reauth"
      aria-label="Confirm your password"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        settings.confirmPassword(password);
      }}
    >
      <p className="settings__text">For your security, please enter your password again to continue.</p>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      <div className="settings__row">
        <button type="button" className="btn btn--ghost" onClick={settings.cancelReauth}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary" disabled={settings.busy}>
          Continue
        </button>
      </div>
    </form>
  );
}

function DeleteAccount({ settings }: { settings: Settings }) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <p className="settings__text">
        Deleting your account removes your recipes and their photos, your friendships, your household
        membership, your shopping list and pantry, and your sign-in. Download your data first if you want to
        keep it.
      </p>
      <button type="button" className="btn btn--ghost btn--block" onClick={settings.downloadExport}>
        <Download size={18} aria-hidden="true" /> Download my data
      </button>
      <form
        className="settings__form"
        aria-label="Delete account"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          settings.deleteAccount(typed);
        }}
      >
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          value={typed}
          onValue={setTyped}
          autoComplete="off"
        />
        <button
          type="submit"
          className="btn btn--danger btn--block"
          disabled={settings.busy || typed !== DELETE_CONFIRMATION}
        >
          <Trash2 size={18} aria-hidden="true" /> Delete my account
        </button>
      </form>
    </>
  );
}

/** Account Settings (spec section 2's coming-soon dialog, made real in issue 12). */
export function AccountSettingsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useAccountSettings(onClose);
  const { user } = settings;
  return (
    <BottomSheet open={open} title="Account Settings" onClose={onClose}>
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
            <Section title="Appearance">
              <ThemeSwitch settings={settings} />
            </Section>
            <Section title="Display name">
              <ChangeForm
                label="Name"
                initial={user?.displayName ?? ''}
                autoComplete="name"
                action="Save name"
                busy={settings.busy}
                onSave={(name) => settings.changeName(name)}
              />
            </Section>
            <Section title="Email">
              <ChangeForm
                label="New email"
                type="email"
                initial={user?.email ?? ''}
                autoComplete="email"
                action="Change email"
                busy={settings.busy}
                onSave={(email) => settings.changeEmail(email)}
              />
            </Section>
            <Section title="Password">
              <ChangeForm
                label="New password"
                type="password"
                confirmLabel="Confirm new password"
                autoComplete="new-password"
                action="Change password"
                busy={settings.busy}
                onSave={settings.changePassword}
              />
            </Section>
            <Section title="Delete account">
              <DeleteAccount settings={settings} />
            </Section>
          </>
        )}
      </div>
    </BottomSheet>
  );
}
