import type { ReceivedInvitation, SentInvitation } from '@mise/contracts';
import { formatDay, Trans, useTranslation } from '../../../lib/i18n';

export function ReceivedInvitations({
  invitations,
  onAccept,
  onDecline,
}: {
  invitations: ReceivedInvitation[];
  onAccept: (id: number) => void;
  onDecline: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (invitations.length === 0) return null;
  return (
    <section className="household-card" aria-label={t('households.invitationsReceived')}>
      <h2 className="household-section">{t('households.invitations')}</h2>
      <ul className="household-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="household-invitation">
            <p>
              <Trans
                i18nKey="households.invitedYou"
                values={{ inviter: invitation.inviter_name, household: invitation.household_name }}
                components={{ strong: <strong /> }}
              />
            </p>
            <p className="household-card__meta">{formatDay(invitation.created_at)}</p>
            <div className="household-invitation__actions">
              <button
                type="button"
                className="btn btn--small btn--primary"
                onClick={() => onAccept(invitation.id)}
              >
                {t('friends.accept')}
              </button>
              <button
                type="button"
                className="btn btn--small btn--ghost"
                onClick={() => onDecline(invitation.id)}
              >
                {t('households.decline')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SentInvitations({
  invitations,
  onCancel,
}: {
  invitations: SentInvitation[];
  onCancel: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (invitations.length === 0) return null;
  return (
    <section className="household-card" aria-label={t('households.invitationsSent')}>
      <h2 className="household-section">{t('households.sentInvitations')}</h2>
      <ul className="household-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="household-invitation">
            <p>
              <strong>{invitation.household_name}</strong>:{' '}
              {t('households.pendingCount', { count: invitation.pending_count })}
            </p>
            <button
              type="button"
              className="btn btn--small btn--ghost"
              onClick={() => onCancel(invitation.id)}
            >
              {t('households.cancelInvitations')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
