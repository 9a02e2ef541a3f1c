import { StarGlyph } from './star-glyph';
import './stars.css';
import { useTranslation } from '../../lib/i18n';

interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
}

/** Rating in half steps: the left half of a star gives .5, the right half the whole; the current value again clears to 0. */
export function StarInput({ value, onChange }: StarInputProps) {
  const pick = (next: number) => onChange(next === value ? 0 : next);
  const { t } = useTranslation();
  return (
    <div className="star-input" role="group" aria-label={t('stars.rating', { value })}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = value >= star ? 'full' : value >= star - 0.5 ? 'half' : 'empty';
        return (
          <span key={star} className="star-input__star">
            <StarGlyph kind={fill} size={40} />
            <button
              type="button"
              className="star-input__half star-input__half--left"
              aria-label={t('stars.count', { count: star - 0.5 })}
              onClick={() => pick(star - 0.5)}
            />
            <button
              type="button"
              className="star-input__half star-input__half--right"
              aria-label={t('stars.count', { count: star })}
              onClick={() => pick(star)}
            />
          </span>
        );
      })}
    </div>
  );
}
