import { useTranslation } from '../../../lib/i18n';

/** The import forms' buttons: Cancel, and Extract Recipe (disabled while a draft is being made). */
export function ExtractActions({
  className,
  busy,
  onCancel,
}: {
  className: string;
  busy?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('import.extract')}
      </button>
    </div>
  );
}
