import './stars.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
}

/** Rating in half steps: the left half of a star gives .5, the right half the whole; the current value again clears to 0. */
export function StarInput({ value, onChange }: StarInputProps) {
  const pick = (next: number) => onChange(next === value ? 0 : next);
  return (
    <div className="star-input" role="group" aria-label={`Rating: ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = value >= star ? 'full' : value >= star - 0.5 ? 'half' : 'empty';
        return (
          <span key={star} className="star-input__star">
            <svg
              viewBox="0 0 24 24"
              width="40"
              height="40"
              aria-hidden="true"
              className={`stars__star stars__star--${fill}`}
            >
              <defs>
                <clipPath id={`star-input-half-${star}`}>
                  <rect x="0" y="0" width="12" height="24" />
                </clipPath>
              </defs>
              <path d={STAR} className="stars__outline" />
              {fill !== 'empty' && (
                <path
                  d={STAR}
                  className="stars__fill"
                  clipPath={fill === 'half' ? `url(#star-input-half-${star})` : undefined}
                />
              )}
            </svg>
            <button
              type="button"
              className="star-input__half star-input__half--left"
              aria-label={`${star - 0.5} stars`}
              onClick={() => pick(star - 0.5)}
            />
            <button
              type="button"
              className="star-input__half star-input__half--right"
              aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
              onClick={() => pick(star)}
            />
          </span>
        );
      })}
    </div>
  );
}
