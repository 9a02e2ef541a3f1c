import type { ReceivedInvitation, SentInvitation } from '@mise/contracts';
import { formatDate } from './household-details';

export function ReceivedInvitations({
  invitations,
  onAccept,
  onDecline,
}: {
  invitations: ReceivedInvitation[];
  onAccept: (id: number) => void;
  onDecline: (id: number) => void;
}) {
  if (invitations.length === 0) return null;
  return (
    <section className="household-card" aria-label="Invitations received">
      <h2 className="household-section">Invitations</h2>
      <ul className="household-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="household-invitation">
            <p>
              <strong>{invitation.inviter_name}</strong> invited you to join{' '}
              <strong>{invitation.household_name}</strong>
            </p>
            <p className="household-card__meta">{formatDate(invitation.created_at)}</p>
            <div className="household-invitation__actions">
              <button
                type="button"
                className="btn btn--small btn--primary"
                onClick={() => onAccept(invitation.id)}
              >
                Accept
              </button>
              <button
                type="button"
                className="btn btn--small btn--ghost"
                onClick={() => onDecline(invitation.id)}
              >
                Decline
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
  if (invitations.length === 0) return null;
  return (
    <section className="household-card" aria-label="Invitations sent">
      <h2 className="household-section">Sent Invitations</h2>
      <ul className="household-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="household-invitation">
            <p>
              <strong>{invitation.household_name}</strong>: {invitation.pending_count} pending
            </p>
            <button
              type="button"
              className="btn btn--small btn--ghost"
              onClick={() => onCancel(invitation.id)}
            >
              Cancel Invitations
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
