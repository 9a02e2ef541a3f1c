import type { Household } from '@mise/contracts';
import { useState } from 'react';
import { formatDay, useTranslation } from '../../../lib/i18n';

/** Name, created date, members with first name and joined date, and Leave with an inline confirmation. */
export function HouseholdDetails({
  household,
  leaving,
  onLeave,
}: {
  household: Household;
  leaving: boolean;
  onLeave: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation();
  return (
    <section className="household-card" aria-label={t('households.yours')}>
      <h2 className="household-card__name">{household.name}</h2>
      <p className="household-card__meta">
        {t('households.created', { date: formatDay(household.created_at) })}
      </p>
      <h3 className="household-section">{t('households.members')}</h3>
      <ul className="household-members">
        {household.members.map((member) => (
          <li key={member.id} className="household-member">
            <span className="household-member__name">{member.first_name}</span>
            <span className="household-member__joined">
              {t('households.joined', { date: formatDay(member.joined_at) })}
            </span>
          </li>
        ))}
      </ul>
      {confirming ? (
        <div className="household-leave" role="group" aria-label={t('households.confirmLeaving')}>
          <p>{t('households.leaveQuestion')}</p>
          <div className="household-leave__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn--danger" onClick={onLeave} disabled={leaving}>
              {t('households.yesLeave')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--danger household-leave__start"
          onClick={() => setConfirming(true)}
        >
          {t('households.leave')}
        </button>
      )}
    </section>
  );
}
