import type { Household } from '@mise/contracts';
import { useState } from 'react';

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

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
  return (
    <section className="household-card" aria-label="Your household">
      <h2 className="household-card__name">{household.name}</h2>
      <p className="household-card__meta">Created {formatDate(household.created_at)}</p>
      <h3 className="household-section">Members</h3>
      <ul className="household-members">
        {household.members.map((member) => (
          <li key={member.id} className="household-member">
            <span className="household-member__name">{member.first_name}</span>
            <span className="household-member__joined">Joined {formatDate(member.joined_at)}</span>
          </li>
        ))}
      </ul>
      {confirming ? (
        <div className="household-leave" role="group" aria-label="Confirm leaving">
          <p>Are you sure you want to leave? The household will be dissolved for everyone.</p>
          <div className="household-leave__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" onClick={onLeave} disabled={leaving}>
              Yes, Leave
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--danger household-leave__start"
          onClick={() => setConfirming(true)}
        >
          Leave Household
        </button>
      )}
    </section>
  );
}
