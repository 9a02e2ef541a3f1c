import type { AvailableFriend } from '@mise/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';

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
  const { t } = useTranslation();

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('households.enterName'));
    if (selected.length === 0) return setProblem(t('households.selectFriend'));
    setProblem(null);
    if (await onSend(name.trim(), selected)) {
      setName('');
      setSelected([]);
    }
  };

  return (
    <form
      className="household-card"
      aria-label={t('households.createLabel')}
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="household-card__name">{t('households.createTitle')}</h2>
      <label className="household-field">
        <span>{t('households.name')}</span>
        <input
          type="text"
          value={name}
          placeholder={t('households.namePlaceholder')}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <h3 className="household-section">{t('households.inviteFriends')}</h3>
      {friends.length === 0 ? (
        <p className="household-empty">{t('households.noFriends')}</p>
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
        {t('households.send')}
      </button>
    </form>
  );
}
