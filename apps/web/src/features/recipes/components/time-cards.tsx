import { useTranslation } from '../../../lib/i18n';

/** '45 mins', '1 hour 30 mins' in the interface's language (spec section 9's English wording). */
function useDuration() {
  const { t } = useTranslation();
  return (minutes: number): string => {
    if (!Number.isFinite(minutes) || minutes < 0) return t('time.notAvailable');
    const total = Math.round(minutes);
    if (total < 60) return t('time.minutes', { count: total });
    const hours = t('time.hours', { count: Math.floor(total / 60) });
    const rest = total % 60;
    return rest === 0 ? hours : t('time.hoursMinutes', { hours, count: rest });
  };
}

/** Prep and cook time, shown when either is set. */
export function TimeCards({ prep, cook }: { prep: number; cook: number }) {
  const { t } = useTranslation();
  const duration = useDuration();
  if (prep <= 0 && cook <= 0) return null;
  return (
    <div className="time-cards">
      <div className="time-card">
        <span className="time-card__label">{t('detail.prep')}</span>
        <span className="time-card__value">{duration(prep)}</span>
      </div>
      <div className="time-card">
        <span className="time-card__label">{t('detail.cook')}</span>
        <span className="time-card__value">{duration(cook)}</span>
      </div>
    </div>
  );
}
