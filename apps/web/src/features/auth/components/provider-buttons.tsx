import type { AuthProviderName } from '../../../lib/auth-client';
import { ProviderIcon } from './provider-icon';
import { useTranslation } from '../../../lib/i18n';

const PROVIDERS: { id: AuthProviderName; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'apple', label: 'Apple' },
];

/** 'Continue with Google / Facebook / Apple'. */
export function ProviderButtons({
  busy,
  onChoose,
}: {
  busy: boolean;
  onChoose: (id: AuthProviderName) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="login__providers">
      {PROVIDERS.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="login__provider"
          disabled={busy}
          onClick={() => onChoose(provider.id)}
        >
          <ProviderIcon provider={provider.id} />
          <span>{t('auth.continueWith', { provider: provider.label })}</span>
        </button>
      ))}
    </div>
  );
}
