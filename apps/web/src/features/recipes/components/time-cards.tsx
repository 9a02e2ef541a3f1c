import { formatDuration } from '@mise/recipe-text';

/** Prep and cook time, shown when either is set. */
export function TimeCards({ prep, cook }: { prep: number; cook: number }) {
  if (prep <= 0 && cook <= 0) return null;
  return (
    <div className="time-cards">
      <div className="time-card">
        <span className="time-card__label">Prep</span>
        <span className="time-card__value">{formatDuration(prep)}</span>
      </div>
      <div className="time-card">
        <span className="time-card__label">Cook</span>
        <span className="time-card__value">{formatDuration(cook)}</span>
      </div>
    </div>
  );
}
