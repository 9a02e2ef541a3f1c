import type { AvailableFriend } from '@mise/contracts';
import { useState, type FormEvent } from 'react';

/** Name plus a friend picker (scrolling past 200 px); submit disabled until both are given. */
export function CreateHousehold({
  friends,
  sending,
  onSend,
}: {
  friends: AvailableFriend[];
  sending: boolean;
  onSend: (name: string, friendIds: number[]) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Please enter a household name');
    if (selected.length === 0) return setProblem('Please select at least one friend');
    setProblem(null);
    if (await onSend(name.trim(), selected)) {
      setName('');
      setSelected([]);
    }
  };

  return (
    <form className="household-card" aria-label="Create a household" onSubmit={(event) => void submit(event)}>
      <h2 className="household-card__name">Create a Household</h2>
      <label className="household-field">
        <span>Household name</span>
        <input
          type="text"
          value={name}
          placeholder="e.g. The Smith Family"
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <h3 className="household-section">Invite friends</h3>
      {friends.length === 0 ? (
        <p className="household-empty">
          No friends available to invite. Friends already in a household are not listed.
        </p>
      ) : (
        <ul className="household-picker" data-testid="friend-picker">
          {friends.map((friend) => (
            <li key={friend.id}>
              <label className="household-picker__option">
                <input
                  type="checkbox"
                  checked={selected.includes(friend.id)}
                  onChange={() => toggle(friend.id)}
                />
                {friend.first_name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary household-submit"
        disabled={sending || !name.trim() || selected.length === 0}
      >
        Send Invitations
      </button>
    </form>
  );
}
