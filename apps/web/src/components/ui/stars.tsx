import './stars.css';

/** Whole stars, one half star for a fractional part, empty stars up to 5; nothing for no rating. */
export function starKinds(rating: number | null | undefined): ('full' | 'half' | 'empty')[] | null {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return null;
  const clamped = Math.max(0, Math.min(5, rating));
  const full = Math.floor(clamped);
  const half = clamped - full > 0 ? 1 : 0;
  return [
    ...Array<'full'>(full).fill('full'),
    ...Array<'half'>(half).fill('half'),
    ...Array<'empty'>(5 - full - half).fill('empty'),
  ];
}

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

export function Stars({ rating, size = 16 }: { rating: number | null | undefined; size?: number }) {
  const kinds = starKinds(rating);
  if (!kinds) return null;
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {kinds.map((kind, index) => (
        <svg
          key={index}
          className={`stars__star stars__star--${kind}`}
          viewBox="0 0 24 24"
          width={size}
          height={size}
          aria-hidden="true"
        >
          {kind === 'half' && (
            <defs>
              <clipPath id={`half-${index}`}>
                <rect x="0" y="0" width="12" height="24" />
              </clipPath>
            </defs>
          )}
          <path d={STAR} className="stars__outline" />
          {kind !== 'empty' && (
            <path
              d={STAR}
              className="stars__fill"
              clipPath={kind === 'half' ? `url(#half-${index})` : undefined}
            />
          )}
        </svg>
      ))}
    </span>
  );
}
